import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { ConflictError } from '../../errors';
import * as repo from '../checkout/purchases.service';
import type { RefundReason } from './payment-provider';

/**
 * Gives `amountCents` of an order's card payment back to the buyer (its total when omitted): a
 * Refund on the payment's PaymentIntent, and the artist's transfer reversed in proportion (the
 * platform paid it out of the charge). The refund is recorded on the order at once; the
 * `charge.refunded` Stripe sends next finds it recorded. One refund per order: its idempotency key
 * is the order's, so a retried request never refunds twice.
 */
export async function refundPurchase(
  db: Knex,
  stripe: Stripe,
  id: number,
  reason: RefundReason | string,
  amountCents?: number,
): Promise<boolean> {
  const row = await db('purchases').where({ id }).first<
    | {
        total_cents: string;
        stripe_payment_intent_id: string | null;
        stripe_transfer_id: string | null;
        transfer_cents: string | null;
        refunded_at: Date | null;
      }
    | undefined
  >('total_cents', 'stripe_payment_intent_id', 'stripe_transfer_id', 'transfer_cents', 'refunded_at');
  if (!row?.stripe_payment_intent_id || row.refunded_at) return false;
  const total = Number(row.total_cents);
  const amount = Math.min(amountCents ?? total, total);
  if (row.stripe_transfer_id) {
    const reversal = Math.round((Number(row.transfer_cents ?? 0) * amount) / total);
    await stripe.transfers.createReversal(
      row.stripe_transfer_id,
      { ...(amount < total ? { amount: reversal } : {}), metadata: { purchase_id: String(id) } },
      { idempotencyKey: `reversal-purchase-${id}` },
    );
  }
  const refund = await stripe.refunds.create(
    { payment_intent: row.stripe_payment_intent_id, amount, metadata: { purchase_id: String(id), reason } },
    { idempotencyKey: `refund-purchase-${id}` },
  );
  await repo.updatePurchase(db, id, {
    stripe_refund_id: refund.id,
    refunded_cents: amount,
    refunded_at: db.fn.now(),
    ...(reason === 'cancelled' || reason === 'returned' || reason === 'refunded'
      ? { refund_reason: reason }
      : {}),
  });
  return true;
}

/** The card provider's refund: through Stripe, at once; an order with no card payment is a 409. */
export async function refundCardOrder(
  db: Knex,
  stripe: Stripe,
  order: { id: number; amountCents: number; reason: RefundReason },
): Promise<'refunded'> {
  if (!(await refundPurchase(db, stripe, order.id, order.reason, order.amountCents)))
    throw new ConflictError('This order has no card payment to refund', 'ORDER_STATE');
  return 'refunded';
}
