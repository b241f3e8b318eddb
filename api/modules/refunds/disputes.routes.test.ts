import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createArtwork, createUser, signIn } from '../../test/fixtures';
import { connectArtist, startStripeWorld, type StripeWorld } from '../../test/stripe-fixtures';
import type { TestClient } from '../../test/test-client';

/**
 * Card disputes (issue 25, point 3): Stripe's `charge.dispute.*` events, signed with the package's
 * test-header helper, on orders paid by card through the local stand-in; what each side and the
 * admin then read; one refund per order; a returned original back on sale.
 */
let w: StripeWorld;
let artists: Array<{ artistId: number; userId: number; client: TestClient }>;
let asBuyer: TestClient;
let asOtherBuyer: TestClient;
let asStranger: TestClient;
let asAdmin: TestClient;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};
const sessionOf = (url: string) => url.split('/').pop()!;

/** An original of artist `a` at `price` in the buyer's cart; answers its artwork id. */
async function inCart(a: number, price: number): Promise<number> {
  await w.t.db
    .knex('orders')
    .where({ status: 'pending' })
    .whereNotNull('purchase_id')
    .update({ status: 'paid' });
  const { id } = await createArtwork(w.t.db.knex, artists[a]!.artistId);
  await w.t.db
    .knex('stock_items')
    .insert({ artwork_id: id, type: 'original', price_cents: price * 100, quantity: 1, is_available: true });
  expect((await asBuyer.post('/api/orders', { artworkId: id, amount: price })).status).toBe(201);
  return id;
}
/** Orders paid by card in one Checkout Session; answers their ids and the PaymentIntent. */
async function paid(itemsTotal: number): Promise<{ ids: number[]; intent: string }> {
  const res = await asBuyer.post('/api/checkout', { address, itemsTotal, paymentMethod: 'card' });
  expect(res.status).toBe(201);
  expect((await w.send(w.stripe.completeSession(sessionOf(res.body.redirectUrl)))).status).toBe(200);
  const ids = (res.body.orders as Array<{ id: number }>).map((o) => o.id).sort((x, y) => x - y);
  const row = await w.t.db.knex('purchases').where({ id: ids[0] }).first('stripe_payment_intent_id');
  return { ids, intent: row.stripe_payment_intent_id as string };
}
const sale = async (c: TestClient, id: number) =>
  ((await c.get('/api/sales')).body as Array<{ id: number }>).find((s) => s.id === id) as
    Record<string, unknown> | undefined;
const monthlySales = async () => (await asAdmin.get('/api/stats')).body.monthlySales as number;
const titles = async (c: TestClient) =>
  ((await c.get('/api/notifications')).body as Array<{ title: string }>).map((n) => n.title);

beforeAll(async () => {
  w = await startStripeWorld();
  artists = [];
  for (const name of ['Artist A', 'Artist B']) {
    const a = await createArtist(w.t.db.knex, { display_name: name });
    artists.push({ artistId: a.artistId, userId: a.id, client: await signIn(w.t, a.email) });
  }
  asBuyer = await signIn(w.t, (await createUser(w.t.db.knex)).email);
  asOtherBuyer = await signIn(w.t, (await createUser(w.t.db.knex)).email);
  asStranger = await signIn(w.t, (await createUser(w.t.db.knex)).email);
  asAdmin = await signIn(w.t, (await createUser(w.t.db.knex, { role: 'admin' })).email);
  await w.t.db.knex('users').update({ created_at: w.t.db.knex.raw("now() - interval '1 day'") });
  for (const a of artists) await connectArtist(w, a.client);
});
afterAll(() => w?.close());

