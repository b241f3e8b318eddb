import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let artist: FixtureUser & { artistId: number };
let buyer: FixtureUser;
let asBuyer: TestClient;
let asRival: TestClient;
let asArtist: TestClient;

/** An approved artwork with an original at $1,250.00 (unless told otherwise). */
async function artworkWithOriginal(
  stock: Record<string, unknown> = {},
  artwork: Record<string, unknown> = {},
) {
  const { id } = await createArtwork(t.db.knex, artist.artistId, artwork);
  const [item] = await t.db
    .knex('stock_items')
    .insert({
      artwork_id: id,
      type: 'original',
      price_cents: 125000,
      quantity: 1,
      is_available: true,
      ...stock,
    })
    .returning('id');
  return { artworkId: id as number, stockId: item.id as number };
}
const stockRow = (id: number) => t.db.knex('stock_items').where({ id }).first();

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t.db.knex);
  buyer = await createUser(t.db.knex);
  const rival = await createUser(t.db.knex);
  [asBuyer, asRival, asArtist] = await Promise.all([
    signIn(t, buyer.email),
    signIn(t, rival.email),
    signIn(t, artist.email),
  ]);
});
afterAll(() => t.close());

describe('POST /api/orders', () => {
  it('records a pending order at the original price and reserves the original', async () => {
    const { artworkId, stockId } = await artworkWithOriginal();
    const res = await asBuyer.post('/api/orders', { artworkId, amount: 1250 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: buyer.id,
      artworkId,
      stockItemId: stockId,
      amount: 1250,
      status: 'pending',
    });
    expect((await stockRow(stockId)).is_available).toBe(false);
  });

  it('answers 409 to a second order for the same original', async () => {
    const { artworkId } = await artworkWithOriginal();
    expect((await asBuyer.post('/api/orders', { artworkId, amount: 1250 })).status).toBe(201);
    const second = await asRival.post('/api/orders', { artworkId, amount: 1250 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'ORIGINAL_UNAVAILABLE',
      message: 'The original of this artwork is no longer available',
    });
  });

  it('lets exactly one of two simultaneous buyers have the original', async () => {
    const { artworkId } = await artworkWithOriginal();
    const results = await Promise.all([
      asBuyer.post('/api/orders', { artworkId, amount: 1250 }),
      asRival.post('/api/orders', { artworkId, amount: 1250 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      await t.db.knex('orders').where({ artwork_id: artworkId }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
  });

  it.each([1249.99, 0.01, 0, 12500, 1250.5])(
    'refuses an amount that is not the current price (%s) with 409 naming it',
    async (amount) => {
      const { artworkId, stockId } = await artworkWithOriginal();
      const res = await asBuyer.post('/api/orders', { artworkId, amount });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'PRICE_CHANGED',
        message: 'The price has changed: it is now $1250.00',
        currentPrice: 1250,
        fields: { amount: expect.any(String) },
      });
      expect((await stockRow(stockId)).is_available).toBe(true);
    },
  );

  it('prices from the original stock item, not the artwork', async () => {
    const { artworkId } = await artworkWithOriginal({ price_cents: 99900 }, { price_cents: 100 });
    // A buyer of their own: each account holds at most 3 reservations at once.
    const fresh = await signIn(t, (await createUser(t.db.knex)).email);
    expect((await fresh.post('/api/orders', { artworkId, amount: 1 })).status).toBe(409);
    expect((await fresh.post('/api/orders', { artworkId, amount: 999 })).status).toBe(201);
  });

  it('answers 409 when there is no original or it is not available', async () => {
    const printsOnly = await artworkWithOriginal({ type: 'print' });
    const none = await asBuyer.post('/api/orders', { artworkId: printsOnly.artworkId, amount: 1250 });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('The original of this artwork is not for sale');
    const withdrawn = await artworkWithOriginal({ is_available: false });
    expect((await asBuyer.post('/api/orders', { artworkId: withdrawn.artworkId, amount: 1250 })).status).toBe(
      409,
    );
  });

  it('answers 404 for artworks that are not on sale', async () => {
    const pending = await artworkWithOriginal({}, { approval_status: 'pending' });
    const deleted = await artworkWithOriginal({}, { deleted_at: new Date() });
    const unapprovedArtist = await createArtist(t.db.knex, { approval_status: 'rejected' });
    const { id: orphan } = await createArtwork(t.db.knex, unapprovedArtist.artistId);
    for (const artworkId of [pending.artworkId, deleted.artworkId, orphan, 999_999]) {
      expect((await asBuyer.post('/api/orders', { artworkId, amount: 1250 })).status).toBe(404);
    }
  });

  it('does not let an artist buy their own original', async () => {
    const { artworkId } = await artworkWithOriginal();
    const res = await asArtist.post('/api/orders', { artworkId, amount: 1250 });
    expect(res.status).toBe(403);
  });

  it('needs a signed-in user and valid input (never a 500)', async () => {
    const { artworkId } = await artworkWithOriginal();
    expect((await t.client().post('/api/orders', { artworkId, amount: 1250 })).status).toBe(401);
    for (const body of [
      {},
      { artworkId: 'x', amount: 1250 },
      { artworkId, amount: -1 },
      { artworkId, amount: 'free' },
      [1, 2],
    ]) {
      const res = await asBuyer.post('/api/orders', body);
      expect(res.status).toBe(400);
    }
    const huge = await asBuyer.post('/api/orders', { artworkId: 2 ** 40, amount: 1 });
    expect(huge.status).toBeLessThan(500);
  });

  it('places one order for one Idempotency-Key sent three times', async () => {
    const { artworkId } = await artworkWithOriginal();
    const headers = { 'Idempotency-Key': `order-${artworkId}` };
    const fresh = await signIn(t, (await createUser(t.db.knex)).email);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await fresh.post('/api/orders', { artworkId, amount: 1250 }, { headers }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
  });
});

describe('reservations', () => {
  const expireNow = (orderId: number) =>
    t.db
      .knex('orders')
      .where({ id: orderId })
      .update({ expires_at: t.db.knex.raw("now() - interval '1 second'") });

  it('hold the original for the configured time, after which it is on sale again', async () => {
    const holder = await signIn(t, (await createUser(t.db.knex)).email);
    const { artworkId, stockId } = await artworkWithOriginal();
    const placed = await holder.post('/api/orders', { artworkId, amount: 1250 });
    expect(placed.status).toBe(201);
    // The reservation window is measured from the order's own creation time, not the test's clock.
    const held = new Date(placed.body.expiresAt).getTime() - new Date(placed.body.createdAt).getTime();
    expect(Math.round(held / 60_000)).toBe(t.config.reservationMinutes);
    expect((await asRival.post('/api/orders', { artworkId, amount: 1250 })).status).toBe(409);

    await expireNow(placed.body.id);
    const { releaseExpiredReservations } = await import('./orders.repo');
    expect(await releaseExpiredReservations(t.db.knex)).toBe(1);
    expect((await stockRow(stockId)).is_available).toBe(true);
    expect((await t.db.knex('orders').where({ id: placed.body.id }).first()).status).toBe('expired');

    const rival = await asRival.post('/api/orders', { artworkId, amount: 1250 });
    expect(rival.status).toBe(201);
  });

  it('are released by the next order even before the periodic sweep runs', async () => {
    const holder = await signIn(t, (await createUser(t.db.knex)).email);
    const { artworkId } = await artworkWithOriginal();
    const placed = await holder.post('/api/orders', { artworkId, amount: 1250 });
    await expireNow(placed.body.id);
    const other = await signIn(t, (await createUser(t.db.knex)).email);
    expect((await other.post('/api/orders', { artworkId, amount: 1250 })).status).toBe(201);
  });

  it('are at most 3 open at once per account: the 4th is refused with a reason', async () => {
    const hoarder = await signIn(t, (await createUser(t.db.knex)).email);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const { artworkId } = await artworkWithOriginal();
      statuses.push((await hoarder.post('/api/orders', { artworkId, amount: 1250 })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 409]);
    const { artworkId, stockId } = await artworkWithOriginal();
    const refused = await hoarder.post('/api/orders', { artworkId, amount: 1250 });
    expect(refused.body).toMatchObject({
      code: 'RESERVATION_LIMIT',
      message: expect.stringMatching(/at most 3/),
    });
    expect((await stockRow(stockId)).is_available).toBe(true);
  });
});
