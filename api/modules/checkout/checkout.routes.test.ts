import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';
import { expireOverdue } from './expiry';

let t: TestApp;
let artistA: FixtureUser & { artistId: number };
let artistB: FixtureUser & { artistId: number };
let buyer: FixtureUser;
let asBuyer: TestClient;
let asStranger: TestClient;
let asArtistA: TestClient;
let asArtistB: TestClient;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};

/** An approved artwork of `artist` with an original at `cents` and a poster offered at $34. */
async function artwork(artist: FixtureUser & { artistId: number }, cents = 125_000) {
  const { id } = await createArtwork(t.db.knex, artist.artistId);
  const [stock] = await t.db
    .knex('stock_items')
    .insert({ artwork_id: id, type: 'original', price_cents: cents, quantity: 1, is_available: true })
    .returning('id');
  const asArtist = await signIn(t, artist.email);
  const res = await asArtist.post('/api/pod-products', {
    artworkId: id,
    externalId: 'poster-matte',
    variantIds: ['poster-matte-18x24'],
  });
  if (res.status !== 201) throw new Error(res.text);
  return { artworkId: id as number, stockId: stock.id as number, price: cents / 100 };
}
const stockAvailable = async (id: number) =>
  (await t.db.knex('stock_items').where({ id }).first()).is_available as boolean;
const notificationsOf = (userId: number) =>
  t.db.knex('notifications').where({ user_id: userId, kind: 'order_update' }).orderBy('id');

async function fillCart(client: TestClient, a: { artworkId: number; price: number }, quantity = 2) {
  expect((await client.post('/api/orders', { artworkId: a.artworkId, amount: a.price })).status).toBe(201);
  const print = await client.post('/api/pod-orders', {
    artworkId: a.artworkId,
    variantId: 'poster-matte-18x24',
    quantity,
    unitPrice: 34,
  });
  expect(print.status).toBe(201);
}

async function emptyCart(client: TestClient) {
  const cart = (await client.get('/api/cart')).body;
  for (const item of cart.items)
    await client.delete(`/api/cart/${item.kind === 'original' ? 'originals' : 'prints'}/${item.id}`);
}

async function placeOrder(client: TestClient) {
  const cart = (await client.get('/api/cart')).body;
  const res = await client.post('/api/checkout', { address, itemsTotal: cart.itemsTotal });
  expect(res.status).toBe(201);
  return res.body.orders as Array<{
    id: number;
    artistId: number;
    status: string;
    paymentInstructions: string;
  }>;
}

beforeAll(async () => {
  t = await createTestApp({ SHIPPING_FLAT_RATE: '12.5', PAYMENT_WINDOW_HOURS: '48' });
  artistA = await createArtist(t.db.knex, { display_name: 'Artist A' });
  artistB = await createArtist(t.db.knex, { display_name: 'Artist B' });
  buyer = await createUser(t.db.knex, { firstName: 'Ada', lastName: 'Collector' });
  const stranger = await createUser(t.db.knex);
  [asBuyer, asStranger, asArtistA, asArtistB] = await Promise.all([
    signIn(t, buyer.email),
    signIn(t, stranger.email),
    signIn(t, artistA.email),
    signIn(t, artistB.email),
  ]);
});
afterAll(() => t.close());

describe('GET /api/shop/settings', () => {
  it('tells anyone the configured shipping rate, windows and payment methods', async () => {
    const res = await t.client().get('/api/shop/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      shippingFlatRate: 12.5,
      reservationMinutes: 30,
      paymentWindowHours: 48,
      paymentMethods: [expect.objectContaining({ id: 'invoice', name: 'Pay by invoice' })],
    });
  });
});

