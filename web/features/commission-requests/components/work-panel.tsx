import { useState } from 'react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { formatDate, formatPrice } from '@/lib/format';
import { ArtistTools } from './work-artist-tools';
import { WorkLog } from './work-log';
import { MoveButtons, useMove } from './work-moves';
import { QueuedWork } from './queued-work';

/**
 * The work on an accepted commission (issue 26 points 3 and 4), under the proposal: revisions left,
 * the artist's work updates and deliveries (text and images), the collector's approval or revision
 * request, extension requests and answers, the cancellation after a missed date and what it left,
 * moves saved offline, and the work log (fetched when opened).
 */
export function WorkPanel({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const p = request.proposal;
  if (!p || !['accepted', 'in_progress', 'completed', 'cancelled'].includes(request.status)) return null;
  return <WorkPanelBody request={request} role={role} />;
}

function WorkPanelBody({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const [logOpen, setLogOpen] = useState(false);
  const p = request.proposal!;
  const working = request.status === 'accepted' || request.status === 'in_progress';
  const current = p.milestones.findIndex((m) => m.state !== 'void' && m.work !== 'approved');
  const delivered = current === -1 ? null : p.milestones[current]!.work === 'delivered' ? current : null;
  const today = new Date().toISOString().slice(0, 10);
  const overdue = !!p.deliveryDate && today > p.deliveryDate && current !== -1 && delivered === null;
  return (
    <section aria-label="Work on this commission" className="mt-5 rounded-xl border border-line p-4 text-sm">
      <p className="font-medium text-ink">
        Revisions left: {p.revisionsLeft} of {p.revisionsIncluded}
        {p.addOns.length ? ` (plus ${p.addOns.map((a) => a.title).join(', ')})` : ''}
      </p>
      {working && role === 'artist' && current !== -1 ? (
        <p className="mt-1 text-muted">
          The commission completes when {request.senderName} approves the last milestone.
        </p>
      ) : null}
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
        <ReviewDelivery request={request} index={delivered} onSee={() => setLogOpen(true)} />
      ) : null}
      {working && role === 'sender' && overdue ? <CancelOverdue request={request} /> : null}
      {request.status === 'cancelled' ? <Settlement request={request} role={role} /> : null}
      <QueuedWork requestId={request.id} />
      {working && role === 'artist' ? (
        <ArtistTools request={request} current={current} onPosted={() => setLogOpen(true)} />
      ) : null}
      <WorkLog requestId={request.id} open={logOpen} onToggle={() => setLogOpen((open) => !open)} />
    </section>
  );
}

function ReviewDelivery({
  request,
  index,
  onSee,
}: {
  request: CommissionRequest;
  index: number;
  onSee: () => void;
}) {
  const { run, pending } = useMove(request);
  const [note, setNote] = useState('');
  const m = request.proposal!.milestones[index]!;
  const left = request.proposal!.revisionsLeft;
  return (
    <div className="mt-3 rounded-lg border border-warning/40 bg-warning-soft p-3">
      <p className="font-medium text-ink">
        {request.artistName} delivered “{m.title}”. Approve it, or ask for a revision ({left} left).
      </p>
      <Button variant="ghost" size="sm" className="mt-1" onClick={onSee}>
        See the delivery in the work log
      </Button>
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

/** What a cancellation after a missed date left: the deposit kept (non-refundable), the rest to refund. */
function Settlement({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const p = request.proposal!;
  const paid = [...p.milestones, ...p.addOns].filter((m) => m.state === 'paid');
  const refund = paid.filter((m) => m.refundDue).reduce((sum, m) => sum + m.amount, 0);
  const kept = p.milestones.filter((m) => m.state === 'paid' && m.nonRefundable && !m.refundDue);
  if (!refund && !kept.length) return null;
  const artist = role === 'artist' ? 'you' : request.artistName;
  return (
    <div aria-label="After the cancellation" role="group" className="mt-3 rounded-lg bg-subtle p-3">
      {kept.map((m) => (
        <p key={m.title} className="text-ink">
          “{m.title}” ({formatPrice(m.amount)}) was a non-refundable deposit: it stays with {artist}.
        </p>
      ))}
      {refund ? (
        <p className="mt-1 font-medium text-ink">
          {formatPrice(refund)} is marked for refund to {role === 'sender' ? 'you' : request.senderName}.
        </p>
      ) : null}
    </div>
  );
}
