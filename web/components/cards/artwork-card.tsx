import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { ApprovalStatus } from '@contract/enums';
import type { Artwork } from '@contract/artwork';
import { ArtImage } from '@/components/ui/art-image';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { artworkImageSource } from '@/components/cards/artwork-image';
import { FavouriteButton } from '@/components/social/favourite-button';

const STATUS: Record<ApprovalStatus, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Approved', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export interface ArtworkCardProps {
  artwork: Artwork;
  /** `sizes` for the image srcset; defaults to a 1/2/3-column grid. */
  sizes?: string;
  /** Load the image eagerly (first row above the fold). */
  priority?: boolean;
  /** Show the approval badge (spec: cards carry it; public lists only hold approved artworks). */
  showStatus?: boolean;
  /** The image box's ratio; a justified gallery passes the image's own. Defaults to 4:5. */
  aspectRatio?: string | number;
  /** Show the heart that saves it to the viewer's favourites (public galleries). */
  favourite?: boolean;
}

/** An artwork tile linking to /artwork/{id}: image (4:5, fallback on error), title, artist, price. */
function ArtworkCardTile({
  artwork,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority,
  showStatus = true,
  aspectRatio = '4 / 5',
  favourite = false,
}: ArtworkCardProps) {
  const image = artworkImageSource(artwork);
  const price = formatPrice(artwork.price);
  const status = STATUS[artwork.approvalStatus];
  return (
    <article className="group relative flex flex-col">
      <ArtImage
        {...image}
        aspectRatio={aspectRatio}
        sizes={sizes}
        priority={priority}
        className="rounded-(--radius-card) ring-1 ring-line"
        imgClassName="transition-transform duration-500 group-hover:scale-[1.02]"
      />
      {favourite ? (
        <FavouriteButton artworkId={artwork.id} title={artwork.title} className="absolute top-2 right-2" />
      ) : null}
      <div className="flex items-start justify-between gap-3 pt-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg leading-snug font-medium text-ink">
            <Link
              to="/artwork/$id"
              params={{ id: artwork.id }}
              className="after:absolute after:inset-0 after:rounded-(--radius-card) focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent"
            >
              {artwork.title}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted">{artwork.artistName}</p>
        </div>
        {price ? (
          <p className="shrink-0 pt-0.5 text-sm font-semibold text-ink tabular-nums">{price}</p>
        ) : null}
      </div>
      {showStatus || artwork.medium ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {showStatus ? <Badge tone={status.tone}>{status.label}</Badge> : null}
          {artwork.medium ? <Badge tone="outline">{artwork.medium}</Badge> : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * Memoised: a gallery renders again with each answer of the local store and each page it loads;
 * a card whose record and options are the same is skipped (issue 21, point 4: TBT).
 */
export const ArtworkCard = memo(ArtworkCardTile);

export function ArtworkCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col">
      <Skeleton className="aspect-[4/5] w-full rounded-(--radius-card)" />
      <Skeleton className="mt-3 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
    </div>
  );
}
