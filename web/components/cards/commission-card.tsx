import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import type { Commission } from '@contract/commission';
import { ArtImage } from '@/components/ui/art-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';

export const COMMISSION_IMAGE_UNAVAILABLE = 'Commission unavailable';

export interface CommissionCardProps {
  commission: Commission;
  sizes?: string;
  /** Load the image eagerly (first row above the fold). */
  priority?: boolean;
}

/**
 * A showcase commission: finished commissioned work with its artist, medium, price and turnaround.
 * The whole card opens `/commission/{id}` (the artist's link and 'Request something similar').
 */
function CommissionCardTile({
  commission,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  priority,
}: CommissionCardProps) {
  const price = formatPrice(commission.price);
  const details = [commission.medium, commission.dimensions].filter(Boolean).join(' · ');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface transition-shadow hover:shadow-lift sm:flex-row">
      <ArtImage
        src={commission.imageUrl}
        variants={commission.variants}
        alt={commission.title}
        aspectRatio="4 / 3"
        sizes={sizes}
        unavailableText={COMMISSION_IMAGE_UNAVAILABLE}
        priority={priority}
        className="sm:w-1/2 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">Commissioned work</p>
        <h3 className="mt-1 text-xl font-medium text-ink">
          <Link
            to="/commission/$id"
            params={{ id: commission.id }}
            className="after:absolute after:inset-0 after:rounded-(--radius-card) group-hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {commission.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">by {commission.artistName}</p>
        {commission.description ? (
          <p className="mt-3 line-clamp-3 text-sm text-muted">{commission.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-4 text-sm">
          <div className="space-y-1 text-muted">
            {details ? <p>{details}</p> : null}
            {commission.completionTime ? (
              <p className="flex items-center gap-1.5">
                <Clock aria-hidden className="size-3.5" />
                {commission.completionTime}
              </p>
            ) : null}
          </div>
          {price ? <p className="font-semibold text-ink tabular-nums">{price}</p> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * Memoised: a gallery renders again with each answer of the local store and each page it loads;
 * a card whose record and options are the same is skipped (issue 21, point 4: TBT).
 */
export const CommissionCard = memo(CommissionCardTile);

export function CommissionCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface sm:flex-row"
    >
      <Skeleton className="aspect-[4/3] w-full rounded-none sm:w-1/2" />
      <div className="flex-1 space-y-3 p-5">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
