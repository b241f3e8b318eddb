import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createArtwork } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { iso } from './dates';

// Hot reads take their timestamps written by PostgreSQL (`isoSql`) instead of parsing a Date and
// writing it in Node (issue 29): clients must get the very same text, hence the same ETags.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Timestamps with microseconds a JavaScript Date drops, including ones that would round up. */
const STAMPS = ['2026-03-04 05:06:07.891999+00', '2025-12-31 23:59:59.999999+00', '2026-07-01 12:00:00+02'];

describe('timestamps written by PostgreSQL', () => {
  it('an artwork and an artist carry the text a parsed Date would have given', async () => {
    const artist = await createArtist(t.db.knex, { created_at: STAMPS[0], updated_at: STAMPS[1] });
    const artworks = [];
    for (const [i, stamp] of STAMPS.entries()) {
      const { id } = await createArtwork(t.db.knex, artist.artistId, {
        created_at: stamp,
        updated_at: STAMPS[(i + 1) % STAMPS.length],
      });
      artworks.push(id);
    }
    // What the API sent before: the row's timestamps parsed by pg and written with toISOString.
    const expected = async (table: string, id: number) => {
      const row = (await t.db.knex(table).where({ id }).first('created_at', 'updated_at')) as {
        created_at: Date;
        updated_at: Date;
      };
      return { createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
    };
    const client = t.client();
    for (const id of artworks) {
      const res = await client.get(`/api/artworks/${id}`);
      expect(res.status).toBe(200);
      expect({ createdAt: res.body.createdAt, updatedAt: res.body.updatedAt }).toEqual(
        await expected('artworks', id),
      );
    }
    const list = await client.get(`/api/artworks?artistId=${artist.artistId}`);
    expect(list.body.map((a: { createdAt: string }) => a.createdAt).sort()).toEqual(
      (await Promise.all(artworks.map((id) => expected('artworks', id)))).map((e) => e.createdAt).sort(),
    );
    const profile = await client.get(`/api/artists/${artist.artistId}`);
    expect({ createdAt: profile.body.createdAt, updatedAt: profile.body.updatedAt }).toEqual(
      await expected('artists', artist.artistId),
    );
    expect(profile.body.createdAt).toBe('2026-03-04T05:06:07.891Z');
  });
});
