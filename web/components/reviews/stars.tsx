import { Star } from 'lucide-react';
import clsx from 'clsx';
import { REVIEW_RATINGS } from '@contract/review-rules';

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={clsx('inline-flex gap-0.5', className)}
    >
      {REVIEW_RATINGS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={clsx(
            'size-4',
            n <= Math.round(rating) ? 'fill-warning text-warning' : 'text-line-strong',
          )}
        />
      ))}
    </span>
  );
}
