import clsx from 'clsx';
import type { Artwork } from '@contract/artwork';
import { ArtImage } from '@/components/ui/art-image';
import { DEFAULT_ARTWORK_IMAGE } from '@/components/ui/art-image-sources';
import { artworkThumbnail } from '@/features/admin/artwork-review';

/** A square thumbnail: primary, first, own imageUrl, placeholder; a load error shows the placeholder. */
export function ArtworkThumbnail({
  artwork,
  className,
  decorative = true,
}: {
  artwork: Pick<Artwork, 'images' | 'imageUrl' | 'title'>;
  className?: string;
  /** The title is written beside it, so the image needs no alt by default. */
  decorative?: boolean;
}) {
  const thumb = artworkThumbnail(artwork);
  return (
    <ArtImage
      src={thumb.src}
      variants={thumb.variants}
      fallbackSrc={DEFAULT_ARTWORK_IMAGE}
      alt={decorative ? '' : thumb.alt}
      aspectRatio={1}
      sizes="64px"
      className={clsx('shrink-0 rounded-lg', className ?? 'size-14')}
    />
  );
}
