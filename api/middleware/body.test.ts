import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, fileOf, imageForm, signIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';

// Regression tests for the 500s the hostile-input property test found (api/hostile-input.property.test.ts).
let t: TestApp;
let artist: TestClient;
let artistId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createArtist(t.db.knex);
  artistId = user.artistId;
  artist = await signIn(t, user.email);
});
afterAll(() => t.close());

const expectErrorShape = (body: unknown) =>
  expect(body).toMatchObject({ message: expect.any(String), code: expect.any(String) });

describe('deeply nested JSON', () => {
  it.each([
    ['an array', '['.repeat(50_000) + ']'.repeat(50_000)],
    ['an object', '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)],
  ])('%s 20,000+ levels deep answers 400, with or without an Idempotency-Key', async (_, text) => {
    for (const headers of [{}, { 'Idempotency-Key': 'deep-1' }] as Array<Record<string, string>>) {
      const res = await artist.request('POST', '/api/artworks', {
        raw: { body: text, contentType: 'application/json' },
        headers,
      });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it('a body nested a few levels answers as usual', async () => {
    const res = await artist.post('/api/artworks', { title: 'x', images: [[[[1]]]] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toBeDefined();
  });

  it('a multipart body field nested too deeply answers 400', async () => {
    const form = new FormData();
    form.append('body', `{"images":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    const res = await artist.request('PATCH', `/api/artists/${artistId}`, {
      form,
      headers: { 'Idempotency-Key': 'deep-2' },
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });
});

describe('malformed multipart on an upload route', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', '--xyz\r\n'],
    ['with a boundary the body does not use', 'multipart/form-data; boundary=xyz', '{"a":'],
    [
      'cut off',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="body"\r\n\r\n{',
    ],
  ])('%s answers 400 with the error shape', async (_, contentType, body) => {
    const res = await artist.request('PATCH', `/api/artists/${artistId}`, { raw: { body, contentType } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('a zero-byte file answers 400 and stores nothing', async () => {
    const before = await t.db.knex('artist_images').where({ artist_id: artistId }).count({ n: '*' });
    const form = await imageForm({}, 0, [fileOf(Buffer.alloc(0), 'empty.png', 'image/png')]);
    const res = await artist.request('PATCH', `/api/artists/${artistId}`, { form });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A file is empty');
    const after = await t.db.knex('artist_images').where({ artist_id: artistId }).count({ n: '*' });
    expect(after).toEqual(before);
  });
});
