import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createArtist, createArtwork, signIn } from '../test/fixtures';
import type { TestClient } from '../test/test-client';

let t: TestApp;
let artworkId: number;
let asArtist: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const artist = await createArtist(t.db.knex);
  artworkId = (await createArtwork(t.db.knex, artist.artistId)).id;
  asArtist = await signIn(t, artist.email);
});
afterAll(() => t.close());

/** Ways to write a number that are not its decimal digits. */
const spellings = (n: number) => [
  `0x${n.toString(16)}`,
  `0X${n.toString(16)}`,
  `0b${n.toString(2)}`,
  `0o${n.toString(8)}`,
  `${n}e0`,
  `${n}.0`,
  `+${n}`,
  `0${n}`,
  `%20${n}`,
  `${n}%20`,
  `${n}%00`,
];

describe('ids in paths and query strings are decimal digits only', () => {
  it('answers 404 to any other spelling of an existing id and changes nothing', async () => {
    for (const id of spellings(artworkId)) {
      const read = await t.client().get(`/api/artworks/${id}`);
      expect(read.status, `GET /api/artworks/${id}`).toBe(404);
      expect(read.body).toMatchObject({ code: 'NOT_FOUND', message: 'Artwork not found' });
      const removed = await asArtist.delete(`/api/artworks/${id}`);
      expect(removed.status, `DELETE /api/artworks/${id}`).toBe(404);
    }
    expect((await t.client().get(`/api/artworks/${artworkId}`)).status).toBe(200);
  });

  it('refuses other spellings in query strings and bodies with 400', async () => {
    for (const id of spellings(artworkId).filter((s) => !s.includes('%'))) {
      const res = await t.client().get(`/api/stock?artworkId=${encodeURIComponent(id)}`);
      expect(res.status, `?artworkId=${id}`).toBe(400);
      expect(res.body.fields.artworkId).toEqual(expect.any(String));
    }
    const order = await asArtist.post('/api/orders', {
      artworkId: `0x${artworkId.toString(16)}`,
      amount: 250,
    });
    expect(order.status).toBe(400);
    expect(order.body.fields.artworkId).toEqual(expect.any(String));
    expect((await t.client().get(`/api/stock?artworkId=${artworkId}`)).status).toBe(200);
  });
});
