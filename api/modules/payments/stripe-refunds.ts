import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { Purchase } from '../../../contract/checkout';
import type { Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError } from '../../errors';
import type { Storage } from '../../storage/storage';
import { notify } from '../notifications/notify';
import * as repo from '../checkout/checkout.repo';
import { CARD_METHOD_ID } from './stripe-provider';

/**
 * Gives an order's card payment back to the buyer: a Refund of its total on the payment's
 * PaymentIntent, and the artist's transfer reversed (the platform paid it out of the charge). The
 * refund is recorded on the order at once; `charge.refunded` later finds it recorded.
 */
export async function refundPurchase(db: Knex, stripe: Stripe, id: number, reason: string): Promise<void> {
  const row = await db('purchases').where({ id }).first<
    | {
        total_cents: string;
        stripe_payment_intent_id: string | null;
        stripe_transfer_id: string | null;
        refunded_at: Date | null;
      }
    | undefined
  >('total_cents', 'stripe_payment_intent_id', 'stripe_transfer_id', 'refunded_at');
  if (!row?.stripe_payment_intent_id || row.refunded_at) return;
  const amount = Number(row.total_cents);
  if (row.stripe_transfer_id)
    await stripe.transfers.createReversal(
      row.stripe_transfer_id,
      { metadata: { purchase_id: String(id) } },
      { idempotencyKey: `reversal-purchase-${id}` },
    );
  const refund = await stripe.refunds.create(
    { payment_intent: row.stripe_payment_intent_id, amount, metadata: { purchase_id: String(id), reason } },
    { idempotencyKey: `refund-purchase-${id}` },
  );
  await repo.updatePurchase(db, id, {
    stripe_refund_id: refund.id,
    refunded_cents: amount,
    refunded_at: db.fn.now(),
  });
}

/** Paid items go back: the original is for sale again, the print order is cancelled. */
async function releasePaidItems(db: Knex, id: number): Promise<void> {
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
  await db('pod_orders')
    .where({ purchase_id: id, status: 'paid' })
    .update({ status: 'cancelled', updated_at: db.fn.now() });
}

/**
 * The artist cancels an order paid by card before it ships: the buyer is refunded in full and its
 * originals are for sale again. Anyone but the order's artist gets 404.
 */
export async function cancelCardSale(
  db: Knex,
  stripe: Stripe,
  storage: Storage,
  actor: Actor,
  id: number,
): Promise<Purchase> {
  const head = actor.artistId ? await repo.lockPurchase(db, id, { artistId: actor.artistId }) : null;
  if (!head) throw new NotFoundError('Order');
  const row = await db('purchases')
    .where({ id })
    .first<{ payment_method: string; stripe_payment_intent_id: string | null }>(
      'payment_method',
      'stripe_payment_intent_id',
    );
  if (row?.payment_method !== CARD_METHOD_ID || !row.stripe_payment_intent_id || head.status !== 'paid')
    throw new ConflictError(
      'Only an order paid by card that has not shipped yet can be cancelled and refunded here',
      'ORDER_STATE',
      { status: head.status },
    );
  await refundPurchase(db, stripe, id, 'cancelled by the artist');
  await repo.updatePurchase(db, id, { status: 'cancelled', cancelled_at: db.fn.now() });
  await releasePaidItems(db, id);
  await notify(db, {
    userId: head.userId,
    kind: 'order_update',
    title: `Order #${id} was cancelled and refunded`,
    body: 'The artist cancelled it. The full amount goes back to your card (usually within 5 to 10 days).',
    link: '/orders',
  });
  const [purchase] = await repo.readPurchases(db, storage, { ids: [id] }, 'artist');
  return purchase!;
}
