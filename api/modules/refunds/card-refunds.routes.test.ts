import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createArtwork, createUser, signIn } from '../../test/fixtures';
import { connectArtist, startStripeWorld, type StripeWorld } from '../../test/stripe-fixtures';
import type { TestClient } from '../../test/test-client';

/** Refunds, returns and Stripe's page again for orders paid by card (issue 25, points 2 and 3). */
let w: StripeWorld;
let artists: Array<{ artistId: number; client: TestClient }>;
let asBuyer: TestClient;
let asStranger: TestClient;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};
const sessionOf = (url: string) => url.split('/').pop()!;

async function inCart(artistId: number, price: number): Promise<number> {
  // Frees the buyer's reservation slots (3 at once) held by orders placed earlier.
  await w.t.db
    .knex('orders')
    .where({ status: 'pending' })
    .whereNotNull('purchase_id')
    .update({ status: 'paid' });
  const { id } = await createArtwork(w.t.db.knex, artistId);
  const [row] = await w.t.db
    .knex('stock_items')
    .insert({ artwork_id: id, type: 'original', price_cents: price * 100, quantity: 1, is_available: true })
    .returning('id');
  expect((await asBuyer.post('/api/orders', { artworkId: id, amount: price })).status).toBe(201);
  return (row as { id: number }).id;
}
async function payByCard(itemsTotal: number) {
  const res = await asBuyer.post('/api/checkout', { address, itemsTotal, paymentMethod: 'card' });
  expect(res.status).toBe(201);
  return res.body as { orders: Array<{ id: number }>; redirectUrl: string };
}
/** An original of artist A at `price`, paid by card through the webhook; answers the order id. */
async function paidOrder(price: number): Promise<{ id: number; stockItemId: number }> {
  const stockItemId = await inCart(artists[0]!.artistId, price);
  const placed = await payByCard(price);
  expect((await w.send(w.stripe.completeSession(sessionOf(placed.redirectUrl)))).status).toBe(200);
  return { id: placed.orders[0]!.id, stockItemId };
}
const asArtist = () => artists[0]!.client;
const move = (id: number, status: string, extra: object = {}) =>
  asArtist().post(`/api/sales/${id}/status`, { status, ...extra });
const lastCall = (path: string) => w.stripe.requests.filter((r) => r.path.endsWith(path)).at(-1)!;

beforeAll(async () => {
  w = await startStripeWorld();
  artists = [];
  for (const name of ['Artist A', 'Artist B']) {
    const a = await createArtist(w.t.db.knex, { display_name: name });
    artists.push({ artistId: a.artistId, client: await signIn(w.t, a.email) });
  }
  asBuyer = await signIn(w.t, (await createUser(w.t.db.knex)).email);
  asStranger = await signIn(w.t, (await createUser(w.t.db.knex)).email);
  await w.t.db.knex('users').update({ created_at: w.t.db.knex.raw("now() - interval '1 day'") });
  for (const a of artists) await connectArtist(w, a.client);
});
afterAll(() => w?.close());

describe('a card-paid original returned', () => {
  it('is refunded to the card when the artist marks it received: its price, with the transfer reversed in proportion', async () => {
    const { id, stockItemId } = await paidOrder(500);
    expect((await move(id, 'shipped', { noTracking: true })).status).toBe(200);
    expect((await asBuyer.post(`/api/purchases/${id}/received`)).status).toBe(200);
    const reason = 'Smaller than I imagined on the wall.';
    expect((await asBuyer.post(`/api/purchases/${id}/return`, { reason })).status).toBe(200);
    expect((await asArtist().post(`/api/sales/${id}/return`, { accept: true })).status).toBe(200);
    expect((await artists[1]!.client.post(`/api/sales/${id}/return-received`)).status).toBe(404);

    const res = await asArtist().post(`/api/sales/${id}/return-received`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refundedAmount: 500, refundDueAt: null });
    expect(res.body.refundedAt).toEqual(expect.any(String));
    expect(lastCall('/v1/refunds').body).toMatchObject({ amount: '50000' });
    // The transfer was $515 less 10% = 46,350 cents; 500/515 of it comes back.
    expect(lastCall('/reversals').body).toMatchObject({
      amount: String(Math.round((46_350 * 50_000) / 51_500)),
    });
    const stock = await w.t.db.knex('stock_items').where({ id: stockItemId }).first('is_available');
    expect(stock.is_available).toBe(true);
    const news = ((await asBuyer.get('/api/notifications')).body as Array<{ title: string }>).map(
      (n) => n.title,
    );
    expect(news).toContain(`Order #${id}: $500.00 refunded to your card`);

    // Stripe then says the charge was refunded in part: already recorded, nothing changes.
    const row = await w.t.db.knex('purchases').where({ id }).first('stripe_payment_intent_id', 'refunded_at');
    const event = w.stripe.refundedInDashboard(row.stripe_payment_intent_id) as {
      data: { object: { amount_refunded: number } };
    };
    event.data.object.amount_refunded = 50_000;
    expect((await w.send(event)).status).toBe(200);
    const after = (await asBuyer.get(`/api/purchases/${id}`)).body;
    expect(after).toMatchObject({ refundedAmount: 500, refundedAt: res.body.refundedAt });
  });
});

