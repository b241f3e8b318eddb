import { useState, type FormEvent } from 'react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import type { CommissionMoveInput } from '@contract/commission-work-api';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { formatDate, formatPrice } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useCommissionUpdates } from '@/api/commission-requests';
import { useCommissionMove, usePostCommissionUpdate } from '../api/work';

/**
 * The work on an accepted commission (issue 26 points 3 and 4), under the proposal: revisions left,
 * the artist's work updates and deliveries (text and images), the collector's approval or revision
 * request, extension requests and answers, the cancellation after a missed date, and the work log.
 */
export function WorkPanel({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const p = request.proposal;
  if (!p || !['accepted', 'in_progress', 'completed', 'cancelled'].includes(request.status)) return null;
  const working = request.status === 'accepted' || request.status === 'in_progress';
  const current = p.milestones.findIndex((m) => m.state !== 'void' && m.work !== 'approved');
  const delivered = current === -1 ? null : p.milestones[current]!.work === 'delivered' ? current : null;
  const today = new Date().toISOString().slice(0, 10);
  const overdue = !!p.deliveryDate && today > p.deliveryDate && current !== -1 && delivered === null;
  return (
    <section aria-label="Work on this commission" className="mt-5 rounded-xl border border-line p-4 text-sm">
      <p className="font-medium text-ink">
        Revisions left: {p.revisionsLeft} of {p.revisionsIncluded}
        {(p.addOns ?? []).length ? ` (plus ${p.addOns.map((a) => a.title).join(', ')})` : ''}
      </p>
      {working && p.extension?.state === 'asked' ? (
        <div className="mt-3 rounded-lg bg-warning-soft p-3">
          <p className="font-medium text-ink">
            {role === 'sender'
              ? `${request.artistName} asks to move the delivery date to ${formatDate(p.extension.deliveryDate)}`
              : `You asked to move the delivery date to ${formatDate(p.extension.deliveryDate)}`}
          </p>
          <p className="mt-1 text-ink">Reason: {p.extension.reason}</p>
          {role === 'sender' ? (
            <MoveButtons
              request={request}
              moves={[
                ['Decline extension', { move: 'answer_extension', accept: false }, 'secondary'],
                ['Accept new date', { move: 'answer_extension', accept: true }, 'primary'],
              ]}
            />
          ) : null}
        </div>
      ) : null}
      {working && p.revisionOffer?.state === 'offered' ? (
        <div className="mt-3 rounded-lg bg-subtle p-3">
          <p className="text-ink">
            {role === 'sender' ? `${request.artistName} offers` : 'You offered'} {p.revisionOffer.count} extra
            revision{p.revisionOffer.count === 1 ? '' : 's'} for {formatPrice(p.revisionOffer.price)}.
          </p>
          {role === 'sender' ? (
            <MoveButtons
              request={request}
              moves={[
                ['No thanks', { move: 'answer_revision_offer', accept: false }, 'secondary'],
                ['Buy extra revisions', { move: 'answer_revision_offer', accept: true }, 'primary'],
              ]}
            />
          ) : null}
        </div>
      ) : null}
      {working && role === 'sender' && delivered !== null ? (
        <ReviewDelivery request={request} index={delivered} />
      ) : null}
      {working && role === 'sender' && overdue ? <CancelOverdue request={request} /> : null}
      {working && role === 'artist' ? <ArtistTools request={request} current={current} /> : null}
      <WorkLog request={request} />
    </section>
  );
}

type MoveButton = [label: string, move: CommissionMoveInput, variant: 'primary' | 'secondary'];

function useMove(request: CommissionRequest) {
  const mutation = useCommissionMove();
  const run = async (move: CommissionMoveInput, done: string) => {
    try {
      const result = await mutation.mutateAsync({ id: request.id, title: request.title, move });
      toast({ title: isQueued(result) ? SAVED_OFFLINE_MESSAGE : done, description: `"${request.title}"` });
      return true;
    } catch (error) {
      toast({
        title: 'That did not go through',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}

function MoveButtons({ request, moves }: { request: CommissionRequest; moves: MoveButton[] }) {
  const { run, pending } = useMove(request);
  return (
    <div className="mt-3 flex flex-wrap justify-end gap-3">
      {moves.map(([label, move, variant]) => (
        <Button key={label} variant={variant} disabled={pending} onClick={() => void run(move, label)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

function ReviewDelivery({ request, index }: { request: CommissionRequest; index: number }) {
  const { run, pending } = useMove(request);
  const [note, setNote] = useState('');
  const m = request.proposal!.milestones[index]!;
  const left = request.proposal!.revisionsLeft;
  return (
    <div className="mt-3 rounded-lg border border-warning/40 bg-warning-soft p-3">
      <p className="font-medium text-ink">
        {request.artistName} delivered “{m.title}”. Approve it, or ask for a revision ({left} left).
      </p>
      <label className="mt-2 block text-muted" htmlFor={`revision-${request.id}`}>
        What should change (for a revision)
      </label>
      <Textarea
        id={`revision-${request.id}`}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        disabled={left === 0}
      />
      <div className="mt-3 flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          disabled={pending || left === 0 || note.trim() === ''}
          onClick={() =>
            void run({ move: 'request_revision', milestone: index + 1, note }, 'Revision asked for').then(
              (ok) => ok && setNote(''),
            )
          }
        >
          Ask for a revision
        </Button>
        <Button
          disabled={pending}
          onClick={() => void run({ move: 'approve', milestone: index + 1 }, 'Delivery approved')}
        >
          Approve “{m.title}”
        </Button>
      </div>
    </div>
  );
}

function CancelOverdue({ request }: { request: CommissionRequest }) {
  const deposit = request.proposal!.milestones.find((m) => m.nonRefundable && m.state === 'paid');
  return (
    <div className="mt-3 rounded-lg border border-danger/40 p-3">
      <p className="font-medium text-ink">The delivery date has passed with no delivery.</p>
      <p className="mt-1 text-muted">
        You can cancel: unpaid milestones become void
        {deposit ? `, the non-refundable deposit (${formatPrice(deposit.amount)}) stays with the artist` : ''}
        , and everything else you paid is marked for refund.
      </p>
      <MoveButtons
        request={request}
        moves={[['Cancel the commission', { move: 'cancel_overdue' }, 'secondary']]}
      />
    </div>
  );
}

function ArtistTools({ request, current }: { request: CommissionRequest; current: number }) {
  const post = usePostCommissionUpdate();
  const { run, pending } = useMove(request);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [deliver, setDeliver] = useState(false);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const m = current === -1 ? null : request.proposal!.milestones[current]!;
  const canDeliver = request.status === 'in_progress' && m?.state === 'paid' && m.work === 'waiting';

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await post.mutateAsync({
        id: request.id,
        title: request.title,
        update: { body, deliver: deliver && canDeliver },
        files,
      });
      toast({
        title: isQueued(result) ? SAVED_OFFLINE_MESSAGE : deliver ? 'Delivered' : 'Update posted',
        description: `${request.senderName} will be told.`,
      });
      setBody('');
      setFiles([]);
      setDeliver(false);
    } catch (error) {
      toast({
        title: 'Your update was not posted',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <form aria-label="Post a work update" className="mt-4 grid gap-2" onSubmit={(e) => void send(e)}>
        <label className="text-muted" htmlFor={`update-${request.id}`}>
          Work update{m ? ` on “${m.title}”` : ''}
        </label>
        <Textarea
          id={`update-${request.id}`}
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <label className="text-muted" htmlFor={`update-images-${request.id}`}>
          Images (up to 6)
        </label>
        <input
          id={`update-images-${request.id}`}
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 6))}
        />
        {canDeliver ? (
          <label className="flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" checked={deliver} onChange={(e) => setDeliver(e.target.checked)} />
            This delivers “{m!.title}” for approval
          </label>
        ) : m && m.state !== 'paid' ? (
          <p className="text-muted">“{m.title}” can be delivered once its payment is confirmed.</p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={post.isPending} disabled={body.trim() === ''}>
            {deliver && canDeliver ? 'Deliver' : 'Post update'}
          </Button>
        </div>
      </form>
      {request.proposal!.deliveryDate && request.proposal!.extension?.state !== 'asked' ? (
        <form
          aria-label="Ask for an extension"
          className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void run({ move: 'request_extension', deliveryDate: date, reason }, 'Extension asked for').then(
              (ok) => ok && (setDate(''), setReason('')),
            );
          }}
        >
          <label className="grid gap-1 text-muted">
            New delivery date
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label className="grid gap-1 text-muted">
            Reason
            <Input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary" disabled={pending || !date || reason.trim() === ''}>
            Ask for an extension
          </Button>
        </form>
      ) : null}
    </>
  );
}

const KIND_LABEL = {
  update: 'Work update',
  delivery: 'Delivered',
  approval: 'Approved',
  revision: 'Revision asked',
  extension: 'Extension',
  extension_answer: 'Extension answer',
  revision_offer: 'Extra revisions',
  cancellation: 'Cancelled',
} as const;

function WorkLog({ request }: { request: CommissionRequest }) {
  const { data } = useCommissionUpdates(request.id);
  if (!data?.length) return null;
  return (
    <ol aria-label="Work log" className="mt-4 grid gap-3">
      {data.map((u) => (
        <li key={u.id} className="rounded-lg bg-subtle p-3">
          <p className="text-muted">
            <span className="font-medium text-ink">{KIND_LABEL[u.kind]}</span>
            {u.milestone ? ` · milestone ${u.milestone}` : ''} · {u.authorName} · {formatDate(u.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{u.body}</p>
          {u.images.length ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {u.images.map((image, i) => (
                <img
                  key={image.url}
                  src={image.url}
                  alt={`${KIND_LABEL[u.kind]}, image ${i + 1}`}
                  className="size-24 rounded-md object-cover"
                  loading="lazy"
                />
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
