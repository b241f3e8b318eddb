import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import {
  artworkOf,
  clientOf,
  createWorld,
  imageForm,
  VIEWERS,
  type Viewer,
  type World,
} from './artworks.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const admin = () => w.admin.client;
const printOf = async (artworkId: number) => {
  const [row] = await t.db
    .knex('stock_items')
    .insert({ artwork_id: artworkId, type: 'print', price_cents: 3000, quantity: 5 })
    .returning('id');
  return (row as { id: number }).id;
};

interface ObjectRoute {
  run(client: TestClient, artworkId: number): Promise<TestResponse<{ code?: string }>>;
  /** Whether the call left a mark a client can see. */
  changed(artworkId: number): Promise<boolean>;
  expected: Record<Viewer, number>;
}

const WRITE = { anon: 401, collector: 403, other: 403 } as const;
const ROUTES: Record<string, ObjectRoute> = {
  'PATCH /artworks/{id}': {
    run: (c, id) => c.patch(`/api/artworks/${id}`, { title: 'Renamed' }),
    changed: async (id) => (await admin().get(`/api/artworks/${id}`)).body.title === 'Renamed',
    expected: { ...WRITE, artist: 200, admin: 200 },
  },
  'DELETE /artworks/{id}': {
    run: (c, id) => c.delete(`/api/artworks/${id}`),
    changed: async (id) => (await admin().get(`/api/artworks/${id}`)).status === 404,
    expected: { ...WRITE, artist: 204, admin: 204 },
  },
  'POST /artworks/{id}/images': {
    run: async (c, id) => c.request('POST', `/api/artworks/${id}/images`, { form: await imageForm({}, 1) }),
    changed: async (id) => (await admin().get(`/api/artworks/${id}`)).body.images.length === 1,
    expected: { ...WRITE, artist: 201, admin: 201 },
  },
  'PATCH /artworks/{id}/approve': {
    run: (c, id) => c.patch(`/api/artworks/${id}/approve`, { approved: false }),
    changed: async (id) => (await admin().get(`/api/artworks/${id}`)).body.approvalStatus === 'rejected',
    expected: { ...WRITE, artist: 403, admin: 200 },
  },
  'POST /stock': {
    run: (c, id) =>
      c.post('/api/stock', { artworkId: id, type: 'print', price: 25, quantity: 10, dimensions: 'A3' }),
    changed: async (id) => (await admin().get(`/api/stock?artworkId=${id}`)).body.length === 1,
    expected: { ...WRITE, artist: 201, admin: 201 },
  },
  'PATCH /stock/{id}': {
    run: async (c, id) => c.patch(`/api/stock/${await printOf(id)}`, { price: 42 }),
    changed: async (id) => (await admin().get(`/api/stock?artworkId=${id}`)).body[0]?.price === 42,
    expected: { ...WRITE, artist: 200, admin: 200 },
  },
};

const cases = Object.entries(ROUTES).flatMap(([name, route]) =>
  VIEWERS.map((viewer) => [name, viewer, route.expected[viewer]] as const),
);

describe('permission matrix on an approved artwork of `artist`', () => {
  it.each(cases)('%s by %s: %i', async (name, viewer, status) => {
    const route = ROUTES[name]!;
    const { id } = await artworkOf(t, w.artist.artistId);
    const res = await route.run(clientOf(w, viewer), id);
    expect(res.status).toBe(status);
    expect(await route.changed(id)).toBe(status < 300);
    if (status >= 400) expect(res.body.code).toBe({ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[status]);
  });

  it.each(VIEWERS)('GET /artworks/{id} by %s: 200', async (viewer) => {
    const { id } = await artworkOf(t, w.artist.artistId);
    const res = await clientOf(w, viewer).get(`/api/artworks/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
  });
});

describe('a pending artwork exists only for its artist and admins', () => {
  const visible: Record<Viewer, boolean> = {
    anon: false,
    collector: false,
    artist: true,
    other: false,
    admin: true,
  };

  it.each(VIEWERS)('detail, stock and images for %s', async (viewer) => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    const client = clientOf(w, viewer);
    const expected = visible[viewer] ? 200 : 404;
    expect((await client.get(`/api/artworks/${id}`)).status).toBe(expected);
    expect((await client.get(`/api/stock?artworkId=${id}`)).status).toBe(expected);
    expect((await client.get(`/api/artwork-images?artworkId=${id}`)).status).toBe(expected);
  });

  it.each([
    ['collector', 404],
    ['other', 404],
    ['artist', 200],
    ['admin', 200],
    ['anon', 401],
  ] as const)('PATCH by %s: %i (its existence is not revealed)', async (viewer, status) => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'rejected' });
    const res = await clientOf(w, viewer).patch(`/api/artworks/${id}`, { title: 'Peek' });
    expect(res.status).toBe(status);
  });
});

describe('ids that do not exist', () => {
  it.each(['999999', 'abc', '0', '-1', '1.5', "1'%20OR%20'1'='1"])('GET /artworks/%s is 404', async (id) => {
    const res = await w.anon.get(`/api/artworks/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Artwork not found', code: 'NOT_FOUND' });
  });

  it('writes to a missing artwork are 404 once signed in, 401 before', async () => {
    expect((await w.artist.client.patch('/api/artworks/999999', { title: 'x' })).status).toBe(404);
    expect((await w.artist.client.delete('/api/artworks/999999')).status).toBe(404);
    expect((await w.admin.client.patch('/api/artworks/999999/approve', { approved: true })).status).toBe(404);
    expect((await w.artist.client.patch('/api/stock/999999', { price: 1 })).status).toBe(404);
    expect((await w.anon.delete('/api/artworks/999999')).status).toBe(401);
  });

  it('a deleted artwork is gone for everyone, and deleting it again is 404', async () => {
    const { id } = await artworkOf(t, w.artist.artistId);
    await printOf(id);
    expect((await w.artist.client.delete(`/api/artworks/${id}`)).status).toBe(204);
    for (const viewer of VIEWERS)
      expect((await clientOf(w, viewer).get(`/api/artworks/${id}`)).status).toBe(404);
    expect((await w.admin.client.get(`/api/stock?artworkId=${id}`)).status).toBe(404);
    expect((await w.admin.client.get('/api/artworks')).body.some((a: { id: number }) => a.id === id)).toBe(
      false,
    );
    expect((await w.artist.client.delete(`/api/artworks/${id}`)).status).toBe(404);
  });
});
