import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { SyncChange, SyncChangesResponse } from '@contract/sync';
import { createOfflineDb, type OfflineDb } from './db';
import { startSync, SYNC_INTERVAL_MS } from './pull-runner';
import { lastSyncedAt, pullChanges, SYNC_STATE_KEY } from './sync';

function anArtwork(id: number, overrides: Partial<Artwork> = {}): Artwork {
  return {
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    id,
    artistId: 1,
    artistName: 'Maya Okafor',
    title: `Artwork ${id}`,
    description: null,
    specialty: 'Abstract',
    specialtyId: 1,
    medium: 'Oil',
    mediumId: 1,
    dimensions: null,
    yearCreated: 2026,
    price: 250,
    imageUrl: null,
    images: [],
    approvalStatus: 'approved',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

function anArtist(id: number): Artist {
  return {
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    id,
    userId: 100 + id,
    firstName: 'Maya',
    lastName: 'Okafor',
    username: `maya${id}`,
    displayName: 'Maya Okafor',
    bio: null,
    specialties: ['Abstract'],
    website: null,
    portfolioUrl: null,
    socialLinks: {},
    profileImageUrl: null,
    profileImageVariants: [],
    isVerified: true,
    approvalStatus: 'approved',
    createdAt: '2026-11-01T00:00:00.000Z',
    artworkCount: 1,
  };
}

const upsert = (entity: SyncChange['entity'], data: { id: number }): SyncChange =>
  ({ entity, id: data.id, op: 'upsert', version: String(data.id), data }) as SyncChange;
const remove = (entity: SyncChange['entity'], id: number): SyncChange =>
  ({ entity, id, op: 'delete', version: String(id), data: null }) as SyncChange;

/**
 * A fake `/api/sync/changes`: answers the page stored for the request's cursor ('' for none), or
 * the given status. Records every URL asked.
 */
function fakeServer(pages: Record<string, SyncChangesResponse | number>) {
  const asked: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://atelier.test');
    asked.push(url);
    expect(url.pathname).toBe('/api/sync/changes');
    const page = pages[url.searchParams.get('cursor') ?? ''];
    if (page === undefined) throw new TypeError('Failed to fetch');
    if (typeof page === 'number') {
      return new Response(JSON.stringify({ message: 'Cursor too old', code: 'GONE' }), { status: page });
    }
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked, pages };
}

let db: OfflineDb;
let n = 0;
beforeEach(async () => {
  db = createOfflineDb(`sync-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const clock = () => new Date('2026-11-23T12:00:00.000Z');

describe('pullChanges', () => {
  it('applies every page, upserts and deletes, and keeps the last cursor and the time', async () => {
    const server = fakeServer({
      '': {
        changes: [upsert('artist', anArtist(1)), upsert('artwork', anArtwork(1))],
        cursor: 'c1',
        hasMore: true,
      },
      c1: {
        changes: [upsert('artwork', anArtwork(2)), upsert('artwork', anArtwork(3))],
        cursor: 'c2',
        hasMore: false,
      },
    });
    const result = await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    expect(result.applied).toBe(4);
    expect((await db.artworks.toArray()).map((a) => a.id).sort()).toEqual([1, 2, 3]);
    expect(await db.artists.get(1)).toMatchObject({ username: 'maya1' });
    expect(await db.syncState.get(SYNC_STATE_KEY)).toMatchObject({ cursor: 'c2', userId: null });
    expect(await lastSyncedAt(db)).toBe('2026-11-23T12:00:00.000Z');

    // The next pull starts from the stored cursor: an edit and a delete (a revoked artwork).
    server.pages.c2 = {
      changes: [upsert('artwork', anArtwork(2, { title: 'Neon Alley' })), remove('artwork', 3)],
      cursor: 'c3',
      hasMore: false,
    };
    const next = await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    expect(server.asked.at(-1)!.searchParams.get('cursor')).toBe('c2');
    expect(next.deleted).toEqual({ artwork: [3] });
    expect((await db.artworks.toArray()).map((a) => [a.id, a.title])).toEqual([
      [1, 'Artwork 1'],
      [2, 'Neon Alley'],
    ]);
  });

  it('on 410 pulls again from no cursor and drops what the resync does not bring; pins and the outbox stay', async () => {
    await db.artworks.bulkPut([anArtwork(7), anArtwork(8)]);
    await db.syncState.put({ key: SYNC_STATE_KEY, cursor: 'old', lastSyncedAt: null, userId: null });
    // A 410 also answers a scope outgrown (SYNC_SCOPE_GROWTH): what the user saved or queued is no synced row.
    const pin = { key: 'artwork:7', entity: 'artwork', id: 7, savedAt: '', bytes: 10, data: {} } as const;
    await db.pins.put(pin);
    const queued = await db.outbox.add({
      command: { kind: 'test' },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      userId: null,
      label: 'New artwork "Neon Alley"',
      createdAt: '',
    });
    const server = fakeServer({
      old: 410,
      '': { changes: [upsert('artwork', anArtwork(8))], cursor: 'fresh', hasMore: false },
    });
    const result = await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    expect(result.resynced).toBe(true);
    expect(server.asked.map((u) => u.searchParams.get('cursor'))).toEqual(['old', null]);
    // Artwork 7 was deleted while the cursor was too old: the resync does not bring it back.
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([8]);
    expect((await db.syncState.get(SYNC_STATE_KEY))!.cursor).toBe('fresh');
    expect(await db.pins.get('artwork:7')).toEqual(pin);
    expect(await db.outbox.get(queued)).toMatchObject({ label: 'New artwork "Neon Alley"' });
  });

  it('while a resync after 410 is under way the rows from before stay; at its end what it did not bring goes', async () => {
    await db.artworks.bulkPut([anArtwork(7), anArtwork(8)]);
    await db.syncState.put({ key: SYNC_STATE_KEY, cursor: 'old', lastSyncedAt: null, userId: null });
    const server = fakeServer({
      old: 410,
      '': { changes: [upsert('artwork', anArtwork(8))], cursor: 'r1', hasMore: true },
    });
    // The connection drops after the resync's first page: the gallery still has both artworks.
    await expect(pullChanges({ db, userId: null, fetch: server.fetch, now: clock })).rejects.toThrow();
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([7, 8]);
    expect((await db.artworks.get(8))!).toEqual(anArtwork(8));

    // The next pull goes on from where the resync was and, at its end, removes artwork 7.
    server.pages.r1 = { changes: [upsert('artwork', anArtwork(9))], cursor: 'fresh', hasMore: false };
    await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    expect(server.asked.at(-1)!.searchParams.get('cursor')).toBe('r1');
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([8, 9]);
    expect(await db.syncState.get(SYNC_STATE_KEY)).not.toHaveProperty('resync');

    // Later deltas remove nothing they do not mention.
    server.pages.fresh = { changes: [upsert('artwork', anArtwork(10))], cursor: 'later', hasMore: false };
    await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([8, 9, 10]);
  });

  it('applies a page and its cursor together: a failure mid-page keeps the previous cursor and none of the page', async () => {
    const broken = { ...anArtwork(11), id: undefined } as unknown as Artwork; // cannot be stored
    const server = fakeServer({
      '': { changes: [upsert('artwork', anArtwork(1))], cursor: 'c1', hasMore: true },
      c1: {
        changes: [
          upsert('artwork', anArtwork(10)),
          { ...upsert('artwork', anArtwork(11)), data: broken } as SyncChange,
        ],
        cursor: 'c2',
        hasMore: false,
      },
    });
    await expect(pullChanges({ db, userId: null, fetch: server.fetch, now: clock })).rejects.toThrow();
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([1]);
    expect(await db.syncState.get(SYNC_STATE_KEY)).toMatchObject({ cursor: 'c1', lastSyncedAt: null });

    // The page is asked again from c1 on the next pull.
    server.pages.c1 = { changes: [upsert('artwork', anArtwork(10))], cursor: 'c2', hasMore: false };
    await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    expect(server.asked.at(-1)!.searchParams.get('cursor')).toBe('c1');
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([1, 10]);
  });

  it('a network failure keeps what was pulled before', async () => {
    const server = fakeServer({
      '': { changes: [upsert('artwork', anArtwork(1))], cursor: 'c1', hasMore: false },
    });
    await pullChanges({ db, userId: null, fetch: server.fetch, now: clock });
    delete server.pages[''];
    await expect(pullChanges({ db, userId: null, fetch: server.fetch, now: clock })).rejects.toThrow(
      'Failed to fetch',
    );
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([1]);
    expect(await lastSyncedAt(db)).toBe('2026-11-23T12:00:00.000Z');
  });

  it("clears the previous user's private rows when another user signs in, and pulls from the start", async () => {
    await db.ownArtworks.put(anArtwork(50, { approvalStatus: 'pending' }));
    await db.artworks.put(anArtwork(1));
    await db.syncState.put({ key: SYNC_STATE_KEY, cursor: 'c9', lastSyncedAt: null, userId: 7 });
    const server = fakeServer({
      '': {
        changes: [upsert('ownArtwork', anArtwork(60, { approvalStatus: 'rejected' }))],
        cursor: 'u8',
        hasMore: false,
      },
    });
    const result = await pullChanges({ db, userId: 8, fetch: server.fetch, now: clock });
    expect(result.resynced).toBe(true);
    expect(server.asked[0]!.searchParams.get('cursor')).toBeNull();
    expect((await db.ownArtworks.toArray()).map((a) => a.id)).toEqual([60]);
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([1]);
    expect((await db.syncState.get(SYNC_STATE_KEY))!.userId).toBe(8);
  });
});

describe('startSync', () => {
  afterEach(() => vi.useRealTimers());

  it('polls no faster than once a minute (issue 13: notifications come with the delta pull)', async () => {
    const every = vi.spyOn(globalThis, 'setInterval');
    const server = fakeServer({ '': { changes: [], cursor: 'c0', hasMore: false } });
    const runner = startSync({ userId: () => null, db, fetch: server.fetch });
    const delays = every.mock.calls.map(([, delay]) => delay);
    await vi.waitFor(() => expect(server.asked).toHaveLength(1));
    runner.stop();
    every.mockRestore();
    expect(delays).toEqual([SYNC_INTERVAL_MS]);
    expect(SYNC_INTERVAL_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('pulls at start, on `online`, and every interval while the tab is visible', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let artworks = 0;
    const pages: Record<string, SyncChangesResponse> = {};
    const server = fakeServer(pages);
    const next = () => {
      artworks++;
      const page = {
        changes: [upsert('artwork', anArtwork(artworks))],
        cursor: `c${artworks}`,
        hasMore: false,
      };
      pages[artworks === 1 ? '' : `c${artworks - 1}`] = page;
    };
    next();
    const pulled: number[] = [];
    const runner = startSync({
      userId: () => null,
      db,
      fetch: server.fetch,
      onPulled: (r) => pulled.push(r.applied),
    });
    await vi.waitFor(() => expect(pulled).toEqual([1]));

    next();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(pulled).toEqual([1, 1]));

    next();
    vi.advanceTimersByTime(SYNC_INTERVAL_MS);
    await vi.waitFor(() => expect(pulled).toEqual([1, 1, 1]));
    expect((await db.artworks.toArray()).map((a) => a.id)).toEqual([1, 2, 3]);

    runner.stop();
    next();
    vi.advanceTimersByTime(SYNC_INTERVAL_MS);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toHaveLength(3);
  });
});
