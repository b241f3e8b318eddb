import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { ImageVariant } from '@contract/common';
import type { SyncChange } from '@contract/sync';
import { hasIndexedDb, offlineDb, type OfflineDb, type PinRow } from './db';
import { enforcePinBudget, PINNED_IMAGE_CACHE, withRoom } from './storage';
import {
  pinKey,
  pinnedArtist,
  pinnedArtwork,
  type PinnedArtist,
  type PinnedArtwork,
  type StoredPin,
} from './pin-data';
import { primaryImage } from '@contract/primary-image';

export * from './pin-data';
export { IMAGE_CACHE, PINNED_IMAGE_CACHE } from './storage';

/**
 * Save for offline (issue 11, point 4): a collector pins an artwork, or an artist with their
 * artworks. The data goes to the `pins` table; the images, at a phone-sized rendition, into the
 * pinned image cache (sw/sw.ts serves them, and offline any cached rendition of an image stands in
 * for the one the page asks for). Saving asks for persistent storage. The pictures are kept under a
 * budget, the least recently used saved item losing its pictures first (web/offline/storage.ts).
 */
/** The rendition saved: the narrowest at least this wide (a phone screen), else the widest there is. */
export const PIN_IMAGE_WIDTH = 640;

/** The phone-sized rendition of an image, or its own URL without renditions; null without either. */
export function phoneRendition(
  variants: readonly ImageVariant[] | null | undefined,
  url: string | null | undefined,
): string | null {
  const sorted = [...(variants ?? [])].filter((v) => v.url).sort((a, b) => a.width - b.width);
  const fit = sorted.find((v) => v.width >= PIN_IMAGE_WIDTH) ?? sorted.at(-1);
  return fit?.url ?? (url || null);
}

