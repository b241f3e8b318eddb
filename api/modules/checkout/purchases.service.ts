import type { Purchase, SaleUpdateSchema } from '../../../contract/checkout';
import { canBuyerCancel, canSellerMove, PURCHASE_STATUS_LABELS } from '../../../contract/purchase-status';
import type { z } from 'zod';
import type { Actor } from '../../auth/permissions';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { notify } from '../notifications/notify';
import { findPaymentProvider } from '../payments/payment-provider';
import { stateConflict } from './order-state';
import { readPurchases } from './purchase-reads.repo';
import { lockPurchase, settleItems, updatePurchase } from './purchases.repo';
import type { ServiceDeps } from '../../deps';

/**
 * The purchase record other modules move on (refunds and returns, Stripe's webhook, the order
 * thread): locked from one party's side, patched, its items settled, read as one party sees it.
 * They change a purchase only through these, never through the checkout repositories.
 */
export { lockPurchase, settleItems, updatePurchase, type PurchaseHead } from './purchases.repo';
export { readPurchases } from './purchase-reads.repo';

/** One order as `viewer` sees it (the artist sees the address only once paid); 404 when there is none. */
export async function purchaseAs(
  { db, storage }: ServiceDeps,
  id: number,
  viewer: 'buyer' | 'artist',
): Promise<Purchase> {
  const [purchase] = await readPurchases(db, storage, { ids: [id] }, viewer);
  if (!purchase) throw new NotFoundError('Order');
  return purchase;
}

export function listMyOrders({ db, storage }: ServiceDeps, actor: Actor): Promise<Purchase[]> {
  return readPurchases(db, storage, { buyerId: actor.id }, 'buyer');
}

/** Someone else's order is a 404, never a 403: its existence is not revealed. */
export async function getMyOrder({ db, storage }: ServiceDeps, actor: Actor, id: number): Promise<Purchase> {
  const [purchase] = await readPurchases(db, storage, { ids: [id], buyerId: actor.id }, 'buyer');
  if (!purchase) throw new NotFoundError('Order');
  return purchase;
}

export async function cancelMyOrder(deps: ServiceDeps, actor: Actor, id: number): Promise<Purchase> {
  const { db } = deps;
  const head = await lockPurchase(db, id, { buyerId: actor.id });
  if (!head) throw new NotFoundError('Order');
  if (!canBuyerCancel(head.status)) throw stateConflict(head.status, 'cancelled');
  await updatePurchase(db, id, { status: 'cancelled', cancelled_at: db.fn.now(), payment_due_at: null });
  await settleItems(db, [id], 'cancelled');
  await notify(db, {
    userId: head.artistUserId,
    kind: 'order_update',
    title: `Order #${id} was cancelled by the buyer`,
    body: 'Its originals are for sale again.',
    link: '/artist-dashboard?tab=sales',
  });
  return purchaseAs(deps, id, 'buyer');
}

function requireArtist(actor: Actor): number {
  if (!actor.artistId) throw new ForbiddenError('Only artists have sales');
  return actor.artistId;
}

export function listSales({ db, storage }: ServiceDeps, actor: Actor): Promise<Purchase[]> {
  return readPurchases(db, storage, { artistId: requireArtist(actor) }, 'artist');
}

const BUYER_NEWS = {
  paid: (id: number) => `Payment received for order #${id}`,
  shipped: (id: number) => `Order #${id} has shipped`,
  delivered: (id: number) => `Order #${id} was delivered`,
};

/** The artist moves an order of their work on: paid, then shipped (with tracking), then delivered. */
export async function updateSale(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof SaleUpdateSchema>,
): Promise<Purchase> {
  const { db } = deps;
  const head = actor.artistId ? await lockPurchase(db, id, { artistId: actor.artistId }) : null;
  if (!head) throw new NotFoundError('Order');
  const to = input.status;
  if (!canSellerMove(head.status, to)) {
    throw stateConflict(head.status, `marked ${PURCHASE_STATUS_LABELS[to].toLowerCase()}`);
  }
  if (to === 'paid') {
    const { payment_method: method } = await db('purchases').where({ id }).first('payment_method');
    if (findPaymentProvider(method)?.manualConfirmation === false)
      throw new ConflictError('A card payment is confirmed by Stripe, not by hand', 'ORDER_STATE');
    await updatePurchase(db, id, { status: 'paid', paid_at: db.fn.now(), payment_due_at: null });
    await settleItems(db, [id], 'paid');
  } else if (to === 'shipped') {
    await updatePurchase(db, id, {
      status: 'shipped',
      shipped_at: db.fn.now(),
      tracking: input.tracking ? input.tracking : null,
    });
  } else {
    await updatePurchase(db, id, { status: 'delivered', delivered_at: db.fn.now() });
  }
  await notify(db, {
    userId: head.userId,
    kind: 'order_update',
    title: BUYER_NEWS[to](id),
    body: to === 'shipped' && input.tracking ? `Tracking: ${input.tracking}` : null,
    link: '/orders',
  });
  return purchaseAs(deps, id, 'artist');
}
