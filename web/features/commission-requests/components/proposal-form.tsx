import { useEffect, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { CommissionRequest } from '@contract/commission-request';
import { amountsFromShares, MAX_MILESTONES } from '@contract/commission-machine';
import { MONEY_STEP } from '@contract/constants';
import { formatCentsPlain } from '@contract/money';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatPrice } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { OutboxItemGoneError, type OutboxItem } from '@/offline/outbox';
import { useQueuedItemEdit } from '@/offline/use-replacing-write';
import { proposalLabel, useSendProposal } from '@/features/commission-requests/api/proposals';
import {
  cents,
  proposalFormProblem,
  proposalFormStart,
  toProposalInput,
  type ProposalBody,
  type ProposalRow as Row,
} from '@/features/commission-requests/proposal-form-values';

/**
 * The artist's proposal: scope, price, delivery date and 1–4 milestones whose amounts must add up to
 * the price (checked as they type, with the contract's own rule). Revising starts from the proposal
 * sent. `queued`: a proposal saved on this device, reopened from the sync panel's Edit: the form
 * starts from it, and saving replaces it in the outbox (same place, same key), never a second one.
 */
export function ProposalForm({
  request,
  queued,
  onDone,
}: {
  request: CommissionRequest;
  queued?: OutboxItem;
  onDone: () => void;
}) {
  const proposal = request.proposal;
  const [start] = useState(() => {
    const body = queued?.command.body as ProposalBody | undefined;
    return { values: proposalFormStart(request, body), revisionsIncluded: body?.revisionsIncluded };
  });
  const [scope, setScope] = useState(start.values.scope);
  const [price, setPrice] = useState(start.values.price);
  const [deliveryDate, setDeliveryDate] = useState(start.values.deliveryDate);
  const [rows, setRows] = useState<Row[]>(start.values.rows);
  const [error, setError] = useState<string | null>(null);
  const mutation = useSendProposal();
  const ref = useRef<HTMLFormElement>(null);
  // Reopened from the sync panel: the form is what the artist came for.
  useEffect(() => {
    if (queued) ref.current?.scrollIntoView({ block: 'start' });
  }, [queued]);
  const replace = useQueuedItemEdit('sendCommissionProposal', { label: () => proposalLabel(request) });

  const sum = rows.reduce((total, row) => total + cents(row.amount), 0);
  const priceCents = cents(price);
  const adds = priceCents > 0 && sum === priceCents;
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const split = () => {
    const shares = rows.length === 3 ? [50, 25, 25] : rows.map(() => 100 / rows.length);
    const amounts = amountsFromShares(priceCents, shares);
    setRows((all) => all.map((row, i) => ({ ...row, amount: formatCentsPlain(amounts[i]!) })));
  };

  async function submit() {
    const input = toProposalInput({ scope, price, deliveryDate, rows }, start.revisionsIncluded);
    const problem = proposalFormProblem(input);
    if (problem) {
      setError(problem);
      return;
    }
    if (queued) {
      try {
        await replace.mutateAsync({ seq: queued.seq, params: { id: request.id }, body: input });
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your proposal for "${request.title}" will be sent as changed.`,
        });
      } catch (err) {
        toast({
          title: 'Your proposal was not changed',
          description: err instanceof OutboxItemGoneError ? 'It was sent meanwhile.' : 'Please try again.',
          variant: 'destructive',
        });
      }
      onDone();
      return;
    }
    try {
      const result = await mutation.mutateAsync({ id: request.id, title: request.title, proposal: input });
      toast(
        isQueued(result)
          ? {
              title: SAVED_OFFLINE_MESSAGE,
              description: `Your proposal for "${request.title}" is waiting to sync.`,
            }
          : {
              title: proposal ? 'Proposal revised' : 'Proposal sent',
              description: `${request.senderName} will be told.`,
            },
      );
      onDone();
    } catch (err) {
      setError(isApiError(err) ? err.userMessage : 'Please check your connection and try again.');
    }
  }

  return (
    <form
      ref={ref}
      aria-label={queued ? 'Edit your proposal' : proposal ? 'Revise your proposal' : 'Send a proposal'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mt-4 scroll-mt-24 space-y-4 rounded-xl border border-line bg-canvas p-4"
    >
      {queued ? (
        <p className="font-medium text-ink">
          Your proposal, saved on this device and not sent yet. Change it before it goes.
        </p>
      ) : null}
      <Field label="What you will make" required>
        <Textarea rows={3} value={scope} onChange={(e) => setScope(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Price (USD)"
          required
          description={request.budget ? `Budget: ${formatPrice(request.budget)}` : undefined}
        >
          <Input
            type="number"
            min={0}
            step={MONEY_STEP}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field label="Delivery date" required>
          <Input type="date" value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} />
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Milestones</legend>
        {rows.map((row, i) => (
          <div
            key={i}
            className="grid gap-3 rounded-lg border border-line bg-surface p-3 grid-cols-[1fr_auto] sm:grid-cols-[1fr_8rem_auto]"
          >
            <Field label={`Milestone ${i + 1}`}>
              <Input value={row.title} onChange={(e) => setRow(i, { title: e.target.value })} />
            </Field>
            <Field label={`Amount ${i + 1} (USD)`} className="order-3 sm:order-none">
              <Input
                type="number"
                min={0}
                step={MONEY_STEP}
                inputMode="decimal"
                value={row.amount}
                onChange={(e) => setRow(i, { amount: e.target.value })}
              />
            </Field>
            <div className="order-2 flex items-end sm:order-none">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove milestone ${i + 1}`}
                disabled={rows.length === 1}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <Field
              label={`What is delivered at milestone ${i + 1}`}
              className="order-4 col-span-full sm:order-none"
            >
              <Input value={row.deliverable} onChange={(e) => setRow(i, { deliverable: e.target.value })} />
            </Field>
            {i === 0 ? (
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink order-5 col-span-full sm:order-none">
                <input
                  type="checkbox"
                  className="size-4 accent-accent"
                  checked={row.nonRefundable}
                  onChange={(e) => setRow(0, { nonRefundable: e.target.checked })}
                />
                The deposit is non-refundable
              </label>
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            role="status"
            className={'text-sm font-medium tabular-nums ' + (adds ? 'text-success' : 'text-danger')}
          >
            Milestones add up to {formatPrice(sum / 100) ?? '$0.00'} of{' '}
            {formatPrice(priceCents / 100) ?? '$0.00'}
            {adds ? ' ✓' : ''}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" size="sm" disabled={priceCents <= 0} onClick={split}>
              Split the price
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={rows.length >= MAX_MILESTONES}
              onClick={() =>
                setRows((all) => [...all, { title: '', amount: '', deliverable: '', nonRefundable: false }])
              }
            >
              <Plus aria-hidden /> Add milestone
            </Button>
          </div>
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending || replace.isPending}>
          {queued ? 'Save changes' : proposal ? `Send version ${proposal.version + 1}` : 'Send proposal'}
        </Button>
      </div>
    </form>
  );
}
