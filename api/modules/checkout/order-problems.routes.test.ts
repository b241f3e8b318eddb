import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';
import { housekeeping } from '../../jobs/housekeeping';

let t: TestApp;
let artist: FixtureUser & { artistId: number };
let admin: FixtureUser;
let asBuyer: TestClient;
let asStranger: TestClient;
let asArtist: TestClient;
let asAdmin: TestClient;

const address = (country: string) => ({
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Porto',
  postalCode: '4000-123',
  country,
});

/** A placed order of a fresh original, awaiting payment. */
async function placed(): Promise<number> {
  // Frees the buyer's reservation slots (3 at once; their own test is orders.limits.test.ts).
  await t.db.knex('orders').where({ status: 'pending' }).update({ status: 'paid' });
  const { id } = await createArtwork(t.db.knex, artist.artistId);
  await t.db
    .knex('stock_items')
    .insert({ artwork_id: id, type: 'original', price_cents: 20_000, quantity: 1 });
  expect((await asBuyer.post('/api/orders', { artworkId: id, amount: 200 })).status).toBe(201);
  const res = await asBuyer.post('/api/checkout', { address: address('PT'), itemsTotal: 200 });
  expect(res.status).toBe(201);
  return res.body.orders[0].id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t.db.knex, { display_name: 'Ines Prints' });
  admin = await createUser(t.db.knex, { role: 'admin' });
  const buyer = await createUser(t.db.knex);
  const stranger = await createUser(t.db.knex);
  [asBuyer, asStranger, asArtist, asAdmin] = await Promise.all([
    signIn(t, buyer.email),
    signIn(t, stranger.email),
    signIn(t, artist.email),
    signIn(t, admin.email),
  ]);
});
afterAll(() => t.close());

describe('addresses', () => {
  it('take a country from the list (a code) and show its name on the invoice', async () => {
    const id = await placed();
    const order = (await asBuyer.get(`/api/purchases/${id}`)).body;
    expect(order.shippingAddress.country).toBe('PT');
    const { id: other } = await createArtwork(t.db.knex, artist.artistId);
    await t.db
      .knex('stock_items')
      .insert({ artwork_id: other, type: 'original', price_cents: 1000, quantity: 1 });
    await asBuyer.post('/api/orders', { artworkId: other, amount: 10 });
    const res = await asBuyer.post('/api/checkout', { address: address('Portugal'), itemsTotal: 10 });
    expect(res.status).toBe(400);
    expect(res.body.fields['address.country']).toBe('Choose a country from the list');
    await asBuyer.delete(`/api/cart/originals/${(await asBuyer.get('/api/cart')).body.items[0].id}`);
  });
});

describe('POST /api/purchases/:id/problem', () => {
  it('writes to the order thread, flags the order to the admins and tells them', async () => {
    const id = await placed();
    const message = 'The frame arrived cracked in one corner.';
    expect((await asStranger.post(`/api/purchases/${id}/problem`, { message })).status).toBe(404);
    expect((await asArtist.post(`/api/purchases/${id}/problem`, { message })).status).toBe(404);
    const res = await asBuyer.post(`/api/purchases/${id}/problem`, { message });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ problem: message, problemReportedAt: expect.any(String) });
    const thread = await asArtist.get(`/api/purchases/${id}/messages`);
    expect(thread.body.at(-1)).toMatchObject({ from: 'buyer', body: `Problem reported: ${message}` });
    const flagged = await asAdmin.get('/api/admin/flagged-orders');
    expect(flagged.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, problem: message, artistName: 'Ines Prints' })]),
    );
    const told = await t.db.knex('notifications').where({ user_id: admin.id }).orderBy('id', 'desc').first();
    expect(told.title).toBe(`Order #${id} flagged: the buyer reported a problem`);
    expect((await asStranger.get('/api/admin/flagged-orders')).status).toBe(403);

    expect((await asAdmin.post(`/api/admin/flagged-orders/${id}/resolve`)).status).toBe(204);
    const after = (await asAdmin.get('/api/admin/flagged-orders')).body as Array<{ id: number }>;
    expect(after.map((o) => o.id)).not.toContain(id);
  });

  it('needs a few words', async () => {
    const id = await placed();
    const res = await asBuyer.post(`/api/purchases/${id}/problem`, { message: 'bad' });
    expect(res.status).toBe(400);
  });
});

describe('unconfirmed shipped orders', () => {
  it('become delivered 14 days after shipping, and both sides are told', async () => {
    const recent = await placed();
    const old = await placed();
    for (const id of [recent, old]) {
      expect((await asArtist.post(`/api/sales/${id}/status`, { status: 'paid' })).status).toBe(200);
      const shipped = await asArtist.post(`/api/sales/${id}/status`, {
        status: 'shipped',
        tracking: 'DHL 123',
      });
      expect(shipped.status).toBe(200);
    }
    await t.db
      .knex('purchases')
      .where({ id: old })
      .update({ shipped_at: t.db.knex.raw("now() - interval '14 days 1 minute'") });
    await t.db
      .knex('purchases')
      .where({ id: recent })
      .update({ shipped_at: t.db.knex.raw("now() - interval '13 days'") });
    expect((await housekeeping(t.db.knex)).deliveredUnconfirmed).toBe(1);
    const oldOrder = (await asBuyer.get(`/api/purchases/${old}`)).body;
    expect(oldOrder).toMatchObject({ status: 'delivered', deliveredAutomatically: true });
    expect((await asBuyer.get(`/api/purchases/${recent}`)).body.status).toBe('shipped');
    const note = await t.db
      .knex('notifications')
      .where({ user_id: artist.id, title: `Order #${old} is now marked delivered` })
      .first();
    expect(note).toBeTruthy();
    expect((await housekeeping(t.db.knex)).deliveredUnconfirmed).toBe(0);
  });
});
