import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let artist: FixtureUser & { artistId: number };
let asArtist: TestClient;
let asOtherArtist: TestClient;
let asCollector: TestClient;
let asAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  artist = await createArtist(db);
  const other = await createArtist(db);
  const collector = await createUser(db);
  const admin = await createUser(db, { role: 'admin' });
  [asArtist, asOtherArtist, asCollector, asAdmin] = await Promise.all([
    signIn(t, artist.email),
    signIn(t, other.email),
    signIn(t, collector.email),
    signIn(t, admin.email),
  ]);
});
afterAll(() => t.close());

const newArtwork = async (fields: Record<string, unknown> = {}) =>
  (await createArtwork(t.db.knex, artist.artistId, fields)).id;

describe('GET /api/printful/products', () => {
  it('lists the built-in catalogue to anyone, in the spec shape', async () => {
    const res = await t.client().get('/api/printful/products');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-print-provider')).toBe('catalog');
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    expect(res.body[0]).toEqual({
      external_id: expect.any(String),
      name: expect.any(String),
      variants: expect.arrayContaining([
        { external_id: expect.any(String), name: expect.any(String), retail_price: expect.any(Number) },
      ]),
    });
  });

  it('shows one product, or 404', async () => {
    const res = await t.client().get('/api/printful/products/framed-poster');
    expect(res.body.variants.map((v: { name: string }) => v.name)).toContain(
      'Framed Poster, Oak frame 12″×16″',
    );
    expect((await t.client().get('/api/printful/products/nope')).status).toBe(404);
  });
});

