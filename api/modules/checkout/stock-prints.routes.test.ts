import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';
import { expireOverdue } from './expiry';

let t: TestApp;
let artist: FixtureUser & { artistId: number };
let asArtist: TestClient;

const address = {
  fullName: 'Ada Collector',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
};

/** An approved artwork with an in-stock print of `quantity` at $40 (A3). */
async function stockPrint(quantity: number) {
  const { id } = await createArtwork(t.db.knex, artist.artistId);
  const [row] = await t.db
    .knex('stock_items')
    .insert({ artwork_id: id, type: 'print', price_cents: 4000, quantity, dimensions: 'A3' })
    .returning('id');
  return { artworkId: id as number, stockItemId: (row as { id: number }).id };
}
const stockLeft = async (id: number) =>
  Number((await t.db.knex('stock_items').where({ id }).first()).quantity);
async function buyer(): Promise<TestClient> {
  const user = await createUser(t.db.knex);
  return signIn(t, user.email);
}
const add = (c: TestClient, stockItemId: number, quantity: number, unitPrice = 40) =>
  c.post('/api/cart/stock-prints', { stockItemId, quantity, unitPrice });

async function placeOrder(client: TestClient) {
  const cart = (await client.get('/api/cart')).body;
  return client.post('/api/checkout', { address, itemsTotal: cart.itemsTotal, cartVersion: cart.version });
}

beforeAll(async () => {
  t = await createTestApp({ SHIPPING_FLAT_RATE: '10' });
  artist = await createArtist(t.db.knex, { display_name: 'Print Maker' });
  asArtist = await signIn(t, artist.email);
});
afterAll(() => t.close());

describe('POST /api/cart/stock-prints', () => {
  it('puts an in-stock print in the cart; the same print again is one line with its quantity', async () => {
    const print = await stockPrint(32);
    const c = await buyer();
    expect((await add(c, print.stockItemId, 2)).status).toBe(201);
    const res = await add(c, print.stockItemId, 1);
    expect(res.status).toBe(201);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        kind: 'print',
        artworkId: print.artworkId,
        description: 'Print · A3',
        unitPrice: 40,
        quantity: 3,
        lineTotal: 120,
        maxQuantity: 5,
        expiresAt: expect.any(String),
      }),
    ]);
    // Not taken yet: the stock goes down when the order is placed.
    expect(await stockLeft(print.stockItemId)).toBe(32);
    const over = await add(c, print.stockItemId, 3);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('PRINT_QUANTITY_LIMIT');
  });

  it('never gives more than the stock left, counting what other carts hold', async () => {
    const print = await stockPrint(3);
    const first = await buyer();
    const second = await buyer();
    expect((await add(first, print.stockItemId, 2)).status).toBe(201);
    const res = await add(second, print.stockItemId, 2);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'PRINT_SOLD_OUT',
      available: 1,
      message: 'Only 1 of this print is left',
    });
    expect((await add(second, print.stockItemId, 1)).body.items[0].maxQuantity).toBe(1);
    const sold = await add(await buyer(), print.stockItemId, 1);
    expect(sold.body.message).toBe('This print is sold out');
  });

  it('lets parallel buyers take no more than the stock between them', async () => {
    const print = await stockPrint(4);
    const clients = await Promise.all([1, 2, 3, 4, 5].map(() => buyer()));
    const results = await Promise.all(clients.map((c) => add(c, print.stockItemId, 2)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const placed = await Promise.all(clients.map((c) => placeOrder(c)));
    expect(placed.filter((r) => r.status === 201)).toHaveLength(2);
    expect(await stockLeft(print.stockItemId)).toBe(0);
  });

  it('checks the price, hides prints of artworks not on sale and refuses the artist their own', async () => {
    const print = await stockPrint(5);
    const c = await buyer();
    const stale = await add(c, print.stockItemId, 1, 35);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'PRICE_CHANGED', currentPrice: 40 });
    expect((await add(asArtist, print.stockItemId, 1)).status).toBe(403);
    const { id: pending } = await createArtwork(t.db.knex, artist.artistId, { approval_status: 'pending' });
    const [hidden] = await t.db
      .knex('stock_items')
      .insert({ artwork_id: pending, type: 'print', price_cents: 4000, quantity: 5 })
      .returning('id');
    expect((await add(c, (hidden as { id: number }).id, 1)).status).toBe(404);
    expect(
      (
        await t
          .client()
          .post('/api/cart/stock-prints', { stockItemId: print.stockItemId, quantity: 1, unitPrice: 40 })
      ).status,
    ).toBe(401);
  });

  it('takes the stock when the order is placed and gives it back when the order is cancelled or expires', async () => {
    const print = await stockPrint(10);
    const c = await buyer();
    await add(c, print.stockItemId, 3);
    const placed = await placeOrder(c);
    expect(placed.status).toBe(201);
    expect(placed.body.orders[0].items[0]).toMatchObject({
      description: 'Print · A3',
      quantity: 3,
      lineTotal: 120,
    });
    expect(await stockLeft(print.stockItemId)).toBe(7);
    expect((await c.post(`/api/purchases/${placed.body.orders[0].id}/cancel`)).status).toBe(200);
    expect(await stockLeft(print.stockItemId)).toBe(10);

    await add(c, print.stockItemId, 2);
    const again = await placeOrder(c);
    expect(await stockLeft(print.stockItemId)).toBe(8);
    await t.db
      .knex('purchases')
      .where({ id: again.body.orders[0].id })
      .update({ payment_due_at: new Date(Date.now() - 1000) });
    await t.db.knex.transaction((trx) => expireOverdue(trx));
    expect(await stockLeft(print.stockItemId)).toBe(10);
  });

  it('releases a cart reservation that ran out without touching the stock', async () => {
    const print = await stockPrint(2);
    const first = await buyer();
    await add(first, print.stockItemId, 2);
    await t.db
      .knex('pod_orders')
      .where({ stock_item_id: print.stockItemId, status: 'pending' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await first.get('/api/cart')).body.items).toEqual([]);
    expect((await add(await buyer(), print.stockItemId, 2)).status).toBe(201);
    expect(await stockLeft(print.stockItemId)).toBe(2);
  });

  it('changes the quantity in the cart only within the stock left', async () => {
    const print = await stockPrint(3);
    const c = await buyer();
    const line = (await add(c, print.stockItemId, 1)).body.items[0].id as number;
    expect((await c.patch(`/api/cart/prints/${line}`, { quantity: 3 })).status).toBe(200);
    const res = await c.patch(`/api/cart/prints/${line}`, { quantity: 4 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PRINT_SOLD_OUT');
  });
});

describe('print-on-demand lines', () => {
  it('are one line for the same product and size', async () => {
    const { id } = await createArtwork(t.db.knex, artist.artistId);
    const offered = await asArtist.post('/api/pod-products', {
      artworkId: id,
      externalId: 'poster-matte',
      variantIds: ['poster-matte-18x24'],
    });
    expect(offered.status).toBe(201);
    const c = await buyer();
    const body = { artworkId: id, variantId: 'poster-matte-18x24', quantity: 2, unitPrice: 34 };
    expect((await c.post('/api/pod-orders', body)).status).toBe(201);
    expect((await c.post('/api/pod-orders', body)).status).toBe(201);
    const cart = (await c.get('/api/cart')).body;
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 4, lineTotal: 136, maxQuantity: null })]);
    expect((await c.post('/api/pod-orders', body)).body.code).toBe('PRINT_QUANTITY_LIMIT');
  });
});
