import { useState } from 'react';
import { CreditCard, Undo2 } from 'lucide-react';
import type { Purchase } from '@contract/checkout';
import { RETURN_WINDOW_DAYS, returnWindowEnds, whyNoReturn } from '@contract/money-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestReturn, useResumeCardPayment } from '../api';
import { useNow } from '../use-now';

const day = (d: Date) => d.toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * 'Return the original' on a delivered order (issue 25, point 3): within 14 days of delivery the
 * buyer says why and the artist answers; after that the order says returns have closed and points
 * to 'Report a problem'.
 */
export function ReturnRequest({ order }: { order: Purchase }) {
  const now = useNow(60_000);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const ask = useRequestReturn();
  if (order.status !== 'delivered' || order.return || !order.items.some((i) => i.kind === 'original'))
    return null;
  if (order.refundedAt || order.refundDueAt) return null;
  const ends = returnWindowEnds(order.deliveredAt);
  if (whyNoReturn(order, now))
    return (
      <p className="text-right text-sm text-muted" data-testid="return-closed">
        Returns closed on {ends ? day(ends) : ''} ({RETURN_WINDOW_DAYS} days after delivery). Report a problem
        to talk it over with the artist.
      </p>
    );
  const send = async () => {
    try {
      await ask.mutateAsync({ id: order.id, reason });
    } catch (e) {
      setError(isApiError(e) ? (e.fields?.reason ?? e.userMessage) : 'Check your connection and try again.');
      return;
    }
    toast({ title: 'Return requested', description: `${order.artistName} is told and answers here.` });
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <p className="text-sm text-muted">You can return the original until {ends ? day(ends) : ''}.</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden />
        Return the original
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Return the original of order #${order.id}`}
        description={`${order.artistName} reads why and accepts or declines. Once it is back with them, its price is refunded (shipping is not).`}
      >
        <form noValidate className="space-y-4" onSubmit={(e) => (e.preventDefault(), void send())}>
          <Field label="Why are you returning it?" required error={error}>
            <Textarea
              rows={4}
              value={reason}
              invalid={Boolean(error)}
              onChange={(e) => (setReason(e.target.value), setError(undefined))}
            />
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button type="submit" loading={ask.isPending}>
              Ask to return it
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

/** A card order still awaiting payment: back to Stripe's page (the same one while it is open). */
export function ResumeCardPayment({ order }: { order: Purchase }) {
  const resume = useResumeCardPayment();
  if (order.paymentMethod.id !== 'card' || order.status !== 'awaiting_payment') return null;
  const go = async () => {
    try {
      const { redirectUrl } = await resume.mutateAsync(order.id);
      window.location.assign(redirectUrl);
    } catch (e) {
      toast({
        title: 'Stripe’s page did not open',
        description: isApiError(e) && e.status < 500 ? e.userMessage : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex justify-end">
      <Button onClick={() => void go()} loading={resume.isPending}>
        <CreditCard aria-hidden />
        Continue to payment
      </Button>
    </div>
  );
}
