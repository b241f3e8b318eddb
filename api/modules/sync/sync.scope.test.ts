import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_PAGE_SIZE,
  SYNC_SCOPE,
  SYNC_SCOPE_GROWTH,
  SyncChangesResponseSchema,
  type SyncChange,
  type SyncEntity,
} from '../../../contract/sync';
import { createArtwork, createReference } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { signedArtist } from '../artists/artists.test-world';

/**
 * Issue 11, point 3: the local store stays bounded. Deltas bring every artwork newer than the floors
 * a first sync fixed, so once more than SYNC_SCOPE_GROWTH scopes of public rows are at or above
 * them a delta answers 410 (SYNC_RESET), and the first sync after it starts from the newest again.
 * Its own database: the catalogue here grows by thousands of rows.
 */
let t: TestApp;
let artistId: number;
let mediumId: number;
beforeAll(async () => {
  t = await createTestApp();
  artistId = (await signedArtist(t)).artistId;
  mediumId = await createReference(t.db.knex, 'mediums', 'Gouache');
});
afterAll(() => t.close());

let made = 0;
/** `n` new public artworks in one statement; their ids, ascending. */
async function publishArtworks(n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, () => ({
    artist_id: artistId,
    title: `Study ${++made}`,
    medium_id: mediumId,
    price_cents: 9000,
    approval_status: 'approved',
  }));
  const inserted = (await t.db.knex('artworks').insert(rows).returning('id')) as Array<{ id: number }>;
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

/** `n` new showcase commissions in one statement. */
async function showcaseCommissions(n: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    artist_id: artistId,
    title: `Mural ${i}`,
    image_url: '/mural.jpg',
  }));
  await t.db.knex('commissions').insert(rows);
}

type Pulled = { status: 200; changes: SyncChange[]; cursor: string } | { status: 410; body: unknown };

/** Pulls pages of SYNC_PAGE_SIZE.max until `hasMore` is false, or until a 410. */
async function pull(client: TestClient, cursor?: string): Promise<Pulled> {
  const changes: SyncChange[] = [];
  for (let pages = 0; pages < 100; pages++) {
    const params = new URLSearchParams({ limit: String(SYNC_PAGE_SIZE.max) });
    if (cursor) params.set('cursor', cursor);
    const res = await client.get(`/api/sync/changes?${params}`);
    if (res.status === 410) return { status: 410, body: res.body };
    expect(res.status, res.text).toBe(200);
    const page = SyncChangesResponseSchema.parse(res.body);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { status: 200, changes, cursor };
  }
  throw new Error('the pull never ended');
}

async function pulled(client: TestClient, cursor?: string) {
  const res = await pull(client, cursor);
  if (res.status !== 200) throw new Error(`expected a 200 pull, got 410: ${JSON.stringify(res.body)}`);
  return res;
}

const upserted = (changes: SyncChange[], entity: SyncEntity) =>
  changes.filter((c) => c.entity === entity && c.op === 'upsert').map((c) => c.id);

describe('a delta whose scope has outgrown its bound', () => {
  it('answers normal deltas up to the bound, 410 past it, and a new first sync drops the oldest', async () => {
    const bound = SYNC_SCOPE_GROWTH * SYNC_SCOPE.artworks;
    const client = t.client();
    const old = [
      (await createArtwork(t.db.knex, artistId)).id,
      (await createArtwork(t.db.knex, artistId)).id,
    ];
    const first = await pulled(client);
    expect(upserted(first.changes, 'artwork')).toEqual(expect.arrayContaining(old));

    // Up to the bound: an ordinary delta (no false 410) with every new artwork.
    const within = await publishArtworks(bound - old.length);
    const delta = await pulled(client, first.cursor);
    expect(upserted(delta.changes, 'artwork')).toEqual(expect.arrayContaining(within));

    // One more: the next delta answers 410 SYNC_RESET.
    const past = await publishArtworks(1);
    const reset = await pull(client, delta.cursor);
    expect(reset).toMatchObject({
      status: 410,
      body: { code: 'SYNC_RESET', message: expect.stringMatching(/sync again/) },
    });

    // A new first sync holds the newest SYNC_SCOPE.artworks only: the oldest are no longer sent.
    const fresh = await pulled(client);
    const newest = [...within, ...past].slice(-SYNC_SCOPE.artworks);
    expect(upserted(fresh.changes, 'artwork').sort((a, b) => a - b)).toEqual(newest);
    expect(upserted(fresh.changes, 'artwork')).not.toContain(old[0]);
    // Its floors are fresh: the deltas go on.
    const next = await publishArtworks(3);
    const after = await pulled(client, fresh.cursor);
    expect(upserted(after.changes, 'artwork')).toEqual(expect.arrayContaining(next));
  });

  it('counts showcase commissions against their own bound', async () => {
    const client = t.client();
    const first = await pulled(client);
    const before = upserted(first.changes, 'commission').length;
    await showcaseCommissions(SYNC_SCOPE_GROWTH * SYNC_SCOPE.commissions - before);
    const within = await pulled(client, first.cursor);
    await showcaseCommissions(1);
    expect(await pull(client, within.cursor)).toMatchObject({ status: 410, body: { code: 'SYNC_RESET' } });
    const fresh = await pulled(client);
    expect(upserted(fresh.changes, 'commission')).toHaveLength(SYNC_SCOPE.commissions);
  });
});
