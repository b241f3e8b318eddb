import { useState } from 'react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import type { CommissionReviews, ReviewInput } from '@contract/review';
import { ReviewInputSchema } from '@contract/review';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useCommissionReviews } from '@/api/reviews';
import { formatDate } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { useOfflineWrite } from '@/lib/offline-write';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { toast } from '@/lib/toast';
import { OutboxItemGoneError, type OutboxItem } from '@/offline/outbox';
import { useQueuedWrites } from '@/offline/use-outbox';
import { useQueuedItemEdit } from '@/offline/use-replacing-write';
import { useReopenedItem } from '@/components/layout/use-reopened-item';
import { QueuedNotice } from '@/components/offline/queued-notice';
import { ReviewText } from './review-text';
import { StarInput } from './star-input';
import { commandPathId } from '@/lib/write-command';

/**
 * Reviews on a completed commission's card (or one cancelled past its delivery date): the form
 * while the viewer may review, their own review, and the other side's once both are in or the 30
 * days are over. Written offline it waits in the outbox; a refusal keeps the text here. The sync
 * panel's Edit (`?review=<seq>`) reopens the queued review in the form, and saving replaces it.
 */
export function ReviewPanel({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const closed = request.status === 'completed' || request.status === 'cancelled';
  const query = useCommissionReviews(request.id, closed);
  const queued = useQueuedWrites(
    'writeCommissionReview',
    (command) => commandPathId(command) === request.id,
  ).at(-1);
  const editing = useReopenedItem(queued ? [queued] : [], 'review');
  const data = query.data;
  if (!closed || !data) return null;
  // A cancellation before the delivery date cannot be reviewed: nothing to show.
  if (!data.closesAt && !data.mine && !data.theirs) return null;
  const other = role === 'artist' ? request.senderName : request.artistName;
  return (
    <section
      aria-labelledby={`reviews-${request.id}`}
      className="mt-5 space-y-3 rounded-xl bg-subtle p-4 text-sm"
    >
      <h4 id={`reviews-${request.id}`} className="font-medium text-ink">
        Reviews
      </h4>
      <ReviewState data={data} other={other} />
      {data.mine ? <ReviewText review={data.mine} heading="Your review" /> : null}
      {data.theirs ? <ReviewText review={data.theirs} heading={`${other}'s review`} /> : null}
      {queued && editing.item ? (
        <ReviewForm
          key={queued.seq} // a form of its own: it starts from the queued review
          request={request}
          other={other}
          queued={queued}
          onDone={editing.done}
        />
      ) : queued ? (
        <QueuedReview item={queued} />
      ) : data.canReview ? (
        <ReviewForm request={request} other={other} />
      ) : null}
    </section>
  );
}

function ReviewState({ data, other }: { data: CommissionReviews; other: string }) {
  const until = formatDate(data.closesAt);
  let text: string | null = null;
  if (data.revealed) text = null;
  else if (data.mine)
    text = `${other} will see your review once they leave theirs, or on ${until}; you will see theirs then too.`;
  else if (data.theirsWritten)
    text = `${other} has reviewed this commission. Leave yours to read theirs (reviews show once both are in, or on ${until}).`;
  else if (data.canReview)
    text = `You can review this commission until ${until}. Neither of you sees the other's review until both are in.`;
  return text ? <p className="text-muted">{text}</p> : null;
}

function ReviewForm({
  request,
  other,
  queued,
  onDone,
}: {
  request: CommissionRequest;
  other: string;
  /** A review saved on this device to edit: the form starts from it, and saving replaces it. */
  queued?: OutboxItem;
  onDone?: () => void;
}) {
  const start = queued?.command.body as ReviewInput | undefined;
  const [rating, setRating] = useState<number | null>(start?.rating ?? null);
  const [text, setText] = useState(start?.text ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewInput, string>>>({});
  const label = () => `Review of "${request.title}"`;
  const write = useOfflineWrite('writeCommissionReview', {
    input: (body: ReviewInput) => ({ params: { id: request.id }, body }),
    label,
  });
  const replace = useQueuedItemEdit('writeCommissionReview', { label });
  async function submit() {
    const parsed = ReviewInputSchema.safeParse({ rating: rating ?? undefined, text });
    if (!parsed.success) {
      const found: Partial<Record<keyof ReviewInput, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ReviewInput] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (queued) {
      try {
        await replace.mutateAsync({ seq: queued.seq, params: { id: request.id }, body: parsed.data });
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your review of "${request.title}" is waiting to sync.`,
        });
      } catch (error) {
        toast({
          title: 'Your review was not changed',
          description: error instanceof OutboxItemGoneError ? 'It was sent meanwhile.' : 'Please try again.',
          variant: 'destructive',
        });
      }
      onDone?.();
      return;
    }
    try {
      const result = await write.mutateAsync(parsed.data);
      toast(
        isQueued(result)
          ? {
              title: SAVED_OFFLINE_MESSAGE,
              description: `Your review of "${request.title}" is waiting to sync.`,
            }
          : { title: 'Review sent' },
      );
    } catch (error) {
      toast({
        title: 'Your review was not sent',
        description: isApiError(error) ? error.userMessage : 'Please try again.',
        variant: 'destructive',
      });
    }
  }
  return (
    <form
      aria-label={queued ? 'Edit your review' : 'Write your review'}
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={`How was working with ${other}?`} error={errors.rating}>
        <StarInput
          name={`rating-${request.id}`}
          value={rating}
          onChange={setRating}
          invalid={!!errors.rating}
        />
      </Field>
      <Field label="Your review" error={errors.text}>
        <Textarea rows={3} value={text} invalid={!!errors.text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        {queued ? (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={write.isPending || replace.isPending}>
          {queued ? 'Save changes' : 'Send review'}
        </Button>
      </div>
    </form>
  );
}

/** A review saved on this device: waiting to sync, or refused (the window closed) with its text kept. */
function QueuedReview({ item }: { item: OutboxItem }) {
  const body = item.command.body as ReviewInput;
  return (
    <QueuedNotice
      item={item}
      waiting={`Your review (${body.rating} stars) is saved on this device · Waiting to sync`}
      refused="Your review was not sent."
      kept={{ label: 'Your review (kept here so you can reuse it)', text: body.text }}
      discardLabel="Discard review"
    />
  );
}
