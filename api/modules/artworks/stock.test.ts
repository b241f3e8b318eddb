import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StockItemSchema } from '../../../contract/artwork';
import { createTestApp, type TestApp } from '../../test/test-app';
import { artworkOf, createWorld, type World } from './artworks.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const print = (artworkId: number, extra: Record<string, unknown> = {}) => ({
  artworkId,
  type: 'print',
  price: 35,
  quantity: 20,
  dimensions: 'A3',
  ...extra,
});
const parseStock = (body: unknown) => z.array(StockItemSchema.strict()).parse(body);

describe('GET /api/stock', () => {
  it('lists an artwork’s stock, originals first then prints by price', async () => {
    const { id } = await artworkOf(t, w.artist.artistId);
    await w.artist.client.post('/api/stock', print(id, { price: 60, dimensions: 'A2' }));
    await w.artist.client.post('/api/stock', print(id));
    await w.artist.client.post('/api/stock', { artworkId: id, type: 'original', price: 900, quantity: 1 });
    const stock = parseStock((await w.anon.get(`/api/stock?artworkId=${id}`)).body);
    expect(stock.map((s) => [s.type, s.price, s.dimensions])).toEqual([
      ['original', 900, null],
      ['print', 35, 'A3'],
      ['print', 60, 'A2'],
    ]);
  });

  it('without artworkId lists only stock of visible artworks', async () => {
    const hidden = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    await w.artist.client.post('/api/stock', print(hidden.id));
    const anon = parseStock((await w.anon.get('/api/stock')).body);
    expect(anon.some((s) => s.artworkId === hidden.id)).toBe(false);
    const own = parseStock((await w.artist.client.get('/api/stock')).body);
    expect(own.some((s) => s.artworkId === hidden.id)).toBe(true);
  });

  it('answers 400 for a non-numeric artworkId and 404 for an unknown one', async () => {
    expect((await w.anon.get('/api/stock?artworkId=x')).status).toBe(400);
    expect((await w.anon.get('/api/stock?artworkId=999999')).status).toBe(404);
  });
});

describe('POST and PATCH /api/stock', () => {
  it('lets the artist offer prints and edit them', async () => {
    const { id } = await artworkOf(t, w.artist.artistId);
    const created = await w.artist.client.post('/api/stock', print(id));
    expect(created.status).toBe(201);
    expect(StockItemSchema.strict().parse(created.body)).toMatchObject({
      artworkId: id,
      type: 'print',
      price: 35,
      isAvailable: true,
    });
    const edited = await w.artist.client.patch(`/api/stock/${created.body.id}`, {
      quantity: 0,
      isAvailable: false,
      dimensions: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ quantity: 0, isAvailable: false, dimensions: null, price: 35 });
  });

  it('keeps one original per artwork, one of a kind', async () => {
    const { id } = await artworkOf(t, w.artist.artistId);
    expect(
      (await w.artist.client.post('/api/stock', { artworkId: id, type: 'original', price: 500, quantity: 1 }))
        .status,
    ).toBe(201);
    const second = await w.artist.client.post('/api/stock', {
      artworkId: id,
      type: 'original',
      price: 500,
      quantity: 1,
    });
    expect(second.status).toBe(409);
    const { body: p } = await w.artist.client.post('/api/stock', print(id));
    expect(
      (await w.artist.client.patch(`/api/stock/${p.id}`, { type: 'original', quantity: 1 })).status,
    ).toBe(409);
    const many = await w.artist.client.post('/api/stock', {
      artworkId: (await artworkOf(t, w.artist.artistId)).id,
      type: 'original',
      price: 5,
      quantity: 3,
    });
    expect(many.status).toBe(400);
    expect(many.body.fields.quantity).toMatch(/one of a kind/);
  });

  it.each([
    [{ type: 'poster' }, 'type'],
    [{ price: -1 }, 'price'],
    [{ price: 1.001 }, 'price'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: -1 }, 'quantity'],
    [{ artworkId: 'abc' }, 'artworkId'],
    [{ isAvailable: 'yes' }, 'isAvailable'],
  ])('refuses %j with a message on %s', async (extra, field) => {
    const { id } = await artworkOf(t, w.artist.artistId);
    const res = await w.artist.client.post('/api/stock', print(id, extra));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
    expect((await w.artist.client.get(`/api/stock?artworkId=${id}`)).body).toEqual([]);
  });

  it("treats another artist's pending artwork as missing (404)", async () => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    const res = await w.other.client.post('/api/stock', print(id));
    expect(res.status).toBe(404);
    expect((await w.other.client.post('/api/stock', print(999999))).body).toEqual(res.body);
  });
});
