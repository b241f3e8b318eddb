import { useState } from 'react';
import type { Purchase } from '@contract/checkout';
import { disputeOutcome } from '@contract/money-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useAnswerReturn,
  useCancelPaidSale,
  useRecordRefundSent,
  useRefundSale,
  useReturnReceived,
} from '../api';

type Confirm = 'cancel' | 'sent' | 'received' | null;

const failed = (title: string, error: unknown) =>
  toast({
    title,
    description:
      isApiError(error) && error.status < 500 ? error.userMessage : 'Check your connection and try again.',
    variant: 'destructive',
  });

/**
 * The artist's refund and return actions on a sale (issue 25, point 3): cancel and refund a paid
 * order, refund a shipped one, record an invoice refund sent, answer a return and mark it received.
 */
export function SaleRefundActions({ sale }: { sale: Purchase }) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [declining, setDeclining] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const cancel = useCancelPaidSale();
  const sent = useRecordRefundSent();
  const answer = useAnswerReturn();
  const received = useReturnReceived();
  const card = sale.paymentMethod.id === 'card';
  // One refund per order, and none while the buyer's bank disputes the payment (or after it lost).
  const disputed = Boolean(sale.dispute) && disputeOutcome(sale.dispute!.status) !== 'won';
  const refundOpen = (sale.refundedAmount === null || sale.refundedAmount === undefined) && !disputed;
  const ret = sale.return;
  const returnAsked = ret && !ret.acceptedAt && !ret.declinedAt;
  const returnComing = ret?.acceptedAt && !ret.receivedAt;

  const run = async (what: string, go: () => Promise<unknown>, done: string) => {
    try {
      await go();
      toast({ title: `Order #${sale.id}: ${what}`, description: done });
    } catch (error) {
      failed(`Order #${sale.id} was not updated`, error);
    }
    setConfirm(null);
  };
  const giveBack = card
    ? 'goes back to the buyer’s card now, and your share of it is taken back from your Stripe account'
    : 'is owed to the buyer: send it back the way they paid, then record it sent here';

  return (
    <>
      {returnAsked ? (
        <div className="space-y-2">
          <Button
            className="w-full"
            loading={answer.isPending}
            onClick={() =>
              void run(
                'return accepted',
                () => answer.mutateAsync({ id: sale.id, accept: true }),
                'The buyer is told to send it back.',
              )
            }
          >
            Accept return
          </Button>
          <Button variant="secondary" className="w-full" onClick={() => setDeclining(true)}>
            Decline return
          </Button>
        </div>
      ) : null}
      {returnComing ? (
        <Button className="w-full" onClick={() => setConfirm('received')}>
          Mark return received
        </Button>
      ) : null}
      {sale.refundDueAt && !sale.refundedAt ? (
        <Button className="w-full" onClick={() => setConfirm('sent')}>
          Record refund sent
        </Button>
      ) : null}
      {sale.status === 'paid' && refundOpen ? (
        <Button variant="secondary" className="w-full" onClick={() => setConfirm('cancel')}>
          Cancel and refund
        </Button>
      ) : null}
      {(sale.status === 'shipped' || sale.status === 'delivered') && refundOpen && !ret?.acceptedAt ? (
        <Button variant="ghost" className="w-full" onClick={() => setRefunding(true)}>
          Refund
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm === 'cancel'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          void run(
            'cancelled',
            () => cancel.mutateAsync(sale.id),
            card ? 'The buyer is refunded in full.' : 'Send the refund, then record it sent.',
          )
        }
        title={`Cancel order #${sale.id} and refund the buyer?`}
        message={`${formatPrice(sale.total)} ${giveBack}. The originals go back on sale.`}
        confirmLabel="Cancel and refund"
        destructive
        pending={cancel.isPending}
      />
      <ConfirmDialog
        open={confirm === 'sent'}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run('refund recorded', () => sent.mutateAsync(sale.id), 'The buyer is told.')}
        title={`Have you sent ${formatPrice(sale.refundedAmount ?? 0)} back?`}
        message="Record it only once the money has left you: the buyer reads it as refunded."
        confirmLabel="Record refund sent"
        pending={sent.isPending}
      />
      <ConfirmDialog
        open={confirm === 'received'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          void run('return received', () => received.mutateAsync(sale.id), 'The original is on sale again.')
        }
        title={`Has the original of order #${sale.id} come back?`}
        message={`It goes back on sale, and its price ${giveBack} (shipping is not refunded).`}
        confirmLabel="Mark return received"
        pending={received.isPending}
      />
      <DeclineDialog sale={sale} open={declining} onClose={() => setDeclining(false)} />
      <RefundDialog sale={sale} open={refunding} onClose={() => setRefunding(false)} />
    </>
  );
}

function DeclineDialog({ sale, open, onClose }: { sale: Purchase; open: boolean; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const answer = useAnswerReturn();
  const send = async () => {
    try {
      await answer.mutateAsync({ id: sale.id, accept: false, note });
    } catch (e) {
      setError(isApiError(e) ? (e.fields?.note ?? e.userMessage) : 'Check your connection and try again.');
      return;
    }
    toast({ title: `Order #${sale.id}: return declined`, description: 'The buyer reads why.' });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Decline the return of order #${sale.id}?`}
      description="Tell the buyer why; they can still talk it over with you in the order's messages."
    >
      <form noValidate className="space-y-4" onSubmit={(e) => (e.preventDefault(), void send())}>
        <Field label="Why not?" required error={error}>
          <Textarea
            rows={4}
            value={note}
            invalid={Boolean(error)}
            onChange={(e) => (setNote(e.target.value), setError(undefined))}
          />
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose}>
            Keep it open
          </Button>
          <Button type="submit" loading={answer.isPending}>
            Decline return
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A refund of a shipped or delivered order (a damaged print), up to its total. */
function RefundDialog({ sale, open, onClose }: { sale: Purchase; open: boolean; onClose: () => void }) {
  const [amount, setAmount] = useState(String(sale.total));
  const [error, setError] = useState<string>();
  const refund = useRefundSale();
  const send = async () => {
    try {
      await refund.mutateAsync({ id: sale.id, amount: Number(amount) });
    } catch (e) {
      setError(isApiError(e) ? (e.fields?.amount ?? e.userMessage) : 'Check your connection and try again.');
      return;
    }
    toast({
      title: `Order #${sale.id}: refund of ${formatPrice(Number(amount))}`,
      description: 'The buyer is told.',
    });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Refund order #${sale.id}`}
      description={
        sale.paymentMethod.id === 'card'
          ? 'The amount goes back to the buyer’s card now. One refund per order.'
          : 'You send the amount back the way the buyer paid, then record it sent. One refund per order.'
      }
    >
      <form noValidate className="space-y-4" onSubmit={(e) => (e.preventDefault(), void send())}>
        <Field
          label="Amount (USD)"
          description={`At most ${formatPrice(sale.total)}, the order's total.`}
          required
          error={error}
        >
          <Input
            inputMode="decimal"
            value={amount}
            invalid={Boolean(error)}
            onChange={(e) => (setAmount(e.target.value), setError(undefined))}
          />
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={refund.isPending}>
            Refund
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
