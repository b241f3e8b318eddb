import { DEFAULT_ARTIST_IMAGE_COUNT } from '@contract/constants';
import type { ImageVariant } from '@contract/common';

/** Neutral stand-ins (web/public/images/) for missing or broken images. */
export const DEFAULT_ARTWORK_IMAGE = '/images/artwork-default.svg';
export const DEFAULT_ARTIST_IMAGES: readonly string[] = Array.from(
  { length: DEFAULT_ARTIST_IMAGE_COUNT },
  (_, i) => `/images/artist-${i + 1}.svg`,
);
export const IMAGE_UNAVAILABLE_TEXT = 'Image not available';

/** Default artist images cycle by id over 3 images (spec section 9): id 1 -> 1, 2 -> 2, 3 -> 3, 4 -> 1. */
export function defaultArtistImage(id: number | null | undefined): string {
  const n = DEFAULT_ARTIST_IMAGES.length;
  const index = typeof id === 'number' && Number.isInteger(id) ? (((id - 1) % n) + n) % n : 0;
  return DEFAULT_ARTIST_IMAGES[index]!;
}

/** `srcset` from the API's renditions, narrowest first, one entry per width; undefined without any. */
export function buildSrcSet(variants: readonly ImageVariant[] | null | undefined): string | undefined {
  if (!variants?.length) return undefined;
  const byWidth = new Map<number, string>();
  for (const variant of variants) {
    if (variant.url && variant.width > 0 && !byWidth.has(variant.width))
      byWidth.set(variant.width, variant.url);
  }
  if (!byWidth.size) return undefined;
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * The sources to try in order: the image itself (or, without one, its widest rendition), then the
 * fallback. Empty and repeated URLs are skipped. When every one fails the text is shown instead.
 */
export function imageCandidates(
  src: string | null | undefined,
  variants: readonly ImageVariant[] | null | undefined,
  fallbackSrc: string | null | undefined,
): string[] {
  const widest = variants?.length ? [...variants].sort((a, b) => b.width - a.width)[0]?.url : undefined;
  const list = [src || widest, fallbackSrc].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
  return [...new Set(list)];
}

/** After candidate `index` failed to load: the next one to try, or null to show the text. */
export function nextCandidate(index: number, candidates: readonly string[]): number | null {
  return index + 1 < candidates.length ? index + 1 : null;
}
