import type { QueryClient } from '@tanstack/react-query';
import type { Artwork } from '@contract/artwork';
import type { ImageVariant } from '@contract/common';
import { primaryImage } from '@contract/primary-image';

/** A link preview's picture: absolute URL, width, height when known, and its description. */
export interface PreviewImage {
  url: string;
  width: number;
  height?: number;
  alt: string;
}

/** Link previews want a picture at least 1200 px wide (Open Graph, Twitter large card). */
export const PREVIEW_IMAGE_WIDTH = 1200;

/** When a page has no picture of its own (an empty catalogue): the app's icon. */
export const SITE_PREVIEW_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512, alt: 'Atelier' };

export function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

/** The narrowest rendition at least `PREVIEW_IMAGE_WIDTH` wide, else the widest there is. */
export function previewVariant(variants: ImageVariant[]): ImageVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= PREVIEW_IMAGE_WIDTH) ?? sorted[sorted.length - 1];
}

export function artworkImage(artwork: Artwork | undefined, origin: string): PreviewImage | undefined {
  if (!artwork) return undefined;
  const image = primaryImage(artwork.images);
  if (!image) return undefined;
  const variant = previewVariant(image.variants);
  const alt = image.altText || `${artwork.title} by ${artwork.artistName}`;
  if (!variant) return undefined;
  const height =
    image.width && image.height ? Math.round((variant.width * image.height) / image.width) : undefined;
  return { url: absolute(variant.url, origin), width: variant.width, height, alt };
}

function variantsImage(variants: ImageVariant[], alt: string, origin: string): PreviewImage | undefined {
  const variant = previewVariant(variants);
  return variant && { url: absolute(variant.url, origin), width: variant.width, alt };
}

/** One card's picture, whichever kind of card it is (artwork, showcase commission, artist). */
function cardImage(item: unknown, origin: string): PreviewImage | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const card = item as Partial<Artwork> & {
    variants?: ImageVariant[];
    profileImageVariants?: ImageVariant[];
    displayName?: string;
  };
  if (Array.isArray(card.images)) return artworkImage(card as Artwork, origin);
  if (Array.isArray(card.variants)) return variantsImage(card.variants, card.title ?? 'Commission', origin);
  if (Array.isArray(card.profileImageVariants))
    return variantsImage(card.profileImageVariants, card.displayName ?? 'Artist', origin);
  return undefined;
}

/**
 * A gallery's or the home page's preview: the first picture among the cards its loaders read (in
 * the order they were asked: the home page's latest artworks come first), else the app's icon.
 */
export function firstCardImage(queryClient: QueryClient, origin: string): PreviewImage {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as { pages?: Array<{ items?: unknown[] }> } | unknown[] | undefined;
    const items = Array.isArray(data) ? data : (data?.pages?.[0]?.items ?? []);
    for (const item of items) {
      const image = cardImage(item, origin);
      if (image) return image;
    }
  }
  const { path, ...icon } = SITE_PREVIEW_IMAGE;
  return { url: absolute(path, origin), ...icon };
}
