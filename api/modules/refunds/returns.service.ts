import type { Knex } from 'knex';
import type { Purchase } from '../../../contract/checkout';
import { whyNoReturn } from '../../../contract/money-state';
import type { ReturnAnswer } from '../../../contract/refund';
import type { Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError } from '../../errors';
import { notify } from '../notifications/notify';
import * as repo from '../checkout/purchases.service';
import type { ServiceDeps } from '../../deps';
import { giveBack, releasePaidItems } from './give-back';
import { lockSale, readSale } from './refunds.service';

const SALES = '/artist-dashboard?tab=sales';

async function say(db: Knex, id: number, authorId: number, body: string) {
  await db('order_messages').insert({ purchase_id: id, author_id: authorId, body });
}

/**
 * The buyer asks to return the original of a delivered order, within 14 days of delivery
 * (contract/money-state.ts says why not otherwise). The reason goes to the order's thread; the
 * artist is told and accepts or declines.
 */
export async function requestReturn(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<Purchase> {
  const { db } = deps;
  const head = await repo.lockPurchase(db, id, { buyerId: actor.id });
  if (!head) throw new NotFoundError('Order');
  const [order] = await repo.readPurchases(db, deps.storage, { ids: [id] }, 'buyer');
  const why = whyNoReturn(order!, Date.now());
  if (why) throw new ConflictError(why, 'ORDER_STATE', { status: head.status });
  await repo.updatePurchase(db, id, { return_requested_at: db.fn.now(), return_reason: reason });
  await say(db, id, actor.id, `Return requested: ${reason}`);
  await notify(db, {
    userId: head.artistUserId,
    kind: 'order_update',
    title: `Order #${id}: the buyer asks to return the original`,
    body: reason,
    link: SALES,
  });
  const [after] = await repo.readPurchases(db, deps.storage, { ids: [id] }, 'buyer');
  return after!;
}

async function openReturn(db: Knex, id: number) {
  return db('purchases').where({ id }).first<{
    return_requested_at: Date | null;
    return_accepted_at: Date | null;
    return_declined_at: Date | null;
    return_received_at: Date | null;
  }>('return_requested_at', 'return_accepted_at', 'return_declined_at', 'return_received_at');
}

/** The artist accepts the return (the buyer sends it back) or declines it, saying why. */
export async function answerReturn(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  answer: ReturnAnswer,
): Promise<Purchase> {
  const { db } = deps;
  const head = await lockSale(deps, actor, id);
  const row = await openReturn(db, id);
  if (!row?.return_requested_at)
    throw new ConflictError('The buyer has not asked to return this order', 'ORDER_STATE');
  if (row.return_accepted_at || row.return_declined_at)
    throw new ConflictError('This return was already answered', 'ORDER_STATE');
  if (answer.accept) {
    await repo.updatePurchase(db, id, { return_accepted_at: db.fn.now() });
    await say(
      db,
      id,
      actor.id,
      'Return accepted: please send the original back. Your refund follows once it arrives.',
    );
  } else {
    await repo.updatePurchase(db, id, { return_declined_at: db.fn.now(), return_decline_note: answer.note });
    await say(db, id, actor.id, `Return declined: ${answer.note}`);
  }
  await notify(db, {
    userId: head.userId,
    kind: 'order_update',
    title: answer.accept
      ? `Order #${id}: your return is accepted`
      : `Order #${id}: the artist declined the return`,
    body: answer.accept ? 'Send the original back; you are refunded once it arrives.' : (answer.note ?? null),
    link: '/orders',
  });
  return readSale(deps, id);
}

/**
 * The returned original has arrived: it is for sale again, and the buyer gets its price back
 * (shipping is not refunded) through the order's payment provider.
 */
export async function returnReceived(deps: ServiceDeps, actor: Actor, id: number): Promise<Purchase> {
  const { db } = deps;
  const head = await lockSale(deps, actor, id);
  const row = await openReturn(db, id);
  if (!row?.return_accepted_at || row.return_received_at)
    throw new ConflictError(
      row?.return_received_at
        ? 'This return was already marked received'
        : 'Accept the return before marking it received',
      'ORDER_STATE',
    );
  const [originals] = (await db('orders')
    .where({ purchase_id: id, status: 'paid' })
    .sum({ sum: 'amount_cents' })) as Array<{ sum: string | null }>;
  await repo.updatePurchase(db, id, { return_received_at: db.fn.now() });
  await releasePaidItems(db, id, 'originals');
  await giveBack(db, {
    id,
    userId: head.userId,
    amountCents: Number(originals?.sum ?? 0),
    reason: 'returned',
  });
  return readSale(deps, id);
}
