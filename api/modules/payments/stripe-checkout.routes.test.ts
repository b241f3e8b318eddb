import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createArtwork, createUser, signIn } from '../../test/fixtures';
import { connectArtist, startStripeWorld, type StripeWorld } from '../../test/stripe-fixtures';
import type { TestClient } from '../../test/test-client';

let w: StripeWorld;
let artists: Array<{ artistId: number; client: TestClient; account: string | null }>;
let asBuyer: TestClient;
let asStranger: TestClient;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};

/** An original of `artistId` at `price` dollars, in the buyer's cart; answers the artwork id. */
async function inCart(artistId: number, price: number): Promise<number> {
  const { id } = await createArtwork(w.t.db.knex, artistId);
  await w.t.db.knex('stock_items').insert({
    artwork_id: id,
    type: 'original',
    price_cents: price * 100,
    quantity: 1,
    is_available: true,
  });
  expect((await asBuyer.post('/api/orders', { artworkId: id, amount: price })).status).toBe(201);
  return id;
}

async function payByCard(itemsTotal: number) {
  return asBuyer.post('/api/checkout', { address, itemsTotal, paymentMethod: 'card' });
}

const sessionOf = (url: string) => url.split('/').pop()!;
const status = async (id: number) => (await asBuyer.get(`/api/purchases/${id}`)).body.status;

beforeAll(async () => {
  w = await startStripeWorld();
  artists = [];
  for (const name of ['Artist A', 'Artist B', 'Artist C']) {
    const a = await createArtist(w.t.db.knex, { display_name: name });
    artists.push({ artistId: a.artistId, client: await signIn(w.t, a.email), account: null });
  }
  const buyer = await createUser(w.t.db.knex, { firstName: 'Ada', lastName: 'Collector' });
  const stranger = await createUser(w.t.db.knex);
  asBuyer = await signIn(w.t, buyer.email);
  asStranger = await signIn(w.t, stranger.email);
  await w.t.db.knex('users').update({ created_at: w.t.db.knex.raw("now() - interval '1 day'") });
  // A and B take card payments; C never connected.
  artists[0]!.account = await connectArtist(w, artists[0]!.client);
  artists[1]!.account = await connectArtist(w, artists[1]!.client);
});
afterAll(() => w?.close());

