import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StockItemSchema } from '../../../contract/artwork';
import { createArtist, signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  artworkInput,
  createWorld,
  imageForm,
  parseArtwork,
  signedUser,
  storedFiles,
  type World,
} from './artworks.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const artworkCount = async () => Number((await t.db.knex('artworks').count({ n: '*' }))[0]!.n);

describe('POST /api/artworks', () => {
  it('creates a pending artwork for the signed-in artist, with names of medium and specialty', async () => {
    const res = await w.artist.client.post('/api/artworks', await artworkInput(t));
    expect(res.status).toBe(201);
    const artwork = parseArtwork(res.body);
    expect(artwork).toMatchObject({
      artistId: w.artist.artistId,
      title: 'Evening Harbour',
      medium: 'Oil',
      specialty: 'Landscape',
      price: 450.5,
      approvalStatus: 'pending',
      images: [],
      imageUrl: null,
    });
    expect(artwork.artistName).toBe(`${w.artist.firstName} ${w.artist.lastName}`);
    expect((await w.artist.client.get(`/api/artworks/${artwork.id}`)).status).toBe(200);
  });

  it('puts the original in stock at the artwork price', async () => {
    const { body } = await w.artist.client.post('/api/artworks', await artworkInput(t, { price: 99.99 }));
    const stock = z
      .array(StockItemSchema.strict())
      .parse((await w.artist.client.get(`/api/stock?artworkId=${body.id}`)).body);
    expect(stock).toEqual([
      expect.objectContaining({
        type: 'original',
        price: 99.99,
        quantity: 1,
        isAvailable: true,
        dimensions: '40 x 50 cm',
      }),
    ]);
  });

  it('shows an external imageUrl until images are uploaded', async () => {
    const imageUrl = 'https://img.example.test/harbour.jpg';
    const res = await w.artist.client.post('/api/artworks', await artworkInput(t, { imageUrl }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imageUrl, images: [] });
  });

  it('ignores approvalStatus in the body: always pending', async () => {
    const res = await w.artist.client.post(
      '/api/artworks',
      await artworkInput(t, { approvalStatus: 'approved' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.approvalStatus).toBe('pending');
    expect((await w.anon.get(`/api/artworks/${res.body.id}`)).status).toBe(404);
  });

  it('answers 401 signed out, 403 for a collector, and creates nothing', async () => {
    const before = await artworkCount();
    expect((await w.anon.post('/api/artworks', await artworkInput(t))).status).toBe(401);
    expect((await w.collector.client.post('/api/artworks', await artworkInput(t))).status).toBe(403);
    expect(await artworkCount()).toBe(before);
  });

  it("refuses an artist's artwork for someone else's profile (403); their own id is fine", async () => {
    const other = await w.artist.client.post(
      '/api/artworks',
      await artworkInput(t, { artistId: w.other.artistId }),
    );
    expect(other.status).toBe(403);
    const own = await w.artist.client.post(
      '/api/artworks',
      await artworkInput(t, { artistId: w.artist.artistId }),
    );
    expect(own.status).toBe(201);
  });

  it('refuses a bus_admin without an artist profile', async () => {
    const bare = await signedUser(t, 'bus_admin');
    const res = await bare.client.post('/api/artworks', await artworkInput(t));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/artist profile/i);
  });

  it('lets an admin create for any artist, and asks which artist when none is given', async () => {
    const res = await w.admin.client.post(
      '/api/artworks',
      await artworkInput(t, { artistId: w.other.artistId }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ artistId: w.other.artistId, approvalStatus: 'pending' });
    const missing = await w.admin.client.post('/api/artworks', await artworkInput(t));
    expect(missing.status).toBe(400);
    expect(missing.body.fields.artistId).toEqual(expect.any(String));
    const unknown = await w.admin.client.post('/api/artworks', await artworkInput(t, { artistId: 999999 }));
    expect(unknown.body.fields).toEqual({ artistId: 'Unknown artist' });
  });

  it('lets an artist whose profile is still pending submit artworks', async () => {
    const pending = await createArtist(t.db.knex, { approval_status: 'pending' });
    const client = await signIn(t, pending.email);
    expect((await client.post('/api/artworks', await artworkInput(t))).status).toBe(201);
  });
});

describe('POST /api/artworks: bad input', () => {
  it('names every missing required field', async () => {
    const res = await w.artist.client.post('/api/artworks', {});
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: 'Required',
      mediumId: 'Medium is required',
      price: 'Required',
    });
  });

  it.each([
    [{ title: 42 }, 'title'],
    [{ mediumId: 'oil' }, 'mediumId'],
    [{ price: 'cheap' }, 'price'],
    [{ price: -5 }, 'price'],
    [{ price: 10.123 }, 'price'],
    [{ price: null }, 'price'],
    [{ price: '' }, 'price'],
    [{ yearCreated: 3000 }, 'yearCreated'],
    [{ title: '   ' }, 'title'],
    [{ specialtyId: -1 }, 'specialtyId'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ imageUrl: '//evil.test/x.png' }, 'imageUrl'],
  ])('refuses %j with a message on %s', async (extra, field) => {
    const before = await artworkCount();
    const res = await w.artist.client.post('/api/artworks', await artworkInput(t, extra));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields[field]).toEqual(expect.any(String));
    expect(await artworkCount()).toBe(before);
  });

  it('refuses 3-decimal and negative prices with the contract messages', async () => {
    const decimals = await w.artist.client.post('/api/artworks', await artworkInput(t, { price: 1.005 }));
    expect(decimals.body.fields.price).toBe('Price can have at most 2 decimals');
    const negative = await w.artist.client.post('/api/artworks', await artworkInput(t, { price: -0.01 }));
    expect(negative.body.fields.price).toBe('Price cannot be negative');
  });

  it('answers 400 with field messages for unknown medium and specialty ids', async () => {
    const res = await w.artist.client.post(
      '/api/artworks',
      await artworkInput(t, { mediumId: 999999, specialtyId: 888888 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ mediumId: 'Unknown medium', specialtyId: 'Unknown specialty' });
  });

  it('answers 400 for malformed JSON (as the body or as the multipart body field)', async () => {
    const raw = await w.artist.client.request('POST', '/api/artworks', {
      raw: { body: '{"title": "x",', contentType: 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toMatch(/not valid JSON/);
    const form = new FormData();
    form.append('body', '{"title": "x",');
    const multipart = await w.artist.client.request('POST', '/api/artworks', { form });
    expect(multipart.status).toBe(400);
    expect(multipart.body.message).toMatch(/not valid JSON/);
  });

  it('answers 415 for a multipart body sent to an endpoint without uploads', async () => {
    const form = new FormData();
    form.append('title', 'x');
    expect((await w.artist.client.request('POST', '/api/stock', { form })).status).toBe(415);
  });

  it('stores SQL metacharacters literally', async () => {
    const title = `Robert'); DROP TABLE artworks;-- 100% _x_ \\`;
    const res = await w.artist.client.post('/api/artworks', await artworkInput(t, { title }));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
    expect(await artworkCount()).toBeGreaterThan(0);
  });
});

describe('POST /api/artworks with an Idempotency-Key', () => {
  it('applies the same request once when sent 3 times, with identical responses', async () => {
    const body = await artworkInput(t, { title: 'Once only' });
    const headers = { 'Idempotency-Key': 'create-once-1' };
    const responses = [];
    for (let i = 0; i < 3; i++)
      responses.push(await w.artist.client.post('/api/artworks', body, { headers }));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(responses[1]!.body).toEqual(responses[0]!.body);
    expect(responses[2]!.body).toEqual(responses[0]!.body);
    expect(responses[2]!.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.knex('artworks').where({ title: 'Once only' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(
      await t.db.knex('stock_items').where({ artwork_id: responses[0]!.body.id }).count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  });

  it('answers 422 for the same key with another body, and creates nothing more', async () => {
    const headers = { 'Idempotency-Key': 'create-once-2' };
    await w.artist.client.post('/api/artworks', await artworkInput(t, { title: 'First body' }), { headers });
    const res = await w.artist.client.post('/api/artworks', await artworkInput(t, { title: 'Second body' }), {
      headers,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await t.db.knex('artworks').where({ title: 'Second body' }).first()).toBeUndefined();
  });
});

describe('POST /api/artworks with its images (multipart)', () => {
  it('creates the artwork with two images in one request; a replay with its Idempotency-Key creates nothing more', async () => {
    const input = await artworkInput(t, { title: 'With pictures' });
    const images = [{ file: 0 }, { file: 1, primary: true, description: 'Detail' }];
    const form = await imageForm({ ...input, images }, 2);
    const headers = { 'Idempotency-Key': 'create-with-images' };
    const before = await artworkCount();
    const first = await w.artist.client.request('POST', '/api/artworks', { form, headers });
    expect(first.status).toBe(201);
    const artwork = parseArtwork(first.body);
    expect(artwork).toMatchObject({ title: 'With pictures', approvalStatus: 'pending' });
    expect(artwork.images.map((i) => [i.isPrimary, i.description])).toEqual([
      [false, null],
      [true, 'Detail'],
    ]);
    expect(artwork.imageUrl).toBe(artwork.images[1]!.imageUrl);
    const files = storedFiles(t).length;
    const rows = await t.db.knex('artwork_images').where({ artwork_id: artwork.id }).whereNull('deleted_at');
    expect(rows).toHaveLength(2);

    const again = await w.artist.client.request('POST', '/api/artworks', { form, headers });
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.body).toEqual(first.body);
    expect(await artworkCount()).toBe(before + 1);
    expect(storedFiles(t)).toHaveLength(files);
    expect(await t.db.knex('artwork_images').where({ artwork_id: artwork.id })).toHaveLength(2);
  });

  it('refuses a file index past the files sent, creating nothing', async () => {
    const before = await artworkCount();
    const form = await imageForm({ ...(await artworkInput(t)), images: [{ file: 1 }] }, 1);
    const res = await w.artist.client.request('POST', '/api/artworks', { form });
    expect(res.status).toBe(400);
    expect(res.body.fields['images.0.file']).toEqual(expect.any(String));
    expect(await artworkCount()).toBe(before);
  });
});
