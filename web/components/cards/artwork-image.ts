import type { Artwork, ArtworkImage } from '@contract/artwork';
import type { ImageVariant } from '@contract/common';
import { primaryImage as primaryOf } from '@contract/primary-image';

/** The image shown by default: the primary one, else the first (spec section 2, artwork detail). */
export function primaryImage(artwork: Pick<Artwork, 'images'>): ArtworkImage | null {
  return primaryOf(artwork.images) ?? null;
}

export interface ImageSource {
  src: string | null;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  alt: string;
}

/** What a card or thumbnail renders: the primary (else first) image, else the artwork's own imageUrl. */
export function artworkImageSource(artwork: Pick<Artwork, 'images' | 'imageUrl' | 'title'>): ImageSource {
  const image = primaryImage(artwork);
  if (image) {
    return {
      src: image.imageUrl,
      variants: image.variants,
      width: image.width,
      height: image.height,
      alt: image.altText || artwork.title,
    };
  }
  return { src: artwork.imageUrl, variants: [], width: null, height: null, alt: artwork.title };
}
