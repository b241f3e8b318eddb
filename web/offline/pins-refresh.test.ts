import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { SyncChange } from '@contract/sync';
import { createOfflineDb, type OfflineDb } from './db';
import { pinArtist, pinKey, pinnedArtist, refreshPinnedArtists, type PinEnv } from './pins';

/**
 * Issue 27, point 7: a saved artist is saved again when their portfolio changes (the delta pull
 * brings the changes), so a pin made early, or before a new artwork, is corrected.
 */
const anArtwork = (id: number, artistId = 1, title = `Artwork ${id}`) =>
  ({
    id,
    artistId,
    title,
    images: [],
    imageUrl: `/uploads/a${id}.webp`,
    approvalStatus: 'approved',
  }) as unknown as Artwork;
const anArtist = (id: number, displayName = 'Maya Okafor') =>
  ({ id, displayName, profileImageUrl: null, profileImageVariants: [] }) as unknown as Artist;
const upsert = (entity: 'artwork' | 'artist', data: Artwork | Artist): SyncChange =>
  ({ entity, id: data.id, version: '1', op: 'upsert', data }) as SyncChange;
const remove = (id: number): SyncChange =>
  ({ entity: 'artwork', id, version: '1', op: 'delete', data: null }) as SyncChange;

let db: OfflineDb;
let n = 0;
let env: PinEnv;
beforeEach(() => {
  db = createOfflineDb(`pins-refresh-test-${++n}`);
  env = { db, caches: undefined, storage: undefined };
});
afterEach(() => db.close());

const saved = async (artistId: number) => pinnedArtist((await db.pins.get(pinKey('artist', artistId)))!)!;

describe('a saved artist', () => {
  it('is saved again with new, changed and removed artworks, and leaves other artists alone', async () => {
    await pinArtist(anArtist(1), [], env); // saved before the portfolio had loaded
    await pinArtist(anArtist(2), [anArtwork(20, 2)], env);

    const count = await refreshPinnedArtists(
      [upsert('artwork', anArtwork(11)), upsert('artwork', anArtwork(12))],
      env,
    );
    expect(count).toBe(1);
    expect((await saved(1)).artworks.map((a) => a.id)).toEqual([12, 11]);

    await refreshPinnedArtists(
      [
        upsert('artwork', anArtwork(11, 1, 'Dusk, reworked')),
        remove(12),
        upsert('artist', anArtist(1, 'Maya O.')),
      ],
      env,
    );
    const after = await saved(1);
    expect(after.artworks.map((a) => [a.id, a.title])).toEqual([[11, 'Dusk, reworked']]);
    expect(after.artist.displayName).toBe('Maya O.');
    expect((await saved(2)).artworks.map((a) => a.id)).toEqual([20]);
  });

  it('changes nothing when the changes concern no saved artist', async () => {
    await pinArtist(anArtist(1), [anArtwork(11)], env);
    const before = await db.pins.get(pinKey('artist', 1));
    expect(await refreshPinnedArtists([upsert('artwork', anArtwork(30, 3)), remove(31)], env)).toBe(0);
    expect(await db.pins.get(pinKey('artist', 1))).toEqual(before);
  });
});
