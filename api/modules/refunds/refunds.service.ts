import type { Purchase } from '../../../contract/checkout';
import type { Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { notify } from '../notifications/notify';
import * as repo from '../checkout/purchases.service';
import { stateConflict } from '../checkout/order-state';
import { cancelPaidOrder, giveBack } from './give-back';
import { formatCents } from '../../../contract/money';
import type { DbDeps, ServiceDeps } from '../../deps';

/** The order, locked, when the caller is its artist; anyone else gets 404 (its existence is not revealed). */
export async function lockSale({ db }: DbDeps, actor: Actor, id: number) {
  const head = actor.artistId ? await repo.lockPurchase(db, id, { artistId: actor.artistId }) : null;
  if (!head) throw new NotFoundError('Order');
  return head;
}

export async function readSale({ db, storage }: ServiceDeps, id: number): Promise<Purchase> {
  const [purchase] = await repo.readPurchases(db, storage, { ids: [id] }, 'artist');
  return purchase!;
}

/**
 * 'Cancel and refund': the artist cancels a paid order before it ships. Its total goes back to the
 * buyer through its payment provider (a card refund now; an invoice refund owed until recorded),
 * its originals are for sale again and its prints' stock is given back.
 */
export async function cancelPaidSale(deps: ServiceDeps, actor: Actor, id: number): Promise<Purchase> {
  const { db } = deps;
  const head = await lockSale(deps, actor, id);
  if (head.status !== 'paid') throw stateConflict(head.status, 'cancelled and refunded');
  const { total_cents: total } = await db('purchases').where({ id }).first('total_cents');
  await giveBack(db, { id, userId: head.userId, amountCents: Number(total), reason: 'cancelled' });
  await cancelPaidOrder(db, id);
  await notify(db, {
    userId: head.userId,
    kind: 'order_update',
    title: `Order #${id} was cancelled by the artist`,
    body: 'Its full amount goes back to you.',
    link: '/orders',
  });
  return readSale(deps, id);
}

/**
 * The artist refunds a shipped or delivered order without a return (a print that arrived damaged):
 * up to its total, once. The order keeps its status; both sides read 'Refunded' (or 'Refund due').
 */
export async function refundSale(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  amount: number,
): Promise<Purchase> {
  const { db } = deps;
  const head = await lockSale(deps, actor, id);
  if (head.status !== 'shipped' && head.status !== 'delivered')
    throw new ConflictError(
      head.status === 'paid'
        ? 'This order has not shipped: cancel and refund it instead'
        : 'Only a shipped or delivered order can be refunded here',
      'ORDER_STATE',
      { status: head.status },
    );
  const { total_cents: total } = await db('purchases').where({ id }).first('total_cents');
  const cents = Math.round(amount * 100);
  if (cents <= 0 || cents > Number(total)) {
    const most = formatCents(Number(total), { grouping: false });
    const message = `Refund between $0.01 and the order's total, ${most}`;
    throw new ValidationError({ amount: message }, message);
  }
  await giveBack(db, { id, userId: head.userId, amountCents: cents, reason: 'refunded' });
  return readSale(deps, id);
}

/** An artist paid by invoice has sent the refund they owed: it is recorded, and the buyer is told. */
export async function recordRefundSent(deps: ServiceDeps, actor: Actor, id: number): Promise<Purchase> {
  const { db } = deps;
  const head = await lockSale(deps, actor, id);
  const row = await db('purchases')
    .where({ id })
    .first<{ refund_due_at: Date | null; refunded_at: Date | null; refunded_cents: string | null }>(
      'refund_due_at',
      'refunded_at',
      'refunded_cents',
    );
  if (!row?.refund_due_at || row.refunded_at)
    throw new ConflictError(
      row?.refunded_at ? 'This refund is already recorded' : 'No refund is due on this order',
      'ORDER_STATE',
    );
  await repo.updatePurchase(db, id, { refunded_at: db.fn.now() });
  await notify(db, {
    userId: head.userId,
    kind: 'order_update',
    title: `Order #${id}: the artist sent your refund of ${formatCents(Number(row.refunded_cents), { grouping: false })}`,
    body: 'Tell them in the order’s messages if it has not reached you in a few days.',
    link: '/orders',
  });
  return readSale(deps, id);
}
