import clsx from 'clsx';
import { ArtImage } from '@/components/ui/art-image';
import { defaultArtistImage } from '@/components/ui/art-image-sources';
import type { ImageVariant } from '@contract/common';

export interface UserAvatarProps {
  src: string | null | undefined;
  variants?: readonly ImageVariant[];
  /** Picks the default picture (artist id, else user id) when there is no image or it fails. */
  seed: number;
  /** Empty when a name beside it says who it is. */
  alt?: string;
  className?: string;
  sizes?: string;
}

/** A round portrait with the default artist picture as the fallback. */
export function UserAvatar({ src, variants, seed, alt = '', className, sizes = '48px' }: UserAvatarProps) {
  const fallback = defaultArtistImage(seed);
  return (
    <ArtImage
      src={src || fallback}
      variants={variants}
      fallbackSrc={fallback}
      alt={alt}
      aspectRatio={1}
      sizes={sizes}
      className={clsx('shrink-0 rounded-full', className ?? 'size-11')}
    />
  );
}
