import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReference } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { artworkInput, createWorld, imageForm, parseArtwork, type World } from './artworks.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const created = async (extra: Record<string, unknown> = {}) =>
  (await w.artist.client.post('/api/artworks', await artworkInput(t, extra))).body as { id: number };
const patch = (id: number, body: unknown) => w.artist.client.patch(`/api/artworks/${id}`, body);

describe('PATCH /api/artworks/{id} fields', () => {
  it('changes only the fields sent', async () => {
    const { id } = await created();
    const acrylic = await createReference(t.db.knex, 'mediums', 'Acrylic');
    const res = await patch(id, { title: 'New title', mediumId: acrylic, yearCreated: 2020 });
    expect(res.status).toBe(200);
    expect(parseArtwork(res.body)).toMatchObject({
      title: 'New title',
      medium: 'Acrylic',
      yearCreated: 2020,
      description: 'Boats at dusk',
      specialty: 'Landscape',
      price: 450.5,
    });
  });

  it('keeps an approved artwork approved after an edit', async () => {
    const { id } = await created();
    await w.admin.client.patch(`/api/artworks/${id}/approve`, { approved: true });
    const res = await patch(id, { description: 'Edited after approval' });
    expect(res.body.approvalStatus).toBe('approved');
    expect((await w.anon.get(`/api/artworks/${id}`)).body.description).toBe('Edited after approval');
  });

  it("moves the original's stock price with the artwork's price", async () => {
    const { id } = await created();
    await patch(id, { price: 1200 });
    const stock = (await w.artist.client.get(`/api/stock?artworkId=${id}`)).body;
    expect(stock).toEqual([expect.objectContaining({ type: 'original', price: 1200 })]);
  });

  it('never takes artistId or approvalStatus from the body', async () => {
    const { id } = await created();
    const res = await patch(id, {
      artistId: w.other.artistId,
      approvalStatus: 'approved',
      title: 'Still mine',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      artistId: w.artist.artistId,
      approvalStatus: 'pending',
      title: 'Still mine',
    });
  });

  it('clears optional fields with null in a multipart body', async () => {
    const { id } = await created();
    const res = await w.artist.client.request('PATCH', `/api/artworks/${id}`, {
      form: await imageForm({ description: null, specialtyId: null, yearCreated: null, price: '75' }, 0),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: null,
      specialty: null,
      specialtyId: null,
      yearCreated: null,
      price: 75,
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ price: -1 }, 'price', 'Price cannot be negative'],
    [{ price: 9.999 }, 'price', 'Price can have at most 2 decimals'],
    [{ price: null }, 'price', 'Required'],
    [{ mediumId: 999999 }, 'mediumId', 'Unknown medium'],
    [{ specialtyId: 999999 }, 'specialtyId', 'Unknown specialty'],
    [{ images: 'all' }, 'images', expect.any(String)],
    [{ images: [{ id: 'first', primary: true }] }, 'images.0', expect.any(String)],
  ])('refuses %j with a message on %s and changes nothing', async (body, field, message) => {
    const { id } = await created();
    const res = await patch(id, body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(message);
    expect((await w.artist.client.get(`/api/artworks/${id}`)).body).toMatchObject({
      title: 'Evening Harbour',
      price: 450.5,
    });
  });

  it('refuses a blank price in multipart instead of making the artwork free', async () => {
    const { id } = await created();
    const res = await w.artist.client.request('PATCH', `/api/artworks/${id}`, {
      form: await imageForm({ price: '' }, 0),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.price).toBe('Required');
  });

  it('answers 400 for malformed JSON', async () => {
    const { id } = await created();
    const res = await w.artist.client.request('PATCH', `/api/artworks/${id}`, {
      raw: { body: '{title', contentType: 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('replays a multipart PATCH with the same Idempotency-Key without adding images twice', async () => {
    const { id } = await created();
    const form = await imageForm({ title: 'With photo' }, 1);
    const headers = { 'Idempotency-Key': `patch-${id}` };
    const first = await w.artist.client.request('PATCH', `/api/artworks/${id}`, { form, headers });
    const again = await w.artist.client.request('PATCH', `/api/artworks/${id}`, { form, headers });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await w.artist.client.get(`/api/artworks/${id}`)).body.images).toHaveLength(1);
  });
});

describe('DELETE /api/artworks/{id}', () => {
  it('soft-deletes the artwork with its images and stock', async () => {
    const { id } = await created();
    await w.artist.client.request('POST', `/api/artworks/${id}/images`, { form: await imageForm({}, 1) });
    expect((await w.artist.client.delete(`/api/artworks/${id}`)).status).toBe(204);
    expect((await w.artist.client.get(`/api/artworks/${id}`)).status).toBe(404);
    const row = await t.db.knex('artworks').where({ id }).first();
    expect(row.deleted_at).not.toBeNull();
    expect(await t.db.knex('artwork_images').where({ artwork_id: id }).whereNull('deleted_at')).toEqual([]);
    expect(await t.db.knex('stock_items').where({ artwork_id: id }).whereNull('deleted_at')).toEqual([]);
  });
});