describe('a card dispute opened, reviewed and lost', () => {
  it('shows on both sides of the order, tells the artist, takes their share back and lowers the monthly sales', async () => {
    const artworkId = await inCart(0, 300);
    const { ids, intent } = await paid(300);
    const id = ids[0]!;
    const before = await monthlySales();
    const created = w.stripe.dispute(intent, 'created', 'needs_response', { reason: 'product_not_received' });
    expect((await w.send(created)).status).toBe(200);
    // Stripe retries: the same event is applied once.
    expect((await w.send(created)).status).toBe(200);

    const dispute = { status: 'needs_response', reason: 'product_not_received', amount: 315, closedAt: null };
    expect(await sale(artists[0]!.client, id)).toMatchObject({ dispute });
    expect((await asBuyer.get(`/api/purchases/${id}`)).body).toMatchObject({ dispute });
    const news = (await titles(artists[0]!.client)).filter((t) => t.includes('disputes the card payment'));
    expect(news).toEqual([`Order #${id}: the buyer's bank disputes the card payment ($315.00)`]);
    // By mail too (the notifications module queues it; sent unless read in the app first).
    const mails = await w.t.db
      .knex('mail_outbox')
      .where({ kind: 'notification', user_id: artists[0]!.userId });
    expect(mails.map((m) => (m.data as { title: string }).title)).toContain(news[0]);

    // Nobody else sees it: not another artist, not a stranger.
    expect(await sale(artists[1]!.client, id)).toBeUndefined();
    expect((await artists[1]!.client.get(`/api/purchases/${id}`)).status).toBe(404);
    expect((await asStranger.get(`/api/purchases/${id}`)).status).toBe(404);
    expect((await artists[1]!.client.post(`/api/sales/${id}/refund`)).status).toBe(404);

    // While the bank decides, the artist cannot refund it as well.
    const refund = await artists[0]!.client.post(`/api/sales/${id}/refund`);
    expect(refund.status).toBe(409);
    expect(refund.body.message).toMatch(/bank disputes this payment/);

    expect((await w.send(w.stripe.dispute(intent, 'updated', 'under_review'))).status).toBe(200);
    expect(await sale(artists[0]!.client, id)).toMatchObject({ dispute: { status: 'under_review' } });
    expect(await monthlySales()).toBe(before);

    expect((await w.send(w.stripe.dispute(intent, 'closed', 'lost'))).status).toBe(200);
    const after = (await asBuyer.get(`/api/purchases/${id}`)).body;
    expect(after.dispute).toMatchObject({ status: 'lost', amount: 315 });
    expect(after.dispute.closedAt).toEqual(expect.any(String));
    // The artist's transfer ($315 less 10% = 28,350 cents) is reversed in full, once.
    const reversals = w.stripe.requests.filter((r) => r.path.endsWith('/reversals'));
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.body).toMatchObject({ amount: '28350' });
    expect(reversals[0]!.idempotencyKey).toBe(`reversal-dispute-purchase-${id}`);
    expect(await titles(artists[0]!.client)).toContain(`Order #${id}: the card dispute was lost`);
    // It had not shipped: the buyer has their money back, so it is cancelled on both sides, cannot be
    // marked shipped, and the original is for sale again.
    expect(after.status).toBe('cancelled');
    expect(await sale(artists[0]!.client, id)).toMatchObject({ status: 'cancelled' });
    expect(await titles(asBuyer)).toContain(`Order #${id} was cancelled`);
    const ship = await artists[0]!.client.post(`/api/sales/${id}/status`, {
      status: 'shipped',
      noTracking: true,
    });
    expect(ship.status).toBe(409);
    expect((await asOtherBuyer.post('/api/orders', { artworkId, amount: 300 })).status).toBe(201);
    await w.t.db
      .knex('orders')
      .where({ artwork_id: artworkId, status: 'pending' })
      .update({ status: 'cancelled' });
    // Money back like a refund: the items ($300; shipping is not a sale) leave this month's sales.
    expect(await monthlySales()).toBe(before - 300);
    // An update arriving after the close (Stripe does not promise the order) changes nothing.
    expect((await w.send(w.stripe.dispute(intent, 'updated', 'under_review'))).status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${id}`)).body.dispute.status).toBe('lost');

    const list = await asAdmin.get('/api/admin/disputes');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ orderId: id, status: 'lost', amount: 315, artistName: 'Artist A' });
    for (const c of [asBuyer, asStranger, artists[0]!.client])
      expect((await c.get('/api/admin/disputes')).status).toBe(403);
  });
});

describe('a dispute on a payment of two artists’ orders, won', () => {
  it('is shared in proportion to their totals, takes nothing back and leaves the sales as they were', async () => {
    await inCart(0, 100);
    await inCart(1, 200);
    const { ids, intent } = await paid(300);
    const before = await monthlySales();
    const reversals = w.stripe.requests.filter((r) => r.path.endsWith('/reversals')).length;
    expect(
      (await w.send(w.stripe.dispute(intent, 'created', 'needs_response', { amount: 6_000 }))).status,
    ).toBe(200);
    // $60 disputed of $330 paid ($115 and $215 with shipping).
    expect(await sale(artists[0]!.client, ids[0]!)).toMatchObject({ dispute: { amount: 20.91 } });
    expect(await sale(artists[1]!.client, ids[1]!)).toMatchObject({ dispute: { amount: 39.09 } });
    expect(await sale(artists[0]!.client, ids[1]!)).toBeUndefined();

    expect((await w.send(w.stripe.dispute(intent, 'closed', 'won'))).status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${ids[1]}`)).body.dispute).toMatchObject({ status: 'won' });
    expect(await titles(artists[1]!.client)).toContain(
      `Order #${ids[1]}: the card dispute is closed in your favour`,
    );
    expect(w.stripe.requests.filter((r) => r.path.endsWith('/reversals'))).toHaveLength(reversals);
    expect(await monthlySales()).toBe(before);
  });
});