describe('checkout with Pay by card', () => {
  it('is refused when an artist in the cart cannot take card payments, and nothing is placed', async () => {
    await inCart(artists[2]!.artistId, 300);
    const res = await payByCard(300);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Artist C does not take card payments yet: choose Pay by invoice');
    expect((await asBuyer.get('/api/cart')).body.items).toHaveLength(1);
    expect(w.stripe.calls('POST', '/v1/checkout/sessions')).toHaveLength(0);
    const [item] = (await asBuyer.get('/api/cart')).body.items;
    await asBuyer.delete(`/api/cart/originals/${item.id}`);
  });

  it('opens ONE Checkout Session for both artists’ orders; they stay awaiting payment until the webhook', async () => {
    await inCart(artists[0]!.artistId, 1000);
    await inCart(artists[1]!.artistId, 250);
    const res = await payByCard(1250);
    expect(res.status).toBe(201);
    const orders = res.body.orders as Array<{ id: number; total: number; status: string }>;
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.status === 'awaiting_payment')).toBe(true);
    expect(res.body.redirectUrl).toMatch(new RegExp(`^${w.stripe.url}/pay/cs_`));

    const calls = w.stripe.calls('POST', '/v1/checkout/sessions');
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as {
      line_items: Array<{ quantity: string; price_data: { unit_amount: string; currency: string } }>;
      metadata: { purchase_ids: string };
      payment_intent_data: { transfer_group: string };
      success_url: string;
    };
    // One line per order: its items plus $15 shipping, in cents.
    const byId = [...orders].sort((a, b) => a.id - b.id);
    expect(body.line_items.map((l) => Number(l.price_data.unit_amount))).toEqual(
      byId.map((o) => Math.round(o.total * 100)),
    );
    expect(body.line_items.map((l) => Number(l.price_data.unit_amount))).toEqual(
      expect.arrayContaining([101_500, 26_500]),
    );
    expect(body.metadata.purchase_ids).toBe(byId.map((o) => o.id).join(','));
    expect(body.payment_intent_data.transfer_group).toMatch(/^orders-/);
    expect(body.success_url).toContain('/orders');

    // The browser's return from Stripe is not a payment, and the artist cannot mark it paid by hand.
    expect(await status(byId[0]!.id)).toBe('awaiting_payment');
    const sale = (await artists[0]!.client.get('/api/sales')).body[0];
    const byHand = await artists[0]!.client.post(`/api/sales/${sale.id}/status`, { status: 'paid' });
    expect(byHand.status).toBe(409);
    expect(await status(sale.id)).toBe('awaiting_payment');
  });

  it('pays the orders from checkout.session.completed, once, with one transfer per artist minus the 10% fee', async () => {
    const [session] = [...w.stripe.sessions.values()];
    const event = w.stripe.completeSession(String(session!.id));
    expect((await w.send(event)).status).toBe(200);
    const orders = (await asBuyer.get('/api/purchases')).body as Array<{
      id: number;
      status: string;
      total: number;
    }>;
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);

    const transfers = w.stripe.calls('POST', '/v1/transfers');
    expect(transfers).toHaveLength(2);
    const sent = transfers.map((t) => ({ amount: Number(t.body.amount), destination: t.body.destination }));
    expect(sent).toEqual(
      expect.arrayContaining([
        { amount: 91_350, destination: artists[0]!.account }, // $1,015 less $101.50
        { amount: 23_850, destination: artists[1]!.account }, // $265 less $26.50
      ]),
    );
    const intent = String((event.data as { object: { payment_intent: string } }).object.payment_intent);
    expect(transfers.every((t) => String(t.body.source_transaction).startsWith('ch_'))).toBe(true);
    expect(transfers.every((t) => String(t.body.transfer_group).startsWith('orders-'))).toBe(true);
    expect(intent).toMatch(/^pi_/);

    // Stripe delivers it again: nothing more moves.
    expect((await w.send(event)).status).toBe(200);
    expect(w.stripe.calls('POST', '/v1/transfers')).toHaveLength(2);

    const news = (await asBuyer.get('/api/notifications')).body as Array<{ title: string }>;
    expect(news.map((n) => n.title)).toContain(`Payment received for order #${orders[0]!.id}`);
    const sales = (await artists[0]!.client.get('/api/sales')).body as Array<{ status: string }>;
    expect(sales[0]!.status).toBe('paid');
  });

  it('lets only the order’s artist cancel a card-paid order: the buyer is refunded and the original is for sale again', async () => {
    const [sale] = (await artists[0]!.client.get('/api/sales')).body as Array<{ id: number; total: number }>;
    const id = sale!.id;
    for (const other of [asStranger, asBuyer, artists[1]!.client])
      expect((await other.post(`/api/sales/${id}/refund`)).status).toBe(404);
    expect((await w.t.client().post(`/api/sales/${id}/refund`)).status).toBe(401);

    const res = await artists[0]!.client.post(`/api/sales/${id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundedAmount: 1015 });
    expect(res.body.refundedAt).toEqual(expect.any(String));
    const [refund] = w.stripe.calls('POST', '/v1/refunds');
    expect(refund!.body).toMatchObject({ amount: '101500' });
    expect(String(refund!.body.payment_intent)).toMatch(/^pi_/);
    // The artist's transfer comes back to the platform, which paid the refund.
    expect(w.stripe.requests.filter((r) => r.path.endsWith('/reversals'))).toHaveLength(1);

    // The buyer sees it refunded; a second try is a 409.
    const mine = (await asBuyer.get(`/api/purchases/${id}`)).body;
    expect(mine).toMatchObject({ status: 'cancelled', refundedAmount: 1015 });
    expect((await artists[0]!.client.post(`/api/sales/${id}/refund`)).status).toBe(409);
    const artwork = await w.t.db.knex('orders').where({ purchase_id: id }).first('stock_item_id');
    const stock = await w.t.db.knex('stock_items').where({ id: artwork.stock_item_id }).first('is_available');
    expect(stock.is_available).toBe(true);
  });

  it('records a full refund made in Stripe’s dashboard (charge.refunded)', async () => {
    const [sale] = (await artists[1]!.client.get('/api/sales')).body as Array<{ id: number }>;
    const row = await w.t.db.knex('purchases').where({ id: sale!.id }).first('stripe_payment_intent_id');
    expect((await w.send(w.stripe.refundedInDashboard(row.stripe_payment_intent_id))).status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${sale!.id}`)).body).toMatchObject({ refundedAmount: 265 });
  });

  it('refunds a payment that arrives after the buyer cancelled the order', async () => {
    await inCart(artists[0]!.artistId, 400);
    const res = await payByCard(400);
    const id = res.body.orders[0].id as number;
    expect((await asBuyer.post(`/api/purchases/${id}/cancel`)).status).toBe(200);
    const transfersBefore = w.stripe.calls('POST', '/v1/transfers').length;
    expect((await w.send(w.stripe.completeSession(sessionOf(res.body.redirectUrl)))).status).toBe(200);
    expect((await asBuyer.get(`/api/purchases/${id}`)).body).toMatchObject({
      status: 'cancelled',
      refundedAmount: 415,
    });
    expect(w.stripe.calls('POST', '/v1/transfers')).toHaveLength(transfersBefore);
  });
});