describe('the cart', () => {
  it('holds the reserved original and the prints, with prices and the reservation time', async () => {
    const a = await artwork(artistA);
    await fillCart(asBuyer, a, 3);
    const res = await asBuyer.get('/api/cart');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        kind: 'original',
        artworkId: a.artworkId,
        artistName: 'Artist A',
        unitPrice: 1250,
        quantity: 1,
        lineTotal: 1250,
        expiresAt: expect.any(String),
      }),
      expect.objectContaining({ kind: 'print', unitPrice: 34, quantity: 3, lineTotal: 102, expiresAt: null }),
    ]);
    expect(res.body.itemsTotal).toBe(1352);
    expect(res.body.held).toEqual([{ artworkId: a.artworkId, state: 'in_cart', orderId: null }]);
    // Nobody else sees it.
    expect((await asStranger.get('/api/cart')).body).toMatchObject({ items: [], itemsTotal: 0, held: [] });
    expect((await t.client().get('/api/cart')).status).toBe(401);
    await emptyCart(asBuyer);
  });

  it('changes a print quantity within 1-5; a stranger gets 404', async () => {
    const a = await artwork(artistA);
    await fillCart(asBuyer, a, 1);
    const print = (await asBuyer.get('/api/cart')).body.items.find(
      (i: { kind: string }) => i.kind === 'print',
    );
    const res = await asBuyer.patch(`/api/cart/prints/${print.id}`, { quantity: 5 });
    expect(res.status).toBe(200);
    expect(res.body.items[1]).toMatchObject({ quantity: 5, lineTotal: 170 });
    expect((await asBuyer.patch(`/api/cart/prints/${print.id}`, { quantity: 6 })).status).toBe(400);
    expect((await asStranger.patch(`/api/cart/prints/${print.id}`, { quantity: 2 })).status).toBe(404);
    expect((await asStranger.delete(`/api/cart/prints/${print.id}`)).status).toBe(404);
    await emptyCart(asBuyer);
  });

  it('removing an original puts it on sale again; a stranger cannot remove it', async () => {
    const a = await artwork(artistA);
    await fillCart(asBuyer, a);
    const original = (await asBuyer.get('/api/cart')).body.items[0];
    expect(await stockAvailable(a.stockId)).toBe(false);
    expect((await asStranger.delete(`/api/cart/originals/${original.id}`)).status).toBe(404);
    expect((await asBuyer.delete(`/api/cart/originals/${original.id}`)).status).toBe(204);
    expect(await stockAvailable(a.stockId)).toBe(true);
    expect((await asBuyer.delete(`/api/cart/originals/${original.id}`)).status).toBe(404);
    expect((await asStranger.post('/api/orders', { artworkId: a.artworkId, amount: a.price })).status).toBe(
      201,
    );
    await emptyCart(asBuyer);
    await emptyCart(asStranger);
  });
});

describe('POST /api/checkout', () => {
  it('refuses an empty cart, a changed total and an incomplete address', async () => {
    const empty = await asBuyer.post('/api/checkout', { address, itemsTotal: 0 });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('CART_EMPTY');
    const a = await artwork(artistA);
    await fillCart(asBuyer, a);
    const changed = await asBuyer.post('/api/checkout', { address, itemsTotal: 1250 });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'CART_CHANGED',
      currentTotal: 1318,
      message:
        'Your cart changed since you opened it (a reservation may have run out): its items now come to $1318.00, not $1250.00. Review it and place the order again.',
    });
    const bad = await asBuyer.post('/api/checkout', {
      address: { ...address, fullName: ' ', postalCode: '' },
      itemsTotal: 1318,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'address.fullName': 'Full name is required',
      'address.postalCode': 'Postal code is required',
    });
    expect((await asBuyer.get('/api/cart')).body.items).toHaveLength(2);
    await emptyCart(asBuyer);
  });

  it('places one order per artist, each with the flat shipping, awaiting payment', async () => {
    const a = await artwork(artistA);
    const b = await artwork(artistB, 40_000);
    await fillCart(asBuyer, a);
    expect((await asBuyer.post('/api/orders', { artworkId: b.artworkId, amount: 400 })).status).toBe(201);
    const orders = await placeOrder(asBuyer);
    expect(orders).toHaveLength(2);
    const ofA = orders.find((o) => o.artistId === artistA.artistId)!;
    const ofB = orders.find((o) => o.artistId === artistB.artistId)!;
    expect(ofA).toMatchObject({
      status: 'awaiting_payment',
      itemsTotal: 1318,
      shipping: 12.5,
      total: 1330.5,
      paymentMethod: { id: 'invoice', name: 'Pay by invoice' },
      paymentInstructions: expect.stringContaining('Pay Artist A with the details on your invoice'),
      shippingAddress: { ...address, line2: null, region: null },
      paymentDueAt: expect.any(String),
    });
    expect(ofB).toMatchObject({ itemsTotal: 400, shipping: 12.5, total: 412.5 });
    // The cart is empty; the originals stay reserved for the buyer, shown as theirs.
    const cart = (await asBuyer.get('/api/cart')).body;
    expect(cart.items).toEqual([]);
    expect(cart.held).toEqual(
      expect.arrayContaining([{ artworkId: a.artworkId, state: 'awaiting_payment', orderId: ofA.id }]),
    );
    expect(await stockAvailable(a.stockId)).toBe(false);
    // Each artist is told.
    expect((await notificationsOf(artistA.id)).at(-1)).toMatchObject({
      title: expect.stringMatching(new RegExp(`^New order #${ofA.id}: `)),
      link: '/artist-dashboard?tab=sales',
    });
    expect((await notificationsOf(artistB.id)).length).toBeGreaterThan(0);
    // ... and so is the buyer, once per order, with what to do next.
    const buyerNews = await notificationsOf(buyer.id);
    for (const order of [ofA, ofB]) {
      expect(buyerNews.filter((n) => n.title === `Order #${order.id} placed: awaiting payment`)).toEqual([
        expect.objectContaining({ body: order.paymentInstructions, link: '/orders' }),
      ]);
    }
    // The buyer lists them; a stranger cannot read or cancel them.
    const mine = await asBuyer.get('/api/purchases');
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([ofA.id, ofB.id]));
    expect((await asBuyer.get(`/api/purchases/${ofA.id}`)).body.items).toHaveLength(2);
    expect((await asStranger.get(`/api/purchases/${ofA.id}`)).status).toBe(404);
    expect((await asStranger.post(`/api/purchases/${ofA.id}/cancel`)).status).toBe(404);
    expect((await asArtistA.get(`/api/purchases/${ofA.id}`)).status).toBe(404);
    expect((await asStranger.get('/api/purchases')).body).toEqual([]);
  });
});

