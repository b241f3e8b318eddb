import { ADMIN_ARTWORK_EXTRA_IMAGES } from '@contract/constants';
import type { Artwork, ArtworkImage } from '@contract/artwork';
import type { ImageVariant } from '@contract/common';
import type { ApprovalStatus, ArtworkStatusFilter } from '@contract/enums';
import { DEFAULT_ARTWORK_IMAGE } from '@/components/ui/art-image-sources';
import { primaryImage } from '@contract/primary-image';

export const ARTWORK_STATUS_LABELS: Record<ApprovalStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

/** The status filter's options and their texts (spec sections 2 and 9). */
export const ARTWORK_FILTER_OPTIONS: ReadonlyArray<{ value: ArtworkStatusFilter; label: string }> = [
  { value: 'all', label: 'All Artworks' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

type StatusFields = Partial<Pick<Artwork, 'approvalStatus'>>;

/** The Status column: an artwork without a status reads as Pending (spec section 2). */
export function artworkStatus(artwork: StatusFields): ApprovalStatus {
  return artwork.approvalStatus ?? 'pending';
}

export function filterArtworks<T extends StatusFields>(
  artworks: readonly T[],
  filter: ArtworkStatusFilter,
): T[] {
  return filter === 'all' ? [...artworks] : artworks.filter((a) => artworkStatus(a) === filter);
}

export interface ArtworkCounters {
  approved: number;
  pending: number;
  rejected: number;
  total: number;
}

export function artworkCounters(artworks: readonly StatusFields[]): ArtworkCounters {
  const counters: ArtworkCounters = { approved: 0, pending: 0, rejected: 0, total: artworks.length };
  for (const artwork of artworks) counters[artworkStatus(artwork)] += 1;
  return counters;
}

export interface Thumbnail {
  src: string;
  variants: ImageVariant[];
  alt: string;
  /** The artwork image shown, when it is one (null for the artwork's own URL or the placeholder). */
  imageId: number | null;
}

type ImageFields = Pick<Artwork, 'images' | 'imageUrl' | 'title'>;

function mainImage(artwork: Pick<Artwork, 'images'>): ArtworkImage | undefined {
  return primaryImage(artwork.images.filter((image) => image.imageUrl));
}

/**
 * The admin thumbnail and dialog image (spec section 2): the primary image, else the first image,
 * else the artwork's own imageUrl, else the default placeholder. Render it with the placeholder as
 * the fallback so a load error ends on the placeholder too.
 */
export function artworkThumbnail(artwork: ImageFields): Thumbnail {
  const image = mainImage(artwork);
  if (image) {
    return {
      src: image.imageUrl,
      variants: image.variants,
      alt: image.altText || artwork.title,
      imageId: image.id,
    };
  }
  if (artwork.imageUrl) return { src: artwork.imageUrl, variants: [], alt: artwork.title, imageId: null };
  return { src: DEFAULT_ARTWORK_IMAGE, variants: [], alt: artwork.title, imageId: null };
}

/** The details dialog's extra images: the others after the main one, at most 3 (spec section 9). */
export function extraImages(artwork: ImageFields): ArtworkImage[] {
  const { imageId } = artworkThumbnail(artwork);
  return artwork.images
    .filter((image) => image.id !== imageId && image.imageUrl)
    .slice(0, ADMIN_ARTWORK_EXTRA_IMAGES);
}

export const NOT_SPECIFIED = 'Not specified';

/** The Details column: dimensions and year, or 'Not specified' when neither is known. */
export function artworkDetailLines(artwork: Pick<Artwork, 'dimensions' | 'yearCreated'>): string[] {
  const lines: string[] = [];
  if (artwork.dimensions?.trim()) lines.push(artwork.dimensions.trim());
  if (artwork.yearCreated) lines.push(`Year ${artwork.yearCreated}`);
  return lines.length ? lines : [NOT_SPECIFIED];
}
