import type { Review } from '@contract/review';
import { formatDate } from '@/lib/format';
import { Stars } from './stars';

/** One review as both sides read it: stars, author, date and text (and an admin's reason if hidden). */
export function ReviewText({ review, heading }: { review: Review; heading: string }) {
  return (
    <div className="rounded-xl border border-line p-4">
      <p className="text-sm font-medium text-ink">{heading}</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <Stars rating={review.rating} />
        <span>
          {review.authorName} · {formatDate(review.createdAt)}
        </span>
      </div>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink">{review.text}</p>
      {review.hidden ? (
        <p className="mt-2 text-sm text-danger">
          Hidden by an admin{review.hiddenReason ? `: ${review.hiddenReason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
