import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { PinRow } from './db';
import { useLocalLiveQuery } from './live';

/**
 * What a pin (web/offline/pins.ts, Save for offline) holds, and the live reads of the pins: kept
 * apart from saving so a page that shows the Save button or browses saved rows does not load the
 * local store (Dexie) with its first load.
 */

export type PinnedArtwork = Artwork;
export interface PinnedArtist {
  artist: Artist;
  artworks: Artwork[];
}

/** What `pins.data` holds: the saved value and the image URLs put in the image cache for it. */
export interface StoredPin {
  value: PinnedArtwork | PinnedArtist;
  images: string[];
}

export const pinKey = (entity: PinRow['entity'], id: number) => `${entity}:${id}`;

/** What a pin holds: the artwork, or the artist with their artworks. */
export function pinnedArtwork(pin: PinRow): PinnedArtwork | null {
  return pin.entity === 'artwork' ? ((pin.data as StoredPin).value as PinnedArtwork) : null;
}
export function pinnedArtist(pin: PinRow): PinnedArtist | null {
  return pin.entity === 'artist' ? ((pin.data as StoredPin).value as PinnedArtist) : null;
}

/** Every pin, newest first (undefined while read). */
export function usePins(): PinRow[] | undefined {
  return useLocalLiveQuery(
    async (db) => (await db.pins.toArray()).sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
    [],
    [],
  );
}

/** Whether one item is saved for offline (undefined while read). */
export function usePinned(entity: PinRow['entity'], id: number): boolean | undefined {
  return useLocalLiveQuery(
    async (db) => (await db.pins.get(pinKey(entity, id))) !== undefined,
    [entity, id],
    false,
  );
}
