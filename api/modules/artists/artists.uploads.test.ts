import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArtistImageSchema } from '../../../contract/artist';
import { fileOf, imageBytes } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, imageForm, signedUser, storedFiles, type World } from './artists.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const imageRows = (artistId: number) =>
  t.db.knex('artist_images').where({ artist_id: artistId }).whereNull('deleted_at');
const patchForm = (client = w.artist.client, form: FormData, headers: Record<string, string> = {}) =>
  client.request('PATCH', `/api/artists/${w.artist.artistId}`, { form, headers });

describe('multipart profile with images', () => {
  it('POST creates the profile with its images, descriptions and types, stored as WebP renditions', async () => {
    const me = await signedUser(t, 'bus_admin');
    const form = await imageForm(
      {
        bio: 'Multipart bio',
        socialLinks: { website: 'https://me.test' },
        images: [
          { file: 0, description: 'In the studio', type: 'studio' },
          { file: 1, type: 'profile' },
        ],
      },
      2,
    );
    const res = await me.client.request('POST', '/api/artists', { form });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ bio: 'Multipart bio', website: 'https://me.test', specialties: [] });
    expect(res.body.profileImageUrl).toMatch(/^\/uploads\/artists\/\d+\/.+\.webp$/);
    const images = z
      .array(ArtistImageSchema.strict())
      .parse((await me.client.get(`/api/artist-images?artistId=${res.body.id}`)).body);
    expect(images.map((i) => [i.imageType, i.description])).toEqual([
      ['studio', 'In the studio'],
      ['profile', null],
    ]);
    expect(res.body.profileImageUrl).toBe(images[1]!.imageUrl);
    // The profile is pending approval: its images are the artist's own until it is approved.
    const file = await me.client.get(images[0]!.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await t.client().get(images[0]!.imageUrl)).status).toBe(404);
  });

  it('PATCH appends new images after the existing ones; the default type is portfolio', async () => {
    await patchForm(undefined, await imageForm({ images: [{ file: 0, description: 'first' }] }));
    const res = await patchForm(
      undefined,
      await imageForm({ bio: 'with more', images: [{ file: 0, description: 'second' }] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe('with more');
    const list = (await w.artist.client.get(`/api/artist-images?artistId=${w.artist.artistId}`)).body;
    expect(
      list.slice(-2).map((i: { description: string; imageType: string }) => [i.description, i.imageType]),
    ).toEqual([
      ['first', 'portfolio'],
      ['second', 'portfolio'],
    ]);
  });

  it('an unknown image type is 400 naming the field, and nothing is stored', async () => {
    const before = storedFiles(t).length;
    const res = await patchForm(undefined, await imageForm({ images: [{ file: 0, type: 'selfie' }] }));
    expect(res.status).toBe(400);
    expect(res.body.fields['images.0.type']).toEqual(expect.any(String));
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('another artist cannot upload to this profile', async () => {
    const before = storedFiles(t).length;
    const res = await patchForm(w.other.client, await imageForm());
    expect(res.status).toBe(404);
    expect(storedFiles(t)).toHaveLength(before);
  });
});

describe('upload limits and fake images', () => {
  it('11 files are 400 "Maximum 10 images allowed"', async () => {
    const res = await patchForm(undefined, await imageForm({}, 11));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Maximum 10 images allowed');
  });

  it('an 11 MB file is 413', async () => {
    const form = await imageForm({}, 0, [fileOf(Buffer.alloc(11 * 1024 * 1024, 1), 'huge.png', 'image/png')]);
    const res = await patchForm(undefined, form);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a text file named .png is 415 naming it; no row, no stored file, even after a good file', async () => {
    const rows = (await imageRows(w.artist.artistId)).length;
    const files = storedFiles(t).length;
    const form = await imageForm({ bio: 'should not stick' }, 1, [
      fileOf('just some text, not a picture', 'holiday.png', 'image/png'),
    ]);
    const res = await patchForm(undefined, form);
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/holiday\.png/);
    expect(await imageRows(w.artist.artistId)).toHaveLength(rows);
    expect(storedFiles(t)).toHaveLength(files);
    expect((await t.db.knex('artists').where({ id: w.artist.artistId }).first()).bio).not.toBe(
      'should not stick',
    );
  });

  it('a fake image on create leaves no profile behind', async () => {
    const me = await signedUser(t, 'bus_admin');
    const form = await imageForm({ bio: 'x' }, 0, [
      fileOf('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml'),
    ]);
    const res = await me.client.request('POST', '/api/artists', { form });
    expect(res.status).toBe(415);
    expect(await t.db.knex('artists').where({ user_id: me.id })).toHaveLength(0);
  });

  it('accepts JPEG, WebP and GIF as well', async () => {
    const pictures: File[] = [];
    for (const format of ['jpeg', 'webp', 'gif'] as const)
      pictures.push(fileOf(await imageBytes(format), `pic.${format}`));
    const form = await imageForm({}, 0, pictures);
    const before = (await imageRows(w.artist.artistId)).length;
    expect((await patchForm(undefined, form)).status).toBe(200);
    expect(await imageRows(w.artist.artistId)).toHaveLength(before + 3);
  });

  it('multipart is refused on routes that take no files', async () => {
    const res = await w.admin.client.request('PATCH', `/api/artists/${w.artist.artistId}/approve`, {
      form: await imageForm(),
    });
    expect(res.status).toBe(415);
  });
});

describe('idempotent image upload', () => {
  it('the same Idempotency-Key three times stores one image and answers the same', async () => {
    const before = (await imageRows(w.artist.artistId)).length;
    const files = storedFiles(t).length;
    const bytes = await imageBytes('png', 77, 55);
    const send = async () => {
      const form = await imageForm({ images: [{ file: 0, description: 'once' }] }, 0, [
        fileOf(bytes, 'once.png', 'image/png'),
      ]);
      return patchForm(undefined, form, { 'Idempotency-Key': 'upload-once' });
    };
    const [first, second, third] = [await send(), await send(), await send()];
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(await imageRows(w.artist.artistId)).toHaveLength(before + 1);
    expect(storedFiles(t).length - files).toBeGreaterThan(0);
    const renditions = storedFiles(t).length - files;
    const form = await imageForm({}, 0, [fileOf(bytes, 'once.png', 'image/png')]);
    const mismatch = await patchForm(undefined, form, { 'Idempotency-Key': 'upload-once' });
    expect(mismatch.status).toBe(422);
    expect(storedFiles(t).length - files).toBe(renditions);
  });
});
