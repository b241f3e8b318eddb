import type { Artist } from '../../../contract/artist';
import type { ArtworkImage } from '../../../contract/artwork';

/** One image as the gallery and the lightbox show it (an artwork without images shows its cover). */
export interface GalleryImage {
  src: string | null;
  variants: ArtworkImage['variants'];
  width: number | null;
  height: number | null;
  alt: string;
}

/** Which image the detail page opens on: the primary one, else the first (spec section 2). */
export function initialImageIndex(images: readonly Pick<ArtworkImage, 'isPrimary'>[]): number {
  const primary = images.findIndex((image) => image.isPrimary);
  return primary >= 0 ? primary : 0;
}

/** The thumbnail strip appears only when there is more than one image. */
export function showsThumbnails(images: readonly unknown[]): boolean {
  return images.length > 1;
}

/** The next image index, wrapping around (lightbox and arrow keys). */
export function stepImage(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export const ARTIST_CARD_FALLBACK_NAME = 'Artist Profile';

/** The artist card's name: first name, else username, else 'Artist Profile' (also when the artist could not be loaded). */
export function artistCardName(artist: Pick<Artist, 'firstName' | 'username'> | null | undefined): string {
  return artist?.firstName?.trim() || artist?.username?.trim() || ARTIST_CARD_FALLBACK_NAME;
}
