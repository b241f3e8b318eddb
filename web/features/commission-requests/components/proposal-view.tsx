import { useState } from 'react';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import type { ProposalView as Proposal } from '@contract/commission-proposal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatPrice } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useAnswerProposal, useConfirmMilestonePaid } from '@/features/commission-requests/api/proposals';
import { countdownWords, deliveryCountdown, isFinal, movesFor } from '@contract/commission-machine';
import { ReasonDialog } from './reason-dialog';

const STATE_LABEL = { unpaid: 'Unpaid', paid: 'Paid', void: 'Void' } as const;

/**
 * The artist's proposal: scope, price, delivery date and milestones, with its version. While it
 * waits, the collector accepts or declines exactly this version.
 */
export function ProposalView({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const proposal = request.proposal;
  if (!proposal) return null;
  const waiting = request.status === 'quoted';
  return (
    <section
      aria-label={`Proposal, version ${proposal.version}`}
      className={
        'mt-5 rounded-xl p-4 text-sm ' + (waiting ? 'border border-warning/40 bg-warning-soft' : 'bg-subtle')
      }
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-ink">
          Proposal <span className="text-muted">· version {proposal.version}</span>
        </p>
        <p className="font-semibold text-ink tabular-nums">{formatPrice(proposal.price)}</p>
      </div>
      {waiting ? (
        <p className="mt-1 text-muted">
          {role === 'sender'
            ? `${request.artistName} sent you this proposal. Accept it and work may start, or decline it.`
            : `Waiting for ${request.senderName}'s answer. You can revise it until it is accepted.`}{' '}
          Open until {formatDate(proposal.expiresAt)}.
        </p>
      ) : null}
      <p className="mt-3 leading-relaxed whitespace-pre-line text-ink">{proposal.scope}</p>
      {proposal.deliveryDate ? (
        <p className="mt-3 flex flex-wrap items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-muted">
          <CalendarClock aria-hidden />
          <span className="text-muted">Delivery by:</span>
          <span className="font-semibold text-ink">{formatDate(proposal.deliveryDate)}</span>
          {isFinal(request.status) ? null : <Countdown date={proposal.deliveryDate} />}
        </p>
      ) : null}
      <MilestoneList
        proposal={proposal}
        confirm={
          role === 'artist' && movesFor('artist', request.status).includes('confirm_payment') ? request : null
        }
      />
      {role === 'sender' && waiting ? <AnswerButtons request={request} proposal={proposal} /> : null}
    </section>
  );
}

function MilestoneList({ proposal, confirm }: { proposal: Proposal; confirm: CommissionRequest | null }) {
  // Milestones are paid in order: only the first unpaid one can be confirmed.
  const next = proposal.milestones.findIndex((m) => m.state !== 'paid');
  return (
    <ol className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
      {proposal.milestones.map((m, i) => (
        <li key={i} className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 p-3">
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {i + 1}. {m.title}
              {m.nonRefundable ? (
                <Badge tone="outline" className="ml-2 align-middle">
                  Non-refundable
                </Badge>
              ) : null}
            </p>
            {m.deliverable ? <p className="text-muted">{m.deliverable}</p> : null}
            {confirm && i === next && m.state === 'unpaid' ? (
              <ConfirmPaid request={confirm} number={i + 1} title={m.title} />
            ) : null}
          </div>
          <p className="text-right tabular-nums">
            <span className="font-semibold text-ink">{formatPrice(m.amount)}</span>
            <span className="text-muted"> · {Math.round((m.amount / proposal.price) * 100)}%</span>
            {m.state !== 'unpaid' ? <span className="block text-muted">{STATE_LABEL[m.state]}</span> : null}
            <MilestoneNote milestone={m} />
          </p>
        </li>
      ))}
    </ol>
  );
}

function AnswerButtons({ request, proposal }: { request: CommissionRequest; proposal: Proposal }) {
  const mutation = useAnswerProposal();
  const [declining, setDeclining] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function answer(kind: 'accept' | 'decline', reason?: string) {
    try {
      const result = await mutation.mutateAsync({
        id: request.id,
        title: request.title,
        answer: { answer: kind, proposalVersion: proposal.version, reason: reason?.trim() || undefined },
      });
      setDeclining(false);
      setRefusal(null);
      toast(
        isQueued(result)
          ? {
              title: SAVED_OFFLINE_MESSAGE,
              description: `Your answer to "${request.title}" is waiting to sync.`,
            }
          : {
              title: kind === 'accept' ? 'Proposal accepted' : 'Proposal declined',
              description: `"${request.title}", version ${proposal.version}.`,
            },
      );
    } catch (error) {
      const message = isApiError(error) ? error.userMessage : 'Please check your connection and try again.';
      setDeclining(false);
      setRefusal(message);
      toast({ title: 'Your answer was not sent', description: message, variant: 'destructive' });
    }
  }

  return (
    <>
      {refusal ? (
        <p role="alert" className="mt-3 flex items-start gap-2 font-medium text-ink">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {refusal}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => setDeclining(true)}>
          Decline proposal
        </Button>
        <Button loading={mutation.isPending && !declining} onClick={() => void answer('accept')}>
          Accept proposal (version {proposal.version})
        </Button>
      </div>
      <ReasonDialog
        open={declining}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) => void answer('decline', reason)}
        title="Decline this proposal?"
        message={`${request.artistName} will be told, and may send you a revised proposal.`}
        reasonLabel="Reason (optional)"
        reasonDescription={`${request.artistName} sees it.`}
        confirmLabel="Decline proposal"
        pending={mutation.isPending}
      />
    </>
  );
}

function ConfirmPaid({
  request,
  number,
  title,
}: {
  request: CommissionRequest;
  number: number;
  title: string;
}) {
  const mutation = useConfirmMilestonePaid();
  async function confirm() {
    try {
      const result = await mutation.mutateAsync({
        id: request.id,
        title: request.title,
        number,
        milestone: title,
      });
      toast(
        isQueued(result)
          ? {
              title: SAVED_OFFLINE_MESSAGE,
              description: `"${title}" will be confirmed when you are back online.`,
            }
          : { title: 'Payment confirmed', description: `${request.senderName} will be told.` },
      );
    } catch (error) {
      toast({
        title: 'The payment was not confirmed',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      className="mt-2"
      loading={mutation.isPending}
      onClick={() => void confirm()}
    >
      Confirm payment received
    </Button>
  );
}

const COUNTDOWN_TONE = { on_track: 'neutral', due_soon: 'warning', overdue: 'danger' } as const;

/** Days left to the delivery date, on both sides: amber in the last 3 days, red when overdue. */
function Countdown({ date }: { date: string }) {
  const today = new Date();
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const { days, tone } = deliveryCountdown(date, local);
  return <Badge tone={COUNTDOWN_TONE[tone]}>{countdownWords(days)}</Badge>;
}

const WORK_LABEL = { waiting: null, delivered: 'Delivered: awaits approval', approved: 'Approved' } as const;

/** Where a milestone's work is, and what a cancellation left of its payment. */
function MilestoneNote({ milestone: m }: { milestone: Proposal['milestones'][number] }) {
  const note = m.refundDue
    ? 'Marked for refund'
    : m.state === 'paid' && m.nonRefundable && m.work !== 'approved'
      ? null
      : WORK_LABEL[m.work];
  return note ? <span className="block text-muted">{note}</span> : null;
}