describe('one refund per order', () => {
  it('refuses a second refund with a 409 that says what was given back and what to do', async () => {
    await inCart(0, 80);
    const { ids } = await paid(80);
    const id = ids[0]!;
    const asArtist = artists[0]!.client;
    expect(
      (await asArtist.post(`/api/sales/${id}/status`, { status: 'shipped', noTracking: true })).status,
    ).toBe(200);
    expect((await asArtist.post(`/api/sales/${id}/refunds`, { amount: 30 })).status).toBe(200);
    const again = await asArtist.post(`/api/sales/${id}/refunds`, { amount: 50 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REFUNDED');
    expect(again.body.message).toMatch(
      /^This order was already refunded \$30\.00 on \d{4}-\d\d-\d\d, and an order is refunded once\. If more is owed, settle it with the buyer in the order's messages\.$/,
    );
    expect((await artists[1]!.client.post(`/api/sales/${id}/refunds`, { amount: 5 })).status).toBe(404);
    expect((await asStranger.post(`/api/sales/${id}/refunds`, { amount: 5 })).status).toBe(404);
  });
});

describe('a returned original', () => {
  it('is marked received: the order says so on both sides and another buyer can reserve the artwork', async () => {
    const artworkId = await inCart(0, 150);
    const { ids } = await paid(150);
    const id = ids[0]!;
    const asArtist = artists[0]!.client;
    expect(
      (await asArtist.post(`/api/sales/${id}/status`, { status: 'shipped', noTracking: true })).status,
    ).toBe(200);
    expect((await asBuyer.post(`/api/purchases/${id}/received`)).status).toBe(200);
    expect(
      (await asBuyer.post(`/api/purchases/${id}/return`, { reason: 'It is too large for my room.' })).status,
    ).toBe(200);
    expect((await asOtherBuyer.post('/api/orders', { artworkId, amount: 150 })).status).toBe(409);
    expect((await asArtist.post(`/api/sales/${id}/return`, { accept: true })).status).toBe(200);
    const received = await asArtist.post(`/api/sales/${id}/return-received`);
    expect(received.status).toBe(200);
    const mine = (await asBuyer.get(`/api/purchases/${id}`)).body;
    for (const order of [received.body, mine, await sale(asArtist, id)])
      expect(order).toMatchObject({ refundedAmount: 150, return: { receivedAt: expect.any(String) } });
    expect((await asOtherBuyer.post('/api/orders', { artworkId, amount: 150 })).status).toBe(201);
  });
});
