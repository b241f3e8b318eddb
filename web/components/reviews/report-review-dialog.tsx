import { useState } from 'react';
import { ReviewReportInputSchema } from '@contract/review';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWrite } from '@/lib/write';

/** 'Report' on a review: a reason for the admins, who may hide it (loaded when first opened). */
export function ReportReviewDialog({
  reviewId,
  authorName,
  open,
  onClose,
}: {
  reviewId: number;
  authorName: string;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useWrite('reportReview', {
    input: (body: { reason: string }) => ({ params: { id: reviewId }, body }),
  });
  async function submit() {
    const parsed = ReviewReportInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await report.mutateAsync(parsed.data);
      toast({ title: 'Review reported', description: 'Thank you: an admin will look at it.' });
      setReason('');
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.userMessage : 'The report was not sent. Please try again.');
    }
  }
  return (
    <Dialog
      open={open}
      onClose={report.isPending ? () => {} : onClose}
      title="Report this review?"
      description={`Tell the admins what is wrong with ${authorName}'s review. They can hide it.`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Why are you reporting it?" error={error} className="mt-4">
          <Textarea rows={3} value={reason} invalid={!!error} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            Keep it
          </Button>
          <Button type="submit" loading={report.isPending}>
            Report review
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