describe('a shipped card order refunded in part', () => {
  it('refunds the amount asked through Stripe, once', async () => {
    const { id } = await paidOrder(200);
    expect((await move(id, 'shipped', { tracking: 'DHL 123' })).status).toBe(200);
    const res = await asArtist().post(`/api/sales/${id}/refunds`, { amount: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'shipped', refundedAmount: 50 });
    expect(res.body.refundedAt).toEqual(expect.any(String));
    expect(lastCall('/v1/refunds').body).toMatchObject({ amount: '5000' });
    expect((await asArtist().post(`/api/sales/${id}/refunds`, { amount: 10 })).status).toBe(409);
    // A card refund is not recorded by hand.
    expect((await asArtist().post(`/api/sales/${id}/refund-sent`)).status).toBe(409);
  });
});

describe("Stripe's payment page again (POST /api/purchases/:id/card-payment)", () => {
  it('is the same page while it is open, a new one once Stripe closed it; only for its buyer', async () => {
    await inCart(artists[0]!.artistId, 120);
    const placed = await payByCard(120);
    const id = placed.orders[0]!.id;
    for (const other of [asStranger, artists[0]!.client, artists[1]!.client])
      expect((await other.post(`/api/purchases/${id}/card-payment`)).status).toBe(404);
    const same = await asBuyer.post(`/api/purchases/${id}/card-payment`);
    expect(same.status).toBe(200);
    expect(same.body.redirectUrl).toBe(placed.redirectUrl);

    w.stripe.expireSession(sessionOf(placed.redirectUrl));
    const fresh = await asBuyer.post(`/api/purchases/${id}/card-payment`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.redirectUrl).not.toBe(placed.redirectUrl);
    expect(w.stripe.sessions.get(sessionOf(fresh.body.redirectUrl))).toMatchObject({
      status: 'open',
      amount_total: 13_500,
    });
    // Paid on the new page: the order is paid; the page is not offered again.
    expect((await w.send(w.stripe.completeSession(sessionOf(fresh.body.redirectUrl)))).status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${id}`)).body.status).toBe('paid');
    const done = await asBuyer.post(`/api/purchases/${id}/card-payment`);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('This order is not waiting for a card payment');
  });

  it('closes a page that also charged an order cancelled since, and opens one for the rest', async () => {
    await inCart(artists[0]!.artistId, 100);
    await inCart(artists[1]!.artistId, 60);
    const placed = await payByCard(160);
    const [a, b] = [...placed.orders].sort((x, y) => x.id - y.id);
    expect((await asBuyer.post(`/api/purchases/${a!.id}/cancel`)).status).toBe(200);
    const res = await asBuyer.post(`/api/purchases/${b!.id}/card-payment`);
    expect(res.status).toBe(200);
    expect(w.stripe.sessions.get(sessionOf(placed.redirectUrl))).toMatchObject({ status: 'expired' });
    expect(w.stripe.sessions.get(sessionOf(res.body.redirectUrl))).toMatchObject({ amount_total: 7_500 });
  });
});
