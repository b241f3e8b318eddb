import { toDollars } from '../../../contract/common';
import type { FlaggedOrder, Purchase } from '../../../contract/checkout';
import { type Actor, requireAdmin } from '../../auth/permissions';
import { ConflictError, NotFoundError } from '../../errors';
import { iso } from '../../lib/dates';
import { notify } from '../notifications/notify';
import { readPurchases } from './purchase-reads.repo';
import { lockPurchase, updatePurchase } from './purchases.repo';
import type { DbDeps, ServiceDeps } from '../../deps';

/** Days after shipping when an order nobody confirmed counts as delivered. */
export const AUTO_DELIVER_DAYS = 14;

/**
 * The buyer's 'Report a problem' on an order (placed and not cancelled or expired): the words go
 * to the order's thread (the artist reads them there and is told), the order is flagged to the
 * admins (each is told; they see it on the dashboard until one of them resolves it).
 */
export async function reportProblem(
  { db, storage }: ServiceDeps,
  actor: Actor,
  id: number,
  message: string,
): Promise<Purchase> {
  const head = await lockPurchase(db, id, { buyerId: actor.id });
  if (!head) throw new NotFoundError('Order');
  if (head.status === 'cancelled' || head.status === 'expired') {
    throw new ConflictError('This order was not completed: there is nothing to report', 'ORDER_STATE', {
      status: head.status,
    });
  }
  await db('order_messages').insert({
    purchase_id: id,
    author_id: actor.id,
    body: `Problem reported: ${message}`,
  });
  await updatePurchase(db, id, {
    problem: message,
    problem_reported_at: db.fn.now(),
    problem_resolved_at: null,
  });
  const admins = await db('users').where({ role: 'admin' }).pluck<number[]>('id');
  await notify(db, [
    {
      userId: head.artistUserId,
      kind: 'order_update',
      title: `The buyer reported a problem with order #${id}`,
      body: message.slice(0, 200),
      link: '/artist-dashboard?tab=sales',
    },
    ...admins.map((userId) => ({
      userId,
      kind: 'order_update' as const,
      title: `Order #${id} flagged: the buyer reported a problem`,
      body: message.slice(0, 200),
      link: '/admin',
    })),
  ]);
  const [order] = await readPurchases(db, storage, { ids: [id] }, 'buyer');
  return order!;
}

export async function listFlaggedOrders({ db }: DbDeps, actor: Actor | null): Promise<FlaggedOrder[]> {
  requireAdmin(actor);
  const rows = await db('purchases as pu')
    .join('users as u', 'u.id', 'pu.user_id')
    .join('artists as a', 'a.id', 'pu.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .whereNotNull('pu.problem_reported_at')
    .whereNull('pu.problem_resolved_at')
    .orderBy('pu.problem_reported_at', 'desc')
    .limit(100)
    .select<
      Array<{
        id: number;
        status: Purchase['status'];
        buyer_name: string;
        email: string;
        artist_name: string;
        total_cents: string;
        problem: string;
        problem_reported_at: Date;
      }>
    >(
      'pu.id',
      'pu.status',
      db.raw("u.first_name || ' ' || u.last_name AS buyer_name"),
      'u.email',
      db.raw("coalesce(nullif(a.display_name, ''), au.first_name || ' ' || au.last_name) AS artist_name"),
      'pu.total_cents',
      'pu.problem',
      'pu.problem_reported_at',
    );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    buyerName: r.buyer_name,
    buyerEmail: r.email,
    artistName: r.artist_name,
    total: toDollars(r.total_cents)!,
    problem: r.problem,
    problemReportedAt: iso(r.problem_reported_at)!,
  }));
}

export async function resolveFlaggedOrder({ db }: DbDeps, actor: Actor | null, id: number): Promise<void> {
  requireAdmin(actor);
  const done = await db('purchases')
    .where({ id })
    .whereNotNull('problem_reported_at')
    .whereNull('problem_resolved_at')
    .update({ problem_resolved_at: db.fn.now(), updated_at: db.fn.now() });
  if (done === 0) throw new NotFoundError('Order');
}

/**
 * Housekeeping: orders shipped AUTO_DELIVER_DAYS ago that nobody confirmed become delivered (marked
 * so); both sides are told. Safe from several instances at once (each row changes once).
 */
export async function deliverUnconfirmed({ db }: DbDeps): Promise<number> {
  const rows = (await db('purchases')
    .where({ status: 'shipped' })
    .where('shipped_at', '<=', db.raw(`now() - interval '${AUTO_DELIVER_DAYS} days'`))
    .update({
      status: 'delivered',
      delivered_at: db.fn.now(),
      delivered_automatically: true,
      updated_at: db.fn.now(),
    })
    .returning(['id', 'user_id', 'artist_id'])) as Array<{ id: number; user_id: number; artist_id: number }>;
  if (rows.length === 0) return 0;
  const artists = await db('artists')
    .whereIn(
      'id',
      rows.map((r) => r.artist_id),
    )
    .select<Array<{ id: number; user_id: number }>>('id', 'user_id');
  const artistUser = new Map(artists.map((a) => [a.id, a.user_id]));
  await notify(
    db,
    rows.flatMap((r) => [
      {
        userId: r.user_id,
        kind: 'order_update' as const,
        title: `Order #${r.id} is now marked delivered`,
        body: `It shipped ${AUTO_DELIVER_DAYS} days ago. If it has not arrived, report a problem on the order.`,
        link: '/orders',
      },
      {
        userId: artistUser.get(r.artist_id)!,
        kind: 'order_update' as const,
        title: `Order #${r.id} is now marked delivered`,
        body: `${AUTO_DELIVER_DAYS} days after shipping, nobody having reported a problem.`,
        link: '/artist-dashboard?tab=sales',
      },
    ]),
  );
  return rows.length;
}
