import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ArtistImageSchema } from '../../../contract/artist';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  clientOf,
  createWorld,
  imageForm,
  insertImage,
  storedFiles,
  type Viewer,
  type World,
} from './artists.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const listOf = (viewer: Viewer, artistId: number) =>
  clientOf(w, viewer).get(`/api/artist-images?artistId=${artistId}`);
const profileFlags = async (artistId: number) =>
  Object.fromEntries(
    (
      await t.db
        .knex('artist_images')
        .where({ artist_id: artistId })
        .whereNull('deleted_at')
        .select('id', 'is_profile_image')
    ).map((r: { id: number; is_profile_image: boolean }) => [r.id, r.is_profile_image]),
  );

describe('GET /api/artist-images?artistId=', () => {
  it('lists an approved artist’s images to anyone, in order', async () => {
    const second = await insertImage(t, w.other.artistId, { position: 1 });
    const first = await insertImage(t, w.other.artistId, { position: 0, imageType: 'studio' });
    const res = await listOf('anon', w.other.artistId);
    expect(res.status).toBe(200);
    const images = z.array(ArtistImageSchema.strict()).parse(res.body);
    expect(images.map((i) => i.id)).toEqual([first, second]);
    expect(images[0]).toMatchObject({
      artistId: w.other.artistId,
      imageType: 'studio',
      isProfileImage: false,
    });
  });

  it.each<[Viewer, number]>([
    ['anon', 404],
    ['collector', 404],
    ['other', 404],
    ['artist', 200],
    ['admin', 200],
  ])('a pending artist’s images, for %s: %i', async (viewer, status) => {
    await insertImage(t, w.artist.artistId);
    const res = await listOf(viewer, w.artist.artistId);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.length).toBeGreaterThan(0);
  });

  it.each([
    ['', 400],
    ['?artistId=abc', 400],
    ['?artistId=1;drop', 400],
    ['?artistId=999999', 404],
  ])('query %s is %i', async (qs, status) => {
    const res = await w.anon.get(`/api/artist-images${qs}`);
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.fields.artistId).toEqual(expect.any(String));
  });
});

describe('PATCH /api/artist-images/{id}/set-profile', () => {
  it.each<[Viewer, number]>([
    ['anon', 401],
    ['collector', 403],
    ['artist', 403],
    ['other', 200],
    ['admin', 200],
  ])('on an approved artist’s image, %s gets %i', async (viewer, status) => {
    const id = await insertImage(t, w.other.artistId);
    const res = await clientOf(w, viewer).patch(`/api/artist-images/${id}/set-profile`);
    expect(res.status).toBe(status);
    expect((await profileFlags(w.other.artistId))[id]).toBe(status === 200);
    if (status === 200) expect(ArtistImageSchema.strict().parse(res.body).isProfileImage).toBe(true);
  });

  it('keeps exactly one profile image per artist, and the artist shows it', async () => {
    const a = await insertImage(t, w.artist.artistId, { url: 'https://x.test/a.jpg' });
    const b = await insertImage(t, w.artist.artistId, { url: 'https://x.test/b.jpg' });
    expect((await w.artist.client.patch(`/api/artist-images/${a}/set-profile`)).status).toBe(200);
    expect((await w.artist.client.patch(`/api/artist-images/${b}/set-profile`)).status).toBe(200);
    expect((await w.artist.client.patch(`/api/artist-images/${b}/set-profile`)).status).toBe(200);
    const flags = await profileFlags(w.artist.artistId);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    expect(flags[b]).toBe(true);
    expect((await w.artist.client.get('/api/artists/me')).body.profileImageUrl).toBe('https://x.test/b.jpg');
  });

  it('a pending artist’s image is 404 to other users', async () => {
    const id = await insertImage(t, w.artist.artistId);
    expect((await w.other.client.patch(`/api/artist-images/${id}/set-profile`)).status).toBe(404);
  });

  it.each(['999999', 'abc', '1;drop table artist_images'])('id %s is 404', async (id) => {
    expect(
      (await w.admin.client.patch(`/api/artist-images/${encodeURIComponent(id)}/set-profile`)).status,
    ).toBe(404);
  });
});

describe('DELETE /api/artist-images/{id}', () => {
  it.each<[Viewer, number]>([
    ['anon', 401],
    ['collector', 403],
    ['artist', 403],
    ['other', 204],
    ['admin', 204],
  ])('on an approved artist’s image, %s gets %i', async (viewer, status) => {
    const id = await insertImage(t, w.other.artistId);
    const res = await clientOf(w, viewer).delete(`/api/artist-images/${id}`);
    expect(res.status).toBe(status);
    const listed = (await listOf('anon', w.other.artistId)).body.map((i: { id: number }) => i.id);
    if (status === 204) expect(listed).not.toContain(id);
    else expect(listed).toContain(id);
  });

  it('soft-deletes: gone from the list, 404 the second time, the row kept as a tombstone', async () => {
    const id = await insertImage(t, w.artist.artistId);
    expect((await w.artist.client.delete(`/api/artist-images/${id}`)).status).toBe(204);
    expect((await w.artist.client.delete(`/api/artist-images/${id}`)).status).toBe(404);
    expect((await w.artist.client.patch(`/api/artist-images/${id}/set-profile`)).status).toBe(404);
    const row = await t.db.knex('artist_images').where({ id }).first();
    expect(row.deleted_at).not.toBeNull();
  });

  it('deleting the profile image falls back to the next image; its stored files are removed', async () => {
    await w.artist.client.request('PATCH', `/api/artists/${w.artist.artistId}`, {
      form: await imageForm({}, 2),
    });
    const images = (await listOf('artist', w.artist.artistId)).body as Array<{
      id: number;
      imageUrl: string;
    }>;
    const [chosen, next] = images.slice(-2) as [(typeof images)[0], (typeof images)[0]];
    await t.db
      .knex('artist_images')
      .where({ artist_id: w.artist.artistId })
      .whereNotIn('id', [chosen.id, next.id])
      .update({ deleted_at: new Date() });
    await w.artist.client.patch(`/api/artist-images/${chosen.id}/set-profile`);
    const files = storedFiles(t).length;
    expect((await w.artist.client.delete(`/api/artist-images/${chosen.id}`)).status).toBe(204);
    expect((await w.artist.client.get('/api/artists/me')).body.profileImageUrl).toBe(next.imageUrl);
    // The deleted image's renditions go once the deletion has committed; the next image's stay.
    await vi.waitFor(() => expect(storedFiles(t).length).toBeLessThan(files));
    expect((await w.artist.client.get(next.imageUrl)).status).toBe(200);
    expect((await w.artist.client.get(chosen.imageUrl)).status).toBe(404);
  });

  it('the same Idempotency-Key three times answers 204 each time and deletes once', async () => {
    const id = await insertImage(t, w.artist.artistId);
    const send = () =>
      w.artist.client.delete(`/api/artist-images/${id}`, { headers: { 'Idempotency-Key': `del-${id}` } });
    const statuses = [(await send()).status, (await send()).status, (await send()).status];
    expect(statuses).toEqual([204, 204, 204]);
    expect((await w.artist.client.delete(`/api/artist-images/${id}`)).status).toBe(404);
  });

  it.each(['999999', 'abc', '1;drop table artist_images'])('id %s is 404', async (id) => {
    expect((await w.admin.client.delete(`/api/artist-images/${encodeURIComponent(id)}`)).status).toBe(404);
  });
});
