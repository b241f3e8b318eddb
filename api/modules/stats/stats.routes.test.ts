import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/enums';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn } from '../../test/fixtures';

let t: TestApp;
let buyerId: number;

/** A stock item, an order for it and a print order, at a given time. */
async function sale(artworkId: number, cents: number, createdAt: Date, status = 'pending'): Promise<void> {
  const db = t.db.knex;
  const [stock] = await db('stock_items')
    .insert({ artwork_id: artworkId, type: 'original', price_cents: cents })
    .returning('id');
  await db('orders').insert({
    user_id: buyerId,
    artwork_id: artworkId,
    stock_item_id: stock.id,
    amount_cents: cents,
    status,
    created_at: createdAt,
  });
}
async function printSale(artworkId: number, totalCents: number, createdAt: Date): Promise<void> {
  const db = t.db.knex;
  const [product] = await db('pod_products')
    .insert({ artwork_id: artworkId, external_id: `p-${totalCents}`, name: 'Poster' })
    .returning('id');
  await db('pod_orders').insert({
    user_id: buyerId,
    artwork_id: artworkId,
    pod_product_id: product.id,
    variant_id: 'v',
    quantity: 1,
    unit_price_cents: totalCents,
    total_cents: totalCents,
    created_at: createdAt,
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
  await sale(w1.id, 100_000, now); // $1,000.00 counts
  await sale(w1.id, 25_050, monthStart); // $250.50 counts: the first instant of the month
  await sale(w1.id, 50_000, now, 'cancelled'); // cancelled: excluded
  await sale(w1.id, 70_000, lastMonth); // last month: excluded
  await printSale(w1.id, 3_450, now); // $34.50 counts
  await printSale(w1.id, 9_900, lastMonth); // excluded
});
afterAll(() => t.close());

describe('GET /api/stats', () => {
  it('computes the dashboard figures from the data', async () => {
    const admin = await createUser(t.db.knex, { role: 'admin' });
    const res = await (await signIn(t, admin.email)).get('/api/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalArtists: 3,
      totalArtworks: 3,
      pendingApprovals: 2,
      monthlySales: 1285,
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
