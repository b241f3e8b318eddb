import type { ArtworkImage } from '@contract/artwork';
import { primaryImageIndex } from '@contract/primary-image';

/** One picture of the detail page's gallery and lightbox (the artwork's own image when it has no images). */
export interface GalleryImage {
  src: string | null;
  variants: ArtworkImage['variants'];
  width: number | null;
  height: number | null;
  alt: string;
}

/** Which image the detail page opens on: the primary one, else the first (spec section 2). */
export function initialImageIndex(images: readonly Pick<ArtworkImage, 'isPrimary'>[]): number {
  return primaryImageIndex(images);
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
