import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/enums';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn } from '../../test/fixtures';

let t: TestApp;
let buyerId: number;

/** A checked-out order of `cents` in a status, paid at `paidAt` (null: never paid). */
async function purchase(
  artistId: number,
  cents: number,
  status: string,
  paidAt: Date | null,
  createdAt = new Date(),
  refund: { cents: number; dueAt?: Date; at?: Date } | null = null,
): Promise<void> {
  await t.db.knex('purchases').insert({
    user_id: buyerId,
    artist_id: artistId,
    status,
    items_cents: cents,
    shipping_cents: 1500,
    total_cents: cents + 1500,
    payment_method: 'invoice',
    shipping_address: JSON.stringify({ fullName: 'B', line1: 'x', city: 'y', postalCode: '1', country: 'z' }),
    paid_at: paidAt,
    created_at: createdAt,
    refunded_cents: refund?.cents ?? null,
    refund_due_at: refund?.dueAt ?? null,
    refunded_at: refund?.at ?? null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  buyerId = (await createUser(db)).id;
  const a = await createArtist(db);
  await createArtist(db);
  await createArtist(db, { approval_status: 'pending' });
  const gone = await createArtist(db, { approval_status: 'pending', deleted_at: new Date() });
  const w1 = await createArtwork(db, a.artistId);
  await createArtwork(db, a.artistId);
  await createArtwork(db, a.artistId, { approval_status: 'pending' });
  await createArtwork(db, a.artistId, { approval_status: 'pending', deleted_at: new Date() });
  await createArtwork(db, gone.artistId, { approval_status: 'pending' });

  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(monthStart.getTime() - 1000);
  await purchase(a.artistId, 100_000, 'paid', now); // $1,000.00 counts
  await purchase(a.artistId, 25_050, 'delivered', monthStart, lastMonth); // $250.50: paid on the month's first instant
  await purchase(a.artistId, 3_450, 'shipped', now); // $34.50 counts
  await purchase(a.artistId, 50_000, 'awaiting_payment', null); // not paid: excluded
  await purchase(a.artistId, 60_000, 'cancelled', null); // excluded
  await purchase(a.artistId, 65_000, 'expired', null); // excluded
  await purchase(a.artistId, 70_000, 'paid', lastMonth); // paid last month: excluded
  // Refunds (issue 25, point 3): paid and cancelled this month with its total refunded nets to 0.
  await purchase(a.artistId, 40_000, 'cancelled', now, now, { cents: 41_500, at: now });
  // Paid last month, its original returned and the refund owed this month: less $200.00.
  await purchase(a.artistId, 20_000, 'delivered', lastMonth, lastMonth, { cents: 20_000, dueAt: now });
  // A print refunded in part this month (sent): less $10.00.
  await purchase(a.artistId, 4_000, 'shipped', lastMonth, lastMonth, { cents: 1_000, dueAt: now, at: now });
  // Refunded last month: not this month's business.
  await purchase(a.artistId, 9_000, 'delivered', lastMonth, lastMonth, { cents: 9_000, at: lastMonth });
  // A payment that arrived after the order was cancelled (never paid here) and went back: excluded.
  await purchase(a.artistId, 8_000, 'cancelled', null, now, { cents: 9_500, at: now });
  // A cart reservation is not a sale.
  const [stock] = await db('stock_items')
    .insert({ artwork_id: w1.id, type: 'original', price_cents: 90_000 })
    .returning('id');
  await db('orders').insert({
    user_id: buyerId,
    artwork_id: w1.id,
    stock_item_id: stock.id,
    amount_cents: 90_000,
    status: 'pending',
    expires_at: new Date(Date.now() + 60_000),
  });
});
afterAll(() => t.close());

describe('GET /api/stats', () => {
  it('computes the dashboard figures from the data; sales count paid orders less refunds', async () => {
    const admin = await createUser(t.db.knex, { role: 'admin' });
    const res = await (await signIn(t, admin.email)).get('/api/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalArtists: 3,
      totalArtworks: 3,
      pendingApprovals: 2,
      monthlySales: 1075, // 1,000 + 250.50 + 34.50 - 200 - 10
    });
  });

  it.each<[Role | 'anonymous', number]>([
    ['anonymous', 401],
    ['user', 403],
    ['bus_admin', 403],
    ['admin', 200],
    ['app_admin', 200],
    ['super_admin', 200],
  ])('%s -> %i', async (role, status) => {
    const client =
      role === 'anonymous' ? t.client() : await signIn(t, (await createUser(t.db.knex, { role })).email);
    const res = await client.get('/api/stats');
    expect(res.status).toBe(status);
    if (status !== 200) expect(res.body.totalArtists).toBeUndefined();
  });
});
