import { toFormData } from '../../../contract/multipart';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, fileOf, imageBytes, signIn, type FixtureUser } from '../../test/fixtures';
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
  artist = await createArtist(db, { display_name: 'Frida Studio' });
  const other = await createArtist(db);
  const collector = await createUser(db);
  const admin = await createUser(db, { role: 'app_admin' });
  [asArtist, asOtherArtist, asCollector, asAdmin] = await Promise.all([
    signIn(t, artist.email),
    signIn(t, other.email),
    signIn(t, collector.email),
    signIn(t, admin.email),
  ]);
});
afterAll(() => t.close());

/** A multipart body (contract/multipart.ts): the JSON body and the picture as the field `files`. */
function form(
  body: Record<string, unknown>,
  file?: { field: string; bytes: Buffer | string; name: string },
): FormData {
  const data = toFormData(body);
  if (file) data.append(file.field, fileOf(file.bytes, file.name, 'image/png'));
  return data;
}
/** The file behind an uploaded image URL, on local disk. */
const fileFor = (url: string) => path.join(t.uploadsDir, url.replace(/^.*\/uploads\//, ''));
const created = async (client: TestClient, body: Record<string, unknown> = { title: 'Self portrait' }) =>
  (await client.post('/api/commissions', body)).body as { id: number; imageUrl: string | null };

describe('POST /api/commissions', () => {
  it('creates an entry for the signed-in artist from JSON', async () => {
    const res = await asArtist.post('/api/commissions', {
      title: 'Portrait in blue',
      description: 'Commissioned by a family in Oaxaca',
      medium: 'Oil',
      dimensions: '60x80 cm',
      price: 2400.5,
      completionTime: '6 weeks',
      isShowcase: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      artistId: artist.artistId,
      artistName: 'Frida Studio',
      title: 'Portrait in blue',
      price: 2400.5,
      completionTime: '6 weeks',
      isShowcase: false,
      imageUrl: null,
    });
    expect((await t.client().get(`/api/commissions/${res.body.id}`)).body.title).toBe('Portrait in blue');
  });

  it('takes multipart with one image, stored as renditions', async () => {
    const res = await asArtist.request('POST', '/api/commissions', {
      form: form(
        { title: 'Roses', price: 350, isShowcase: false, medium: null },
        { field: 'files', bytes: await imageBytes('png', 800, 600), name: 'roses.png' },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Roses', price: 350, isShowcase: false, medium: null });
    expect(res.body.imageUrl).toMatch(/\/uploads\/commissions\/.+\.webp$/);
    expect(res.body.variants.length).toBeGreaterThan(0);
    expect(fs.existsSync(fileFor(res.body.imageUrl))).toBe(true);
  });

  it('refuses a fake image with 415 and creates nothing', async () => {
    const before = await t.db.knex('commissions').count({ n: '*' }).first();
    const res = await asArtist.request('POST', '/api/commissions', {
      form: form({ title: 'Fake' }, { field: 'files', bytes: '<svg onload="alert(1)"/>', name: 'evil.png' }),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/evil\.png/);
    expect(await t.db.knex('commissions').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a second file or a file under another name', async () => {
    const wrongField = await asArtist.request('POST', '/api/commissions', {
      form: form({ title: 'x' }, { field: 'images', bytes: await imageBytes(), name: 'a.png' }),
    });
    expect(wrongField.status).toBe(400);
    const two = form({ title: 'x' }, { field: 'files', bytes: await imageBytes(), name: 'a.png' });
    two.append('files', fileOf(await imageBytes(), 'b.png', 'image/png'));
    expect((await asArtist.request('POST', '/api/commissions', { form: two })).status).toBe(400);
  });

  it('validates with the contract', async () => {
    const res = await asArtist.post('/api/commissions', { title: ' ', price: -1 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ title: 'Title is required', price: 'Price cannot be negative' });
    const typed = await asArtist.post('/api/commissions', { title: ['x'], price: 'a lot' });
    expect(typed.status).toBe(400);
  });

  it('permission matrix: anonymous 401, collector 403, another artist for someone else 403', async () => {
    expect((await t.client().post('/api/commissions', { title: 'x' })).status).toBe(401);
    expect((await asCollector.post('/api/commissions', { title: 'x' })).status).toBe(403);
    const res = await asOtherArtist.post('/api/commissions', { title: 'x', artistId: artist.artistId });
    expect(res.status).toBe(403);
  });

  it('lets an admin create for a named artist only', async () => {
    const missing = await asAdmin.post('/api/commissions', { title: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.artistId).toBe('Artist is required');
    expect((await asAdmin.post('/api/commissions', { title: 'x', artistId: 999_999 })).status).toBe(404);
    const ok = await asAdmin.post('/api/commissions', { title: 'By admin', artistId: artist.artistId });
    expect(ok.status).toBe(201);
    expect(ok.body.artistId).toBe(artist.artistId);
  });
});

describe('PATCH /api/commissions/{id}', () => {
  it('updates the given fields only', async () => {
    const { id } = await created(asArtist, { title: 'Draft', medium: 'Ink', price: 10 });
    const res = await asArtist.patch(`/api/commissions/${id}`, { title: 'Final', price: null, artistId: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Final', medium: 'Ink', price: null, artistId: artist.artistId });
  });

  it('replaces the image and removes the old files', async () => {
    const first = await asArtist.request('POST', '/api/commissions', {
      form: form({ title: 'With image' }, { field: 'files', bytes: await imageBytes('png'), name: 'a.png' }),
    });
    const oldFile = fileFor(first.body.imageUrl);
    const res = await asArtist.request('PATCH', `/api/commissions/${first.body.id}`, {
      form: form(
        { description: 'Now in JPEG' },
        { field: 'files', bytes: await imageBytes('jpeg'), name: 'b.jpg' },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).not.toBe(first.body.imageUrl);
    expect(res.body.description).toBe('Now in JPEG');
    expect(fs.existsSync(fileFor(res.body.imageUrl))).toBe(true);
    // Removed once the change has committed.
    await vi.waitFor(() => expect(fs.existsSync(oldFile)).toBe(false));
  });

  it('permission matrix: anonymous 401, another artist 403, collector 403, admin 200, missing 404', async () => {
    const { id } = await created(asArtist);
    expect((await t.client().patch(`/api/commissions/${id}`, { title: 'x' })).status).toBe(401);
    expect((await asOtherArtist.patch(`/api/commissions/${id}`, { title: 'x' })).status).toBe(403);
    expect((await asCollector.patch(`/api/commissions/${id}`, { title: 'x' })).status).toBe(403);
    expect((await asAdmin.patch(`/api/commissions/${id}`, { title: 'Admin edit' })).body.title).toBe(
      'Admin edit',
    );
    expect((await asArtist.patch('/api/commissions/999999', { title: 'x' })).status).toBe(404);
  });

  it('refuses an empty title', async () => {
    const { id } = await created(asArtist);
    const res = await asArtist.patch(`/api/commissions/${id}`, { title: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields.title).toBe('Title is required');
  });
});

describe('DELETE /api/commissions/{id}', () => {
  it('removes the entry from lists and detail, and its image files', async () => {
    const withImage = await asArtist.request('POST', '/api/commissions', {
      form: form({ title: 'Doomed' }, { field: 'files', bytes: await imageBytes(), name: 'a.png' }),
    });
    const { id, imageUrl } = withImage.body;
    const res = await asArtist.delete(`/api/commissions/${id}`);
    expect(res.status).toBe(204);
    expect((await t.client().get(`/api/commissions/${id}`)).status).toBe(404);
    expect((await t.client().get('/api/commissions?search=Doomed')).body).toEqual([]);
    expect(fs.existsSync(fileFor(imageUrl))).toBe(false);
    expect((await asArtist.delete(`/api/commissions/${id}`)).status).toBe(404);
  });

  it('permission matrix: anonymous 401, another artist 403, admin 204', async () => {
    const { id } = await created(asArtist);
    expect((await t.client().delete(`/api/commissions/${id}`)).status).toBe(401);
    expect((await asOtherArtist.delete(`/api/commissions/${id}`)).status).toBe(403);
    expect((await asCollector.delete(`/api/commissions/${id}`)).status).toBe(403);
    expect((await asAdmin.delete(`/api/commissions/${id}`)).status).toBe(204);
  });

  it('replays a create sent twice with one Idempotency-Key: one entry', async () => {
    const headers = { 'Idempotency-Key': 'create-once' };
    const a = await asArtist.post('/api/commissions', { title: 'Once only' }, { headers });
    const b = await asArtist.post('/api/commissions', { title: 'Once only' }, { headers });
    expect(b.body).toEqual(a.body);
    expect(
      await t.db.knex('commissions').where({ title: 'Once only' }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
  });
});
