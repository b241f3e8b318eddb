import type { Knex } from 'knex';
import { disputeOutcome } from '../../../contract/money-state';
import { ConflictError } from '../../errors';
import { notify } from '../notifications/notify';
import { restoreStock } from '../checkout/stock-lines';
import { updatePurchase } from '../checkout/purchases.service';
import { findPaymentProvider, type RefundReason } from '../payments/payment-provider';
import { formatCents } from '../../../contract/money';

/**
 * Why a second refund is refused: one refund per order (docs/payments.md says why), in words that
 * say what was given back and what to do instead.
 */
function alreadyRefunded(row: {
  refunded_cents: string | null;
  refunded_at: Date | null;
  refund_due_at: Date | null;
}) {
  const amount = formatCents(Number(row.refunded_cents), { grouping: false });
  const when = row.refunded_at ?? row.refund_due_at;
  const on = when ? ` on ${when.toISOString().slice(0, 10)}` : '';
  return `This order was already refunded ${amount}${on}, and an order is refunded once. If more is owed, settle it with the buyer in the order's messages.`;
}

/**
 * Money back to the buyer through the order's payment provider (issue 25, point 3): a card refund
 * is made now; an invoice refund is owed by the artist until they record it sent. The buyer is told
 * which. One refund per order.
 */
export async function giveBack(
  db: Knex,
  order: { id: number; userId: number; amountCents: number; reason: RefundReason },
): Promise<'refunded' | 'due'> {
  const row = await db('purchases').where({ id: order.id }).first<{
    payment_method: string;
    refunded_cents: string | null;
    refunded_at: Date | null;
    refund_due_at: Date | null;
    dispute_status: string | null;
  }>('payment_method', 'refunded_cents', 'refunded_at', 'refund_due_at', 'dispute_status');
  if (row?.refunded_cents !== null && row?.refunded_cents !== undefined)
    throw new ConflictError(alreadyRefunded(row), 'ALREADY_REFUNDED');
  if (row?.dispute_status && disputeOutcome(row.dispute_status) !== 'won')
    throw new ConflictError(
      "The buyer's bank disputes this payment: the bank decides what goes back, so no refund can be made here",
      'PAYMENT_DISPUTED',
    );
  const provider = findPaymentProvider(row!.payment_method);
  if (!provider) throw new ConflictError('Card payments are not set up on this site', 'ORDER_STATE');
  const outcome = await provider.refund(db, order);
  const amount = formatCents(order.amountCents, { grouping: false });
  await notify(db, {
    userId: order.userId,
    kind: 'order_update',
    title:
      outcome === 'refunded'
        ? `Order #${order.id}: ${amount} refunded to your card`
        : `Order #${order.id}: the artist owes you a refund of ${amount}`,
    body:
      outcome === 'refunded'
        ? 'It reaches your card within 5 to 10 days.'
        : 'They send it back the way you paid and record it here; you see it on your order.',
    link: '/orders',
  });
  return outcome;
}

/**
 * A paid order that has not shipped, cancelled: its status, and its items back (for 'Cancel and
 * refund', and for a card dispute lost before shipping).
 */
export async function cancelPaidOrder(db: Knex, id: number): Promise<void> {
  await updatePurchase(db, id, { status: 'cancelled', cancelled_at: db.fn.now() });
  await releasePaidItems(db, id);
}

/**
 * The paid items of an order go back: its originals (all, or those listed) are for sale again, and
 * its prints are cancelled with their stock given back.
 */
export async function releasePaidItems(
  db: Knex,
  id: number,
  only: 'all' | 'originals' = 'all',
): Promise<void> {
  const released = (await db('orders')
    .where({ purchase_id: id, status: 'paid' })
    .update({ status: 'cancelled', updated_at: db.fn.now() })
    .returning('stock_item_id')) as Array<{ stock_item_id: number }>;
  if (released.length)
    await db('stock_items')
      .whereIn(
        'id',
        released.map((r) => r.stock_item_id),
      )
      .update({ is_available: true });
  if (only === 'originals') return;
  const prints = (await db('pod_orders')
    .where({ purchase_id: id, status: 'paid' })
    .update({ status: 'cancelled', updated_at: db.fn.now() })
    .returning(['stock_item_id', 'quantity'])) as Array<{ stock_item_id: number | null; quantity: number }>;
  await restoreStock(db, prints);
}