describe('orders for both sides', () => {
  it('the artist sees only orders of their works, the address once paid, and moves them on', async () => {
    const a = await artwork(artistA);
    await fillCart(asBuyer, a);
    const [order] = await placeOrder(asBuyer);
    const id = order!.id;

    const salesA = (await asArtistA.get('/api/sales')).body as Array<{
      id: number;
      shippingAddress: unknown;
    }>;
    const mine = salesA.find((s) => s.id === id)!;
    expect(mine).toMatchObject({ buyerName: 'Ada Collector', shippingAddress: null });
    expect((await asArtistB.get('/api/sales')).body.some((s: { id: number }) => s.id === id)).toBe(false);
    expect((await asStranger.get('/api/sales')).status).toBe(403);
    expect((await asArtistB.post(`/api/sales/${id}/status`, { status: 'paid' })).status).toBe(404);
    expect((await asStranger.post(`/api/sales/${id}/status`, { status: 'paid' })).status).toBe(404);

    const early = await asArtistA.post(`/api/sales/${id}/status`, { status: 'shipped', tracking: 'X' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ORDER_STATE');

    const paid = await asArtistA.post(`/api/sales/${id}/status`, { status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: expect.any(String), shippingAddress: address });
    expect((await t.db.knex('orders').where({ purchase_id: id }).first()).status).toBe('paid');
    expect((await notificationsOf(buyer.id)).at(-1).title).toBe(`Payment received for order #${id}`);

    const cancel = await asBuyer.post(`/api/purchases/${id}/cancel`);
    expect(cancel.status).toBe(409);

    const shipped = await asArtistA.post(`/api/sales/${id}/status`, {
      status: 'shipped',
      tracking: 'Royal Mail RM123456789GB',
    });
    expect(shipped.body).toMatchObject({ status: 'shipped', tracking: 'Royal Mail RM123456789GB' });
    expect((await notificationsOf(buyer.id)).at(-1)).toMatchObject({
      title: `Order #${id} has shipped`,
      body: 'Tracking: Royal Mail RM123456789GB',
    });
    const seen = (await asBuyer.get(`/api/purchases/${id}`)).body;
    expect(seen).toMatchObject({ status: 'shipped', tracking: 'Royal Mail RM123456789GB' });

    const delivered = await asArtistA.post(`/api/sales/${id}/status`, { status: 'delivered' });
    expect(delivered.body.status).toBe('delivered');
    expect((await asArtistA.post(`/api/sales/${id}/status`, { status: 'delivered' })).status).toBe(409);
    expect((await notificationsOf(buyer.id)).at(-1).title).toBe(`Order #${id} was delivered`);
  });

  it('the buyer cancels before payment: the original is for sale again and the artist is told', async () => {
    const a = await artwork(artistA);
    await fillCart(asBuyer, a);
    const [order] = await placeOrder(asBuyer);
    const res = await asBuyer.post(`/api/purchases/${order!.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await stockAvailable(a.stockId)).toBe(true);
    expect((await notificationsOf(artistA.id)).at(-1).title).toBe(
      `Order #${order!.id} was cancelled by the buyer`,
    );
    expect((await asArtistA.post(`/api/sales/${order!.id}/status`, { status: 'paid' })).status).toBe(409);
  });

  it('an order unpaid past its payment window expires and its original is on sale again', async () => {
    const a = await artwork(artistA);
    await fillCart(asBuyer, a);
    const [order] = await placeOrder(asBuyer);
    await t.db
      .knex('purchases')
      .where({ id: order!.id })
      .update({ payment_due_at: new Date(Date.now() - 1000) });
    await t.db.knex.transaction((trx) => expireOverdue(trx));
    const seen = (await asBuyer.get(`/api/purchases/${order!.id}`)).body;
    expect(seen).toMatchObject({ status: 'expired', paymentDueAt: null });
    expect(await stockAvailable(a.stockId)).toBe(true);
    expect((await notificationsOf(buyer.id)).at(-1).title).toBe(
      `Order #${order!.id} expired: no payment was confirmed in time`,
    );
    expect((await asStranger.post('/api/orders', { artworkId: a.artworkId, amount: a.price })).status).toBe(
      201,
    );
    await emptyCart(asStranger);
  });

  it('has no test hook outside the e2e server', async () => {
    expect((await asBuyer.post('/api/test-hooks/expire-my-reservations')).status).toBe(404);
  });
});
