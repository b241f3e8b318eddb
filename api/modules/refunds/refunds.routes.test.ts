import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

/** Refunds and returns paid by invoice (issue 25, point 3); by card: stripe-refunds.routes.test.ts. */
let t: TestApp;
let artist: FixtureUser & { artistId: number };
let asBuyer: TestClient;
let asStranger: TestClient;
let asArtist: TestClient;
let asOtherArtist: TestClient;
let asAdmin: TestClient;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};

/** A placed order of a fresh original at $200 (shipping $10), awaiting payment. */
async function placedOriginal(): Promise<{ id: number; stockItemId: number }> {
  await t.db.knex('orders').where({ status: 'pending' }).update({ status: 'paid' });
  const { id: artworkId } = await createArtwork(t.db.knex, artist.artistId);
  const [row] = await t.db
    .knex('stock_items')
    .insert({ artwork_id: artworkId, type: 'original', price_cents: 20_000, quantity: 1 })
    .returning('id');
  expect((await asBuyer.post('/api/orders', { artworkId, amount: 200 })).status).toBe(201);
  const res = await asBuyer.post('/api/checkout', { address, itemsTotal: 200 });
  expect(res.status).toBe(201);
  return { id: res.body.orders[0].id as number, stockItemId: (row as { id: number }).id };
}
const move = (id: number, status: string, extra: object = {}) =>
  asArtist.post(`/api/sales/${id}/status`, { status, ...extra });
const available = async (stockItemId: number) =>
  (await t.db.knex('stock_items').where({ id: stockItemId }).first('is_available')).is_available as boolean;
const monthlySales = async () => (await asAdmin.get('/api/stats')).body.monthlySales as number;
const titles = async (c: TestClient) =>
  ((await c.get('/api/notifications')).body as Array<{ title: string }>).map((n) => n.title);

/** Paid, shipped and confirmed received by the buyer. */
async function delivered(id: number) {
  expect((await move(id, 'paid')).status).toBe(200);
  expect((await move(id, 'shipped', { noTracking: true })).status).toBe(200);
  expect((await asBuyer.post(`/api/purchases/${id}/received`)).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ SHIPPING_FLAT_RATE: '10' });
  artist = await createArtist(t.db.knex, { display_name: 'Ines Prints' });
  const other = await createArtist(t.db.knex, { display_name: 'Someone Else' });
  const admin = await createUser(t.db.knex, { role: 'admin' });
  const buyer = await createUser(t.db.knex);
  const stranger = await createUser(t.db.knex);
  [asBuyer, asStranger, asArtist, asOtherArtist, asAdmin] = await Promise.all([
    signIn(t, buyer.email),
    signIn(t, stranger.email),
    signIn(t, artist.email),
    signIn(t, other.email),
    signIn(t, admin.email),
  ]);
});
afterAll(() => t.close());

