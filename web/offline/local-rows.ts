import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';
import type { CommissionRequest } from '@contract/commission-request';
import { useLocalLiveQuery } from './live';
import { pinnedArtist, pinnedArtwork } from './pin-data';
import { SYNC_STATE_KEY } from './sync-state';

/**
 * The local store as React sees it (web/offline/live.ts: a component re-renders when a table it
 * read changes, e.g. after a delta pull; Dexie loads on first use, not with the page). Without
 * IndexedDB (server rendering, private modes, unit tests without fake-indexeddb) every table reads
 * as empty.
 */

export interface LocalCatalogueRows {
  artworks: Artwork;
  artists: Artist;
  commissions: Commission;
}

/** Every row of one public synced table; undefined while the first read runs. */
export function useLocalRows<K extends keyof LocalCatalogueRows>(
  table: K,
): LocalCatalogueRows[K][] | undefined {
  return useLocalLiveQuery(async (db) => (await db[table].toArray()) as LocalCatalogueRows[K][], [table], []);
}

/** Artist id → username of the local artists (the artwork search covers the artist's username). */
export function useLocalArtistUsernames(): ReadonlyMap<number, string> | undefined {
  const artists = useLocalRows('artists');
  return artists && new Map(artists.map((artist) => [artist.id, artist.username]));
}

/** When the delta pull last reached the end (ISO), or null (never, or no IndexedDB). */
export function useLastSyncedAt(): string | null {
  return (
    useLocalLiveQuery(
      async (db) => (await db.syncState.get(SYNC_STATE_KEY))?.lastSyncedAt ?? null,
      [],
      null,
    ) ?? null
  );
}

/**
 * What the collector saved for offline, as gallery rows: pinned artworks and the portfolios of
 * pinned artists (artworks), pinned artists (artists). Offline the galleries browse these too; online
 * they are not merged into the server's pages (a pin may be older than the catalogue).
 */
export function usePinnedRows<K extends 'artworks' | 'artists'>(
  table: K,
): LocalCatalogueRows[K][] | undefined {
  return useLocalLiveQuery(
    async (db) => {
      const pins = await db.pins.toArray();
      const rows =
        table === 'artworks'
          ? pins.flatMap((pin) => {
              const artwork = pinnedArtwork(pin);
              return artwork ? [artwork] : (pinnedArtist(pin)?.artworks ?? []);
            })
          : pins.flatMap((pin) => {
              const artist = pinnedArtist(pin)?.artist;
              return artist ? [artist] : [];
            });
      return rows as LocalCatalogueRows[K][];
    },
    [table],
    [],
  );
}

/**
 * One of the user's commission requests (sent or received) as the delta pull left it: null when
 * this device does not hold it (or has no IndexedDB), undefined while the first read runs.
 */
export function useLocalCommissionRequest(id: number | undefined): CommissionRequest | null | undefined {
  return useLocalLiveQuery(
    async (db) => (id === undefined ? null : ((await db.commissionRequests.get(id)) ?? null)),
    [id],
    null,
  );
}