describe('POST /api/pod-products', () => {
  it('offers the chosen variants at the provider prices', async () => {
    const artworkId = await newArtwork();
    const res = await asArtist.post('/api/pod-products', {
      artworkId,
      externalId: 'poster-matte',
      variantIds: ['poster-matte-24x36', 'poster-matte-12x16'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      artworkId,
      externalId: 'poster-matte',
      name: 'Enhanced Matte Paper Poster',
    });
    expect(res.body.variants).toEqual([
      {
        external_id: 'poster-matte-12x16',
        name: 'Enhanced Matte Paper Poster (in) 12″×16″',
        retail_price: 24,
      },
      {
        external_id: 'poster-matte-24x36',
        name: 'Enhanced Matte Paper Poster (in) 24″×36″',
        retail_price: 45,
      },
    ]);
    const listed = await t.client().get(`/api/pod-products?artworkId=${artworkId}`);
    expect(listed.body).toEqual([res.body]);
  });

  it('offers every variant when none are chosen', async () => {
    const artworkId = await newArtwork();
    const res = await asArtist.post('/api/pod-products', { artworkId, externalId: 'canvas-gallery-wrap' });
    expect(res.body.variants).toHaveLength(6);
  });

  it('answers 409 for a product already offered for the artwork', async () => {
    const artworkId = await newArtwork();
    await asArtist.post('/api/pod-products', { artworkId, externalId: 'giclee-fine-art' });
    const again = await asArtist.post('/api/pod-products', { artworkId, externalId: 'giclee-fine-art' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This print product is already offered for this artwork');
  });

  it.each([
    ['an unknown product', { externalId: 'mug' }, 'externalId'],
    ['an unknown variant', { externalId: 'poster-matte', variantIds: ['canvas-12x12'] }, 'variantIds'],
    ['an empty variant list', { externalId: 'poster-matte', variantIds: [] }, 'variantIds'],
    ['no product', {}, 'externalId'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const artworkId = await newArtwork();
    const res = await asArtist.post('/api/pod-products', { artworkId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it('permission matrix: anonymous 401, collector 403, another artist 403, admin 201, missing artwork 404', async () => {
    const artworkId = await newArtwork();
    const body = { artworkId, externalId: 'poster-luster' };
    expect((await t.client().post('/api/pod-products', body)).status).toBe(401);
    expect((await asCollector.post('/api/pod-products', body)).status).toBe(403);
    expect((await asOtherArtist.post('/api/pod-products', body)).status).toBe(403);
    expect((await asAdmin.post('/api/pod-products', body)).status).toBe(201);
    expect((await asAdmin.post('/api/pod-products', { ...body, artworkId: 999_999 })).status).toBe(404);
  });

  it('lets the artist prepare prints of a pending artwork, shown to the public once approved', async () => {
    const artworkId = await newArtwork({ approval_status: 'pending' });
    expect((await asArtist.post('/api/pod-products', { artworkId, externalId: 'poster-matte' })).status).toBe(
      201,
    );
    expect((await t.client().get(`/api/pod-products?artworkId=${artworkId}`)).status).toBe(404);
    expect((await asOtherArtist.get(`/api/pod-products?artworkId=${artworkId}`)).status).toBe(404);
    expect((await asArtist.get(`/api/pod-products?artworkId=${artworkId}`)).body).toHaveLength(1);
    await t.db.knex('artworks').where({ id: artworkId }).update({ approval_status: 'approved' });
    expect((await t.client().get(`/api/pod-products?artworkId=${artworkId}`)).body).toHaveLength(1);
  });
});

describe('print products of a hidden artwork', () => {
  it.each([
    ['pending', { approval_status: 'pending' }],
    ['rejected', { approval_status: 'rejected' }],
  ])('answer 404 to anyone but its artist and admins (%s), as a missing id does', async (_l, fields) => {
    const artworkId = await newArtwork(fields);
    const offer = await asArtist.post('/api/pod-products', { artworkId, externalId: 'poster-matte' });
    expect(offer.status).toBe(201);
    const create = { artworkId, externalId: 'poster-luster' };
    for (const stranger of [asCollector, asOtherArtist]) {
      const created = await stranger.post('/api/pod-products', create);
      expect(created.status).toBe(404);
      expect(created.body).toMatchObject({ code: 'NOT_FOUND', message: 'Artwork not found' });
      const deleted = await stranger.delete(`/api/pod-products/${offer.body.id}`);
      expect(deleted.status).toBe(404);
      expect(deleted.body.message).toBe('Print product not found');
    }
    expect((await asArtist.get(`/api/pod-products?artworkId=${artworkId}`)).body).toHaveLength(1);
    expect((await asAdmin.post('/api/pod-products', create)).status).toBe(201);
    expect((await asAdmin.delete(`/api/pod-products/${offer.body.id}`)).status).toBe(204);
  });
});

describe('GET /api/pod-products', () => {
  it('needs an artworkId', async () => {
    const res = await t.client().get('/api/pod-products');
    expect(res.status).toBe(400);
    expect(res.body.fields.artworkId).toBe('artworkId is required');
    expect((await t.client().get('/api/pod-products?artworkId=abc')).status).toBe(400);
    expect((await t.client().get('/api/pod-products?artworkId=999999')).status).toBe(404);
  });

  it('answers an empty list for an approved artwork with no prints', async () => {
    const artworkId = await newArtwork();
    expect((await t.client().get(`/api/pod-products?artworkId=${artworkId}`)).body).toEqual([]);
  });
});

describe('DELETE /api/pod-products/{id}', () => {
  it('withdraws an offer (owner or admin), after which it can be set up again', async () => {
    const artworkId = await newArtwork();
    const { body } = await asArtist.post('/api/pod-products', { artworkId, externalId: 'poster-matte' });
    expect((await t.client().delete(`/api/pod-products/${body.id}`)).status).toBe(401);
    expect((await asOtherArtist.delete(`/api/pod-products/${body.id}`)).status).toBe(403);
    expect((await asArtist.delete(`/api/pod-products/${body.id}`)).status).toBe(204);
    expect((await t.client().get(`/api/pod-products?artworkId=${artworkId}`)).body).toEqual([]);
    expect((await asArtist.delete(`/api/pod-products/${body.id}`)).status).toBe(404);
    expect((await asArtist.post('/api/pod-products', { artworkId, externalId: 'poster-matte' })).status).toBe(
      201,
    );
  });
});
