import type { ReactNode } from 'react';
import type { ArtistImage } from '@contract/artist';
import { ArtImage } from '@/components/ui/art-image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

export const IMAGE_TYPE_LABELS: Record<ArtistImage['imageType'], string> = {
  portfolio: 'Portfolio',
  profile: 'Profile',
  studio: 'Studio',
  process: 'Process',
  exhibition: 'Exhibition',
};

/** One of the artist's images with its type badge; `children` holds its action (set as profile, delete). */
export function ArtistImageTile({ image, children }: { image: ArtistImage; children?: ReactNode }) {
  const label = image.title || image.description || `${IMAGE_TYPE_LABELS[image.imageType]} image`;
  return (
    <figure className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface">
      <div className="relative">
        <ArtImage
          src={image.imageUrl}
          variants={image.variants}
          width={image.width}
          height={image.height}
          aspectRatio={1}
          sizes="(min-width: 1024px) 220px, 50vw"
          alt={label}
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          <Badge tone="neutral" className="bg-surface/90">
            {IMAGE_TYPE_LABELS[image.imageType]}
          </Badge>
          {image.isProfileImage ? <Badge tone="accent">Profile picture</Badge> : null}
        </div>
      </div>
      <figcaption className="flex flex-1 flex-col justify-between gap-2 p-3">
        {image.description ? <p className="line-clamp-2 text-sm text-muted">{image.description}</p> : null}
        {children}
      </figcaption>
    </figure>
  );
}

export function ArtistImageGridSkeleton() {
  return (
    <div aria-hidden className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="aspect-square rounded-xl" />
      ))}
    </div>
  );
}
