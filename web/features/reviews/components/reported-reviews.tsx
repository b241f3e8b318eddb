import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { ReportedReview } from '@contract/review';
import { ReviewHideInputSchema } from '@contract/review';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { reportedReviewsQueryOptions } from '@/api/reviews';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useWrite } from '@/lib/write';
import { Stars } from '@/components/reviews/stars';

/**
 * Reviews reported to the admins (issue 26, point 5), the oldest report first. Hiding one takes a
 * reason its author is told; it leaves every profile and the queue.
 */
export function ReportedReviews() {
  const reported = useQuery(reportedReviewsQueryOptions());
  if (reported.isError) return <LoadError what="reported reviews" onRetry={() => void reported.refetch()} />;
  if (!reported.data?.length) return null;
  return (
    <section aria-labelledby="reported-reviews-title" className="space-y-4">
      <h2 id="reported-reviews-title" className="flex items-center gap-2 font-display text-2xl text-ink">
        <Flag aria-hidden className="size-5 text-danger" />
        Reported reviews ({reported.data.length})
      </h2>
      <ul className="divide-y divide-line rounded-(--radius-card) border border-line bg-surface">
        {reported.data.map((review) => (
          <ReportedRow key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function ReportedRow({ review }: { review: ReportedReview }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hide = useWrite('hideReview', {
    input: (body: { reason: string }) => ({ params: { id: review.id }, body }),
  });
  async function submit() {
    const parsed = ReviewHideInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await hide.mutateAsync(parsed.data);
      toast({ title: `The review by ${review.authorName} is hidden` });
    } catch (e) {
      setError(isApiError(e) ? e.userMessage : 'Could not hide the review. Please try again.');
    }
  }
  return (
    <li className="space-y-2 px-5 py-4" aria-label={`Review by ${review.authorName}`}>
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        <Stars rating={review.rating} />
        {review.authorName} on “{review.commissionTitle}” ({review.side === 'collector' ? 'of' : 'by'}{' '}
        {review.artistName})
      </p>
      <p className="text-sm whitespace-pre-line text-ink">“{review.text}”</p>
      <ul className="text-sm text-muted">
        {review.reports.map((report, i) => (
          <li key={i}>
            Reported {formatDate(report.reportedAt)}: {report.reason}
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Reason for hiding (the author sees it)" error={error} className="flex-1">
          <Input value={reason} invalid={!!error} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" variant="destructive" loading={hide.isPending}>
          Hide review
        </Button>
      </form>
    </li>
  );
}
