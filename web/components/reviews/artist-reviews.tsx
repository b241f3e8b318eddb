import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { PublicReview } from '@contract/review';
import { Section } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { artistReviewsQueryOptions } from '@/api/reviews';
import { formatDate } from '@/lib/format';
import { Stars } from './stars';

const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((m) => ({ default: m.ReportReviewDialog })),
);

/** "4.5 out of 5 · 2 reviews" (or none yet). */
export function reviewSummary(average: number | null, count: number): string {
  if (!count || average === null) return 'No reviews yet';
  return `${average.toFixed(1)} out of 5 · ${count} review${count === 1 ? '' : 's'}`;
}

/**
 * Reviews on an artist's public profile (rendered on the server): their average and count, and the
 * collectors' reviews that are revealed and not hidden. A signed-in visitor may report one.
 */
export function ArtistReviews({ artistId, signedIn }: { artistId: number; signedIn: boolean }) {
  const { data } = useQuery(artistReviewsQueryOptions(artistId));
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  if (!data || data.count === 0) return null;
  return (
    <div id="reviews" className="scroll-mt-24">
      <Section title="Reviews" description="From collectors after a completed commission">
        <p className="mb-4 flex items-center gap-3 text-ink">
          <Stars rating={data.average ?? 0} />
          <span className="font-medium">{reviewSummary(data.average, data.count)}</span>
        </p>
        <ul aria-label="Reviews" className="grid gap-4 md:grid-cols-2">
          {data.items.map((review) => (
            <li key={review.id} className="rounded-(--radius-card) border border-line bg-surface p-5">
              <article aria-label={`Review by ${review.authorName}`}>
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <Stars rating={review.rating} />
                    <p className="mt-1 text-sm text-muted">
                      <span className="font-medium text-ink">{review.authorName}</span> ·{' '}
                      {review.commissionTitle} · {formatDate(review.createdAt)}
                    </p>
                  </div>
                  {signedIn ? (
                    <Button variant="ghost" size="sm" onClick={() => setReporting(review)}>
                      <Flag aria-hidden />
                      Report<span className="sr-only"> the review by {review.authorName}</span>
                    </Button>
                  ) : null}
                </div>
                <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink">{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportReviewDialog
            open
            reviewId={reporting.id}
            authorName={reporting.authorName}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
