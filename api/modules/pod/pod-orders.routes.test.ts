import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let artist: FixtureUser & { artistId: number };
let collector: FixtureUser;
let asCollector: TestClient;
let artworkId: number;

async function offerPrints(id: number): Promise<void> {
  const asArtist = await signIn(t, artist.email);
  const res = await asArtist.post('/api/pod-products', {
    artworkId: id,
    externalId: 'poster-matte',
    variantIds: ['poster-matte-18x24'],
  });
  if (res.status !== 201) throw new Error(res.text);
}

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t.db.knex);
  collector = await createUser(t.db.knex);
  asCollector = await signIn(t, collector.email);
  artworkId = (await createArtwork(t.db.knex, artist.artistId)).id;
  await offerPrints(artworkId);
});
afterAll(() => t.close());
// Each test starts with an empty cart: the same print again would add to one line (stock-prints.routes.test.ts).
beforeEach(async () => {
  await t.db
    .knex('pod_orders')
    .where({ status: 'pending' })
    .whereNull('purchase_id')
    .update({ status: 'cancelled' });
});

const order = (extra: Record<string, unknown> = {}) => ({
  artworkId,
  variantId: 'poster-matte-18x24',
  quantity: 3,
  unitPrice: 34,
  ...extra,
});

describe('POST /api/pod-orders', () => {
  it('records a pending order with the server-computed total', async () => {
    const res = await asCollector.post('/api/pod-orders', order());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: collector.id,
      artworkId,
      variantId: 'poster-matte-18x24',
      quantity: 3,
      unitPrice: 34,
      total: 102,
      status: 'pending',
    });
    const row = await t.db.knex('pod_orders').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ unit_price_cents: 3400, total_cents: 10200 });
  });

  it.each([0.01, 33.99, 0, 340, '34.001'])(
    'refuses a tampered unit price (%s) and names the real one',
    async (unitPrice) => {
      const before = await t.db.knex('pod_orders').count({ n: '*' }).first();
      const res = await asCollector.post('/api/pod-orders', order({ unitPrice }));
      // 34.001 is not a price at all (400); the others are prices the buyer did not see now (409).
      expect(res.status).toBe(unitPrice === '34.001' ? 400 : 409);
      if (unitPrice !== '34.001') {
        expect(res.body).toMatchObject({
          code: 'PRICE_CHANGED',
          message: 'The price has changed: it is now $34.00',
          currentPrice: 34,
        });
      }
      expect(await t.db.knex('pod_orders').count({ n: '*' }).first()).toEqual(before);
    },
  );

  it('ignores a total or userId sent by the client', async () => {
    const res = await asCollector.post(
      '/api/pod-orders',
      order({ quantity: 1, total: 0.01, userId: artist.id }),
    );
    expect(res.body).toMatchObject({ total: 34, userId: collector.id });
  });

  it.each([0, 6, 2.5, -1, 'many'])('refuses quantity %s', async (quantity) => {
    const res = await asCollector.post('/api/pod-orders', order({ quantity }));
    expect(res.status).toBe(400);
    expect(res.body.fields.quantity).toEqual(expect.any(String));
  });

  it('accepts quantities 1 and 5', async () => {
    expect((await asCollector.post('/api/pod-orders', order({ quantity: 1 }))).body.total).toBe(34);
    await t.db.knex('pod_orders').where({ status: 'pending' }).update({ status: 'cancelled' });
    expect((await asCollector.post('/api/pod-orders', order({ quantity: 5 }))).body.total).toBe(170);
  });

  it('refuses a variant not offered for this artwork, even one in the catalogue', async () => {
    for (const variantId of ['poster-matte-24x36', 'canvas-12x12', 'nope']) {
      const res = await asCollector.post('/api/pod-orders', order({ variantId }));
      expect(res.status).toBe(400);
      expect(res.body.fields.variantId).toBe('This print is not offered for this artwork');
    }
  });

  it("refuses another artwork's variant", async () => {
    const other = (await createArtwork(t.db.knex, artist.artistId)).id;
    const res = await asCollector.post('/api/pod-orders', order({ artworkId: other }));
    expect(res.status).toBe(400);
  });

  it('answers 404 for an artwork that is not on sale', async () => {
    const pending = (await createArtwork(t.db.knex, artist.artistId, { approval_status: 'pending' })).id;
    await offerPrints(pending);
    expect((await asCollector.post('/api/pod-orders', order({ artworkId: pending }))).status).toBe(404);
    expect((await asCollector.post('/api/pod-orders', order({ artworkId: 999_999 }))).status).toBe(404);
  });

  it('needs a signed-in user and valid input', async () => {
    expect((await t.client().post('/api/pod-orders', order())).status).toBe(401);
    const res = await asCollector.post('/api/pod-orders', {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['artworkId', 'variantId', 'quantity', 'unitPrice']),
    );
  });

  it('places one order for one Idempotency-Key, however often it is sent', async () => {
    const headers = { 'Idempotency-Key': 'print-order-1' };
    const responses = [];
    for (let i = 0; i < 3; i++)
      responses.push(await asCollector.post('/api/pod-orders', order({ quantity: 2 }), { headers }));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
  });
});