describe('a paid invoice order cancelled by the artist', () => {
  it('is owed back (Refund due) until the artist records it sent; only its artist can do either', async () => {
    const { id, stockItemId } = await placedOriginal();
    expect((await asArtist.post(`/api/sales/${id}/refund`)).status).toBe(409); // not paid yet
    const before = await monthlySales();
    expect((await move(id, 'paid')).status).toBe(200);
    expect(await monthlySales()).toBe(before + 200);

    for (const other of [asStranger, asBuyer, asOtherArtist, asAdmin])
      expect((await other.post(`/api/sales/${id}/refund`)).status).toBe(404);
    const res = await asArtist.post(`/api/sales/${id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundedAmount: 210, refundedAt: null });
    expect(res.body.refundDueAt).toEqual(expect.any(String));
    expect(await available(stockItemId)).toBe(true);
    // Owed is subtracted: the admin's monthly sales are back where they were.
    expect(await monthlySales()).toBe(before);
    const mine = (await asBuyer.get(`/api/purchases/${id}`)).body;
    expect(mine).toMatchObject({ status: 'cancelled', refundedAmount: 210, refundedAt: null });
    expect(await titles(asBuyer)).toContain(`Order #${id}: the artist owes you a refund of $210.00`);
    // Another artist never sees it among their sales.
    expect(
      ((await asOtherArtist.get('/api/sales')).body as Array<{ id: number }>).map((s) => s.id),
    ).not.toContain(id);

    for (const other of [asStranger, asBuyer, asOtherArtist, asAdmin])
      expect((await other.post(`/api/sales/${id}/refund-sent`)).status).toBe(404);
    const sent = await asArtist.post(`/api/sales/${id}/refund-sent`);
    expect(sent.status).toBe(200);
    expect(sent.body.refundedAt).toEqual(expect.any(String));
    expect((await asBuyer.get(`/api/purchases/${id}`)).body.refundedAt).toBe(sent.body.refundedAt);
    expect(await titles(asBuyer)).toContain(`Order #${id}: the artist sent your refund of $210.00`);
    const again = await asArtist.post(`/api/sales/${id}/refund-sent`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This refund is already recorded');
    expect(await monthlySales()).toBe(before);
  });
});

describe('a returned original', () => {
  it('is asked for by its buyer, accepted, received: for sale again and its price (not shipping) owed back', async () => {
    const { id, stockItemId } = await placedOriginal();
    const early = await asBuyer.post(`/api/purchases/${id}/return`, { reason: 'It does not fit the room.' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('An order can be returned once it has been delivered.');
    await delivered(id);
    const before = await monthlySales();

    const ask = (c: TestClient, reason = 'The colours are not what I expected.') =>
      c.post(`/api/purchases/${id}/return`, { reason });
    for (const other of [asStranger, asArtist, asOtherArtist, asAdmin])
      expect((await ask(other)).status).toBe(404);
    expect((await ask(asBuyer, 'Meh')).status).toBe(400);
    const asked = await ask(asBuyer);
    expect(asked.status).toBe(200);
    expect(asked.body.return).toMatchObject({
      reason: 'The colours are not what I expected.',
      acceptedAt: null,
    });
    expect((await ask(asBuyer)).status).toBe(409);
    expect(await titles(asArtist)).toContain(`Order #${id}: the buyer asks to return the original`);
    const thread = (await asArtist.get(`/api/purchases/${id}/messages`)).body as Array<{ body: string }>;
    expect(thread.map((m) => m.body)).toContain('Return requested: The colours are not what I expected.');

    // Received before it is accepted: refused.
    expect((await asArtist.post(`/api/sales/${id}/return-received`)).status).toBe(409);
    for (const other of [asStranger, asBuyer, asOtherArtist, asAdmin])
      expect((await other.post(`/api/sales/${id}/return`, { accept: true })).status).toBe(404);
    const accepted = await asArtist.post(`/api/sales/${id}/return`, { accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.return.acceptedAt).toEqual(expect.any(String));
    expect(await titles(asBuyer)).toContain(`Order #${id}: your return is accepted`);
    expect(await available(stockItemId)).toBe(false);

    for (const other of [asStranger, asBuyer, asOtherArtist, asAdmin])
      expect((await other.post(`/api/sales/${id}/return-received`)).status).toBe(404);
    const received = await asArtist.post(`/api/sales/${id}/return-received`);
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 'delivered', refundedAmount: 200, refundedAt: null });
    expect(received.body.return.receivedAt).toEqual(expect.any(String));
    expect(received.body.refundDueAt).toEqual(expect.any(String));
    expect(await available(stockItemId)).toBe(true);
    expect(await monthlySales()).toBe(before - 200);
    expect((await asArtist.post(`/api/sales/${id}/return-received`)).status).toBe(409);
  });

  it('is refused 14 days after delivery with the dates, and a declined one says why', async () => {
    const late = await placedOriginal();
    await delivered(late.id);
    await t.db
      .knex('purchases')
      .where({ id: late.id })
      .update({ delivered_at: t.db.knex.raw("now() - interval '15 days'") });
    const res = await asBuyer.post(`/api/purchases/${late.id}/return`, {
      reason: 'I changed my mind about it.',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^Returns are accepted within 14 days of delivery: this order was delivered on \d{4}-\d{2}-\d{2}, so the last day was \d{4}-\d{2}-\d{2}\./,
    );

    const other = await placedOriginal();
    await delivered(other.id);
    expect(
      (await asBuyer.post(`/api/purchases/${other.id}/return`, { reason: 'I changed my mind about it.' }))
        .status,
    ).toBe(200);
    expect((await asArtist.post(`/api/sales/${other.id}/return`, { accept: false })).status).toBe(400);
    const declined = await asArtist.post(`/api/sales/${other.id}/return`, {
      accept: false,
      note: 'It was sold as described; happy to talk.',
    });
    expect(declined.status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${other.id}`)).body.return).toMatchObject({
      declineNote: 'It was sold as described; happy to talk.',
    });
    expect((await asArtist.post(`/api/sales/${other.id}/return`, { accept: true })).status).toBe(409);
  });
});

describe('a refunded print', () => {
  it('is refunded by its artist once shipped, up to its total; the order keeps its status', async () => {
    const { id: artworkId } = await createArtwork(t.db.knex, artist.artistId);
    const [row] = await t.db
      .knex('stock_items')
      .insert({ artwork_id: artworkId, type: 'print', price_cents: 4000, quantity: 5, dimensions: 'A3' })
      .returning('id');
    const stockItemId = (row as { id: number }).id;
    const add = await asBuyer.post('/api/cart/stock-prints', { stockItemId, quantity: 2, unitPrice: 40 });
    expect(add.status).toBe(201);
    const cart = (await asBuyer.get('/api/cart')).body;
    const placed = await asBuyer.post('/api/checkout', {
      address,
      itemsTotal: cart.itemsTotal,
      cartVersion: cart.version,
    });
    const id = placed.body.orders[0].id as number;
    expect((await move(id, 'paid')).status).toBe(200);
    const early = await asArtist.post(`/api/sales/${id}/refunds`, { amount: 40 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This order has not shipped: cancel and refund it instead');
    expect((await move(id, 'shipped', { tracking: 'Royal Mail RM1' })).status).toBe(200);
    const before = await monthlySales();

    for (const other of [asStranger, asBuyer, asOtherArtist, asAdmin])
      expect((await other.post(`/api/sales/${id}/refunds`, { amount: 40 })).status).toBe(404);
    const over = await asArtist.post(`/api/sales/${id}/refunds`, { amount: 95 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("Refund between $0.01 and the order's total, $90.00");
    const res = await asArtist.post(`/api/sales/${id}/refunds`, { amount: 40 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'shipped', refundedAmount: 40, refundedAt: null });
    expect(await monthlySales()).toBe(before - 40);
    expect((await asArtist.post(`/api/sales/${id}/refunds`, { amount: 10 })).status).toBe(409);
    expect((await asArtist.post(`/api/sales/${id}/refund-sent`)).status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${id}`)).body).toMatchObject({
      status: 'shipped',
      refundedAmount: 40,
    });
  });
});