/** The images an artwork pin keeps: every image of the artwork (or its cover), phone-sized. */
export function artworkImageUrls(artwork: Artwork): string[] {
  const urls = artwork.images.length
    ? artwork.images.map((image) => phoneRendition(image.variants, image.imageUrl))
    : [artwork.imageUrl];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/** The images an artist pin keeps: the profile image and each artwork's cover, phone-sized. */
export function artistImageUrls(pinned: PinnedArtist): string[] {
  const cover = (artwork: Artwork) => {
    const image = primaryImage(artwork.images);
    return image ? phoneRendition(image.variants, image.imageUrl) : artwork.imageUrl;
  };
  const urls = [
    phoneRendition(pinned.artist.profileImageVariants, pinned.artist.profileImageUrl),
    ...pinned.artworks.map(cover),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

export interface PinEnv {
  db?: OfflineDb;
  /** The Cache API (window.caches); without it images are not saved. */
  caches?: CacheStorage | undefined;
  fetch?: typeof fetch;
  /** navigator.storage (persist()); tests leave it out. */
  storage?: StorageManager | undefined;
}

function env(given: PinEnv = {}) {
  return {
    db: given.db ?? offlineDb(),
    caches: 'caches' in given ? given.caches : typeof caches === 'undefined' ? undefined : caches,
    // Called as `e.fetch(…)`: the global fetch must not get `e` as its `this` (Illegal invocation).
    fetch: given.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    storage:
      'storage' in given ? given.storage : typeof navigator === 'undefined' ? undefined : navigator.storage,
  };
}

/**
 * Puts each image in the pinned image cache (skipping what is there) and answers the bytes they
 * take. Out of space, room is made (never by evicting `key`, the item being saved).
 */
async function cacheImages(urls: readonly string[], key: string, e: ReturnType<typeof env>): Promise<number> {
  if (!e.caches) return 0;
  const cache = await e.caches.open(PINNED_IMAGE_CACHE);
  let bytes = 0;
  for (const url of urls) {
    const cached = await cache.match(url);
    if (cached) {
      bytes += (await cached.blob()).size;
      continue;
    }
    const fetched = await e.fetch(url, { credentials: 'include' });
    // Only real images: an error page or an opaque answer would take quota and show nothing.
    if (!fetched.ok) continue;
    const body = await fetched.blob();
    // A Response is read once: each try puts a new one.
    await withRoom(() => cache.put(url, new Response(body, { headers: fetched.headers })), {
      db: e.db,
      caches: e.caches,
      protect: key,
    });
    bytes += body.size;
  }
  return bytes;
}

const jsonBytes = (data: unknown) => new Blob([JSON.stringify(data)]).size;

async function save(
  entity: PinRow['entity'],
  id: number,
  data: PinnedArtwork | PinnedArtist,
  urls: string[],
  given?: PinEnv,
): Promise<PinRow> {
  const e = env(given);
  const key = pinKey(entity, id);
  // Ask first: a persisted origin is not evicted under storage pressure (Chromium grants it silently).
  await e.storage?.persist?.().catch(() => false);
  const now = new Date().toISOString();
  const imageBytes = await cacheImages(urls, key, e);
  const row: PinRow = {
    key,
    entity,
    id,
    savedAt: now,
    usedAt: now,
    bytes: jsonBytes(data) + imageBytes,
    imageBytes,
    data: { value: data, images: urls },
  };
  await withRoom(() => e.db.pins.put(row), { db: e.db, caches: e.caches, protect: key });
  await enforcePinBudget(key, { db: e.db, caches: e.caches, storage: e.storage });
  return row;
}

/**
 * A pinned artist saved again by the delta pull: when its pictures were evicted to make room,
 * only its data is refreshed (the pictures come back when the collector saves it again).
 */
async function refresh(before: PinRow, pinned: PinnedArtist, given?: PinEnv): Promise<void> {
  if (!before.imagesEvictedAt) {
    const row = await pinArtist(pinned.artist, pinned.artworks, given);
    await env(given).db.pins.update(row.key, { usedAt: before.usedAt ?? before.savedAt });
    return;
  }
  const e = env(given);
  await withRoom(
    () =>
      e.db.pins.update(before.key, {
        bytes: jsonBytes(pinned),
        data: { value: pinned, images: artistImageUrls(pinned) },
      }),
    { db: e.db, caches: e.caches, protect: before.key },
  );
}

/** Saves an artwork (data and images) for offline. */
export function pinArtwork(artwork: Artwork, given?: PinEnv): Promise<PinRow> {
  return save('artwork', artwork.id, artwork, artworkImageUrls(artwork), given);
}

/** Saves an artist, with the artworks given (their portfolio), for offline. */
export function pinArtist(artist: Artist, artworks: readonly Artwork[], given?: PinEnv): Promise<PinRow> {
  const pinned: PinnedArtist = { artist, artworks: [...artworks] };
  return save('artist', artist.id, pinned, artistImageUrls(pinned), given);
}

/**
 * Keeps pinned artists' portfolios current (issue 27, point 7: 'Save for offline' re-saves when the
 * portfolio changes): after a delta page, each pinned artist whose artworks (or own row) came in it
 * is saved again with the changes applied, new images included. Synced `artwork` rows are the
 * public ones, so an upsert joins the portfolio and a delete leaves it. Returns how many were saved.
 */
export async function refreshPinnedArtists(changes: readonly SyncChange[], given?: PinEnv): Promise<number> {
  const e = env(given);
  const artworkChanges = changes.filter((c) => c.entity === 'artwork');
  const artistChanges = new Map(
    changes.filter((c) => c.entity === 'artist' && c.op === 'upsert').map((c) => [c.id, c.data as Artist]),
  );
  if (!artworkChanges.length && !artistChanges.size) return 0;
  let saved = 0;
  for (const pin of await e.db.pins.where('entity').equals('artist').toArray()) {
    const pinned = pinnedArtist(pin);
    if (!pinned) continue;
    const byId = new Map(pinned.artworks.map((artwork) => [artwork.id, artwork]));
    let changed = artistChanges.has(pin.id);
    for (const change of artworkChanges) {
      const data = change.op === 'upsert' ? (change.data as Artwork) : null;
      if (data && data.artistId === pin.id) {
        byId.set(change.id, data);
        changed = true;
      } else if (byId.delete(change.id)) changed = true;
    }
    if (!changed) continue;
    const artworks = [...byId.values()].sort((a, b) => b.id - a.id);
    await refresh(pin, { artist: artistChanges.get(pin.id) ?? pinned.artist, artworks }, given);
    saved += 1;
  }
  return saved;
}

/** Removes a pin, and the images no other pin keeps from the image cache. */
export async function unpin(key: string, given?: PinEnv): Promise<void> {
  const e = env(given);
  const pin = await e.db.pins.get(key);
  if (!pin) return;
  await e.db.pins.delete(key);
  if (!e.caches) return;
  const kept = new Set(
    (await e.db.pins.toArray())
      .filter((other) => !other.imagesEvictedAt)
      .flatMap((other) => (other.data as StoredPin).images),
  );
  const cache = await e.caches.open(PINNED_IMAGE_CACHE);
  await Promise.all(
    (pin.data as StoredPin).images.filter((url) => !kept.has(url)).map((url) => cache.delete(url)),
  );
}

/**
 * An artwork from this device, for a page opened offline: pinned, in a pinned artist's portfolio,
 * or in the synced tables. Undefined when the device has none.
 */
export async function readLocalArtwork(id: number, db?: OfflineDb): Promise<Artwork | undefined> {
  if (!db && !hasIndexedDb()) return undefined;
  const store = db ?? offlineDb();
  const pin = await store.pins.get(pinKey('artwork', id));
  if (pin) return pinnedArtwork(pin) ?? undefined;
  const synced = (await store.artworks.get(id)) ?? (await store.ownArtworks.get(id));
  if (synced) return synced;
  for (const artistPin of await store.pins.where('entity').equals('artist').toArray()) {
    const found = pinnedArtist(artistPin)?.artworks.find((artwork) => artwork.id === id);
    if (found) return found;
  }
  return undefined;
}

/** An artist from this device (pinned, or synced); undefined when the device has none. */
export async function readLocalArtist(id: number, db?: OfflineDb): Promise<Artist | undefined> {
  if (!db && !hasIndexedDb()) return undefined;
  const store = db ?? offlineDb();
  const pin = await store.pins.get(pinKey('artist', id));
  return (pin && pinnedArtist(pin)?.artist) || (await store.artists.get(id));
}

/** An artist's public artworks on this device (pinned portfolio and synced rows), newest first. */
export async function readLocalPortfolio(artistId: number, db?: OfflineDb): Promise<Artwork[]> {
  if (!db && !hasIndexedDb()) return [];
  const store = db ?? offlineDb();
  const pin = await store.pins.get(pinKey('artist', artistId));
  const byId = new Map<number, Artwork>();
  for (const artwork of await store.artworks.where('artistId').equals(artistId).toArray())
    byId.set(artwork.id, artwork);
  for (const artwork of (pin && pinnedArtist(pin)?.artworks) || [])
    if (!byId.has(artwork.id)) byId.set(artwork.id, artwork);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
