import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn } from '../../test/fixtures';
import { ADDRESS } from '../../test/permission-world';

let t: TestApp;
let artistId: number;
beforeAll(async () => {
  t = await createTestApp();
  artistId = (await createArtist(t.db.knex)).artistId;
});
afterAll(() => t.close());

/** An approved artwork with its original at $100. */
async function original(): Promise<number> {
  const { id } = await createArtwork(t.db.knex, artistId);
  await t.db
    .knex('stock_items')
    .insert({ artwork_id: id, type: 'original', price_cents: 10000, quantity: 1, is_available: true });
  return id;
}

describe('checkout bound to the cart the buyer reviewed', () => {
  it('refuses a cart that changed since, even at the same total, and says what it holds now', async () => {
    const buyer = await signIn(t, (await createUser(t.db.knex)).email);
    const first = await original();
    const reserved = await buyer.post('/api/orders', { artworkId: first, amount: 100 });
    const reviewed = (await buyer.get('/api/cart')).body;
    expect(reviewed).toMatchObject({ itemsTotal: 100, version: expect.any(String) });

    // Another tab swaps the original for another one at the same price.
    await buyer.delete(`/api/cart/originals/${reserved.body.id}`);
    await buyer.post('/api/orders', { artworkId: await original(), amount: 100 });

    const stale = await buyer.post('/api/checkout', {
      address: ADDRESS,
      itemsTotal: reviewed.itemsTotal,
      cartVersion: reviewed.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CART_CHANGED',
      currentTotal: 100,
      message:
        'Your cart changed since you reviewed it (in another tab, or a reservation ran out): it now holds 1 item coming to $100.00. Review it and place the order again.',
    });
    expect((await buyer.get('/api/purchases')).body).toEqual([]);

    const current = (await buyer.get('/api/cart')).body;
    expect(current.version).not.toBe(reviewed.version);
    const placed = await buyer.post('/api/checkout', {
      address: ADDRESS,
      itemsTotal: current.itemsTotal,
      cartVersion: current.version,
    });
    expect(placed.status).toBe(201);
  });
});
