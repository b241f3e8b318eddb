import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../../jobs/housekeeping';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';

let t: TestApp;
let artist: FixtureUser & { artistId: number };

/** Approved artworks with an original at $100 each. */
async function originals(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await createArtwork(t.db.knex, artist.artistId);
    await t.db
      .knex('stock_items')
      .insert({ artwork_id: id, type: 'original', price_cents: 10000, quantity: 1, is_available: true });
    ids.push(id);
  }
  return ids;
}

const heldBy = async (userId: number) =>
  Number(
    (await t.db.knex('orders').where({ user_id: userId, status: 'pending' }).count({ n: '*' }).first())?.n,
  );

beforeAll(async () => {
  // Behind one proxy, so each request can come from its own address (X-Forwarded-For).
  t = await createTestApp({ TRUST_PROXY: '1', RESERVATIONS_PER_ADDRESS: '5' });
  artist = await createArtist(t.db.knex);
});
afterAll(() => t.close());

describe('reservation limits', () => {
  it('30 parallel orders from one account hold at most 3 originals', async () => {
    const buyer = await createUser(t.db.knex);
    const client = await signIn(t, buyer.email);
    const artworkIds = await originals(30);
    const results = await Promise.all(
      artworkIds.map((artworkId, i) =>
        client.post(
          '/api/orders',
          { artworkId, amount: 100 },
          { headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'RESERVATION_LIMIT')).toBe(true);
    expect(refused[0]!.body.message).toMatch(/at most 3 originals/);
    expect(await heldBy(buyer.id)).toBe(3);
  });

  it('one address holds at most RESERVATIONS_PER_ADDRESS originals across its accounts', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db.knex)));
    const clients = await Promise.all(buyers.map((b) => signIn(t, b.email)));
    const artworkIds = await originals(12);
    const results = await Promise.all(
      artworkIds.map((artworkId, i) =>
        clients[i % 4]!.post(
          '/api/orders',
          { artworkId, amount: 100 },
          { headers: { 'X-Forwarded-For': '203.0.113.50' } },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.find((r) => r.status === 409 && /from your network/.test(r.body.message));
    expect(refused?.body.message).toMatch(/At most 5 originals can be reserved at once from your network/);
    // Another address is not held back by it.
    const [elsewhere] = await originals(1);
    const other = await clients[3]!.post(
      '/api/orders',
      { artworkId: elsewhere, amount: 100 },
      { headers: { 'X-Forwarded-For': '203.0.113.51' } },
    );
    expect(other.status).toBe(201);
  });

  it('keeps the address only while the reservation holds', async () => {
    const buyer = await signIn(t, (await createUser(t.db.knex)).email);
    const [artworkId] = await originals(1);
    const headers = { 'X-Forwarded-For': '203.0.113.60' };
    const order = await buyer.post('/api/orders', { artworkId, amount: 100 }, { headers });
    await buyer.delete(`/api/cart/originals/${order.body.id}`);
    await housekeeping(t.db.knex);
    expect(await t.db.knex('orders').where({ id: order.body.id }).first('reserved_from', 'status')).toEqual({
      reserved_from: null,
      status: 'cancelled',
    });
  });
});

describe('new accounts', () => {
  let young: TestApp;
  beforeAll(async () => {
    young = await createTestApp({ NEW_ACCOUNT_RESERVE_AFTER_MINUTES: '10' }, { sharedDb: t.db });
  });
  afterAll(() => young.close());

  it('reserve originals once their e-mail is confirmed or the account is a few minutes old', async () => {
    const buyer = await createUser(t.db.knex, { emailVerified: false });
    const client = await signIn(young, buyer.email);
    const [first, second] = await originals(2);
    const early = await client.post('/api/orders', { artworkId: first, amount: 100 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'ACCOUNT_TOO_NEW',
      message: expect.stringMatching(/once their e-mail address is confirmed, or 10 minutes after/),
    });
    await t.db
      .knex('users')
      .where({ id: buyer.id })
      .update({ created_at: new Date(Date.now() - 11 * 60_000) });
    expect((await client.post('/api/orders', { artworkId: first, amount: 100 })).status).toBe(201);

    const confirmed = await createUser(t.db.knex);
    const other = await signIn(young, confirmed.email);
    expect((await other.post('/api/orders', { artworkId: second, amount: 100 })).status).toBe(201);
  });
});
