import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCounts } from '../../lib/capped-count';
import { forgetShapes } from '../../lib/shaped-query';
import { createArtist, createArtwork, createReference } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createWorld, type World } from './artworks.test-world';

/**
 * A gallery page and an artwork are built once per shape (api/lib/shaped-query.ts): a request of a
 * shape seen before sends the very statement knex builds for it (text and values), for inputs that
 * differ only in their values: other filters' values, another cursor, another artist's own view.
 */
let t: TestApp;
let w: World;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const acrylic = await createReference(t.db.knex, 'mediums', 'Acrylic');
  for (let i = 0; i < 3; i++) await createArtist(t.db.knex);
  const prices = [5000, 12300, 45600, 99, null, 150000, 30000, 12300];
  for (const [i, price] of prices.entries()) {
    for (const artist of [w.artist, w.other]) {
      const { id } = await createArtwork(t.db.knex, artist.artistId, {
        title: `Shaped ${String.fromCharCode(65 + ((i * 5) % 8))}`,
        price_cents: price,
        ...(i % 3 === 0 ? { medium_id: acrylic } : {}),
        approval_status: i === 2 ? 'pending' : 'approved',
      });
      ids.push(id);
    }
  }
});
afterAll(() => t.close());

/** The statements a request sent (its page's, or all), and what it answered. */
async function sent(client: TestClient, path: string, only?: (sql: string) => boolean) {
  const statements: Array<{ sql: string; bindings: unknown[] }> = [];
  const listener = (q: { sql: string; bindings?: unknown[] }) => {
    if (!only || only(q.sql)) statements.push({ sql: q.sql, bindings: [...(q.bindings ?? [])] });
  };
  t.db.knex.on('query', listener);
  const res = await client.get(path);
  t.db.knex.off('query', listener);
  expect(res.status).toBe(200);
  return {
    statements,
    body: res.text,
    cursor: res.headers.get('x-next-cursor'),
    total: Number(res.headers.get('x-total-count')),
  };
}

/** B sent after A (B's shape known) and B sent first (knex's own statement): the same. */
async function expectSameAsKnex(
  first: { client: TestClient; path: string },
  then: { client: TestClient; path: string },
  only?: (sql: string) => boolean,
) {
  forgetShapes();
  await sent(first.client, first.path, only);
  const shapedRun = await sent(then.client, then.path, only);
  forgetShapes();
  const knexRun = await sent(then.client, then.path, only);
  expect(shapedRun.statements.length).toBeGreaterThan(0);
  expect(shapedRun.statements).toEqual(knexRun.statements);
  expect(shapedRun.body).toBe(knexRun.body);
}

const page = (sql: string) => sql.includes('__k0');
const artwork = (sql: string) => sql.includes('images_json');

describe('shaped reads send what knex builds', () => {
  it('gallery pages of every sort, with other filter values and other cursors', async () => {
    for (const sort of ['recent', 'price-low', 'price-high', 'title']) {
      const base = `/api/artworks?approved=true&sort=${sort}&limit=2`;
      const one = await sent(w.anon, base);
      const two = await sent(w.anon, `${base}&cursor=${one.cursor}`);
      expect(two.cursor).toBeTruthy();
      await expectSameAsKnex(
        { client: w.anon, path: `${base}&cursor=${one.cursor}` },
        { client: w.anon, path: `${base}&cursor=${two.cursor}` },
        page,
      );
      await expectSameAsKnex(
        { client: w.anon, path: `${base}&artistId=${w.artist.artistId}&minPrice=123&medium=Oil` },
        { client: w.anon, path: `${base}&artistId=${w.other.artistId}&minPrice=77&medium=Acrylic` },
        page,
      );
      await expectSameAsKnex(
        { client: w.anon, path: `${base}&minPrice=100&maxPrice=500` },
        { client: w.anon, path: `${base}&minPrice=100&maxPrice=500&specialty=None` },
        page,
      );
    }
  });

  it('an artist sees their own pending artworks, not the other artist’s, from the same shape', async () => {
    const path = '/api/artworks?status=pending&sort=price-low';
    await expectSameAsKnex({ client: w.artist.client, path }, { client: w.other.client, path }, page);
    const mine = JSON.parse((await sent(w.artist.client, path)).body) as Array<{ artistId: number }>;
    const theirs = JSON.parse((await sent(w.other.client, path)).body) as Array<{ artistId: number }>;
    expect(mine.map((a) => a.artistId)).toEqual([w.artist.artistId]);
    expect(theirs.map((a) => a.artistId)).toEqual([w.other.artistId]);
  });

  it('artists pages, with other filter values and other cursors', async () => {
    const base = '/api/artists?approved=true&limit=1';
    const one = await sent(w.anon, base);
    const two = await sent(w.anon, `${base}&cursor=${one.cursor}`);
    expect(two.cursor).toBeTruthy();
    await expectSameAsKnex(
      { client: w.anon, path: `${base}&cursor=${one.cursor}` },
      { client: w.anon, path: `${base}&cursor=${two.cursor}` },
      page,
    );
    await expectSameAsKnex(
      { client: w.anon, path: `${base}&search=a&sort=verified` },
      { client: w.anon, path: `${base}&search=zz&sort=verified` },
      page,
    );
  });

  it('an artwork by id, to a visitor and to its artist', async () => {
    await expectSameAsKnex(
      { client: w.anon, path: `/api/artworks/${ids[0]}` },
      { client: w.anon, path: `/api/artworks/${ids[1]}` },
      artwork,
    );
    // The pending ones (i = 2): each artist sees their own.
    await expectSameAsKnex(
      { client: w.artist.client, path: `/api/artworks/${ids[4]}` },
      { client: w.other.client, path: `/api/artworks/${ids[5]}` },
      artwork,
    );
    forgetShapes();
    expect((await w.artist.client.get(`/api/artworks/${ids[4]}`)).status).toBe(200);
    expect((await w.artist.client.get(`/api/artworks/${ids[5]}`)).status).toBe(404);
    expect((await w.anon.get(`/api/artworks/${ids[4]}`)).status).toBe(404);
  });

  it('a count asked again sends the statement knex built the first time, and counts what was added since', async () => {
    const count = (sql: string) => sql.startsWith('select count(*)');
    const again = async (path: string, add: () => Promise<unknown>) => {
      forgetCounts(t.db.knex);
      const first = await sent(w.anon, path, count);
      await add();
      // As a write through the app does (the fixtures write to the database directly).
      forgetCounts(t.db.knex);
      const second = await sent(w.anon, path, count);
      expect(first.statements).toHaveLength(1);
      expect(second.statements).toEqual(first.statements);
      expect(second.total).toBe(first.total + 1);
    };
    const medium = await createReference(t.db.knex, 'mediums', 'Acrylic');
    await again('/api/artworks?approved=true&medium=Acrylic&sort=price-low', () =>
      createArtwork(t.db.knex, w.artist.artistId, { medium_id: medium, approval_status: 'approved' }),
    );
    await again('/api/artists?approved=true&sort=verified', () => createArtist(t.db.knex));
  });
});
