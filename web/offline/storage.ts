import { offlineDb, type OfflineDb, type PinRow } from './db';
import type { StoredPin } from './pin-data';

/**
 * Storage pressure (issue 27, point 5). What the device keeps, from the most to the least precious:
 * 1. unsent writes and their photos (the outbox and `files`): never evicted to make room;
 * 2. the synced catalogue and the data of saved items (small);
 * 3. the pictures of saved items (`PINNED_IMAGE_CACHE`): kept under a budget, the least recently
 *    used saved item losing its pictures first (its data stays; 'Save for offline' again brings
 *    them back), each eviction shown once in a banner;
 * 4. pictures seen while browsing (`IMAGE_CACHE`, the service worker's): dropped first.
 * A write that meets a QuotaExceededError frees room in the order 4, 3 and tries again.
 */

/** Pictures seen while browsing: the service worker's cache (sw/sw.ts), bounded and expired there. */
export const IMAGE_CACHE = 'atelier-images';
/**
 * Pictures of saved items, apart from the browsing cache so the service worker's expiry and its
 * purge on quota errors never take them; the service worker answers from it too (sw/sw.ts).
 */
export const PINNED_IMAGE_CACHE = 'atelier-pinned';
/** The pictures of saved items take at most this share of the origin's quota… */
export const PIN_BUDGET_SHARE = 0.3;
/** …and never more than this. */
export const PIN_BUDGET_MAX = 300 * 1024 * 1024;

export interface StorageEnv {
  db?: OfflineDb;
  /** The Cache API (window.caches); without it there are no pictures to keep or evict. */
  caches?: CacheStorage | undefined;
  /** navigator.storage (estimate()); tests give their own. */
  storage?: Pick<StorageManager, 'estimate'> | undefined;
}

export function storageEnv(given: StorageEnv = {}) {
  return {
    db: given.db ?? offlineDb(),
    caches: 'caches' in given ? given.caches : typeof caches === 'undefined' ? undefined : caches,
    storage:
      'storage' in given ? given.storage : typeof navigator === 'undefined' ? undefined : navigator.storage,
  };
}

/** Whether an error says the origin is out of space (IndexedDB, Dexie's wrapper, or the Cache API). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown; code?: number } | undefined; e;) {
    if (e.name === 'QuotaExceededError' || e.code === 22) return true;
    e = e.inner as typeof e;
  }
  return false;
}

/** A write that did not fit even after making room: nothing was saved on this device. */
export class DeviceFullError extends Error {
  override readonly name = 'DeviceFullError';
  constructor() {
    super(
      'This device is out of space, so it could not be saved here. Free space on the Saved page, or send it when online.',
    );
  }
}

/** When a saved item was last opened or saved (the LRU order). */
const lastUsed = (pin: PinRow) => pin.usedAt ?? pin.savedAt;
const imagesOf = (pin: PinRow) => (pin.data as StoredPin).images;

/** What a saved item's row says once its pictures are gone (its data stays). */
const evictedFields = (pin: PinRow) => ({
  bytes: Math.max(0, pin.bytes - (pin.imageBytes ?? 0)),
  imageBytes: 0,
  imagesEvictedAt: new Date().toISOString(),
  evictionSeen: false,
});

/**
 * Takes the pictures of one saved item off the device: the URLs no other saved item with pictures
 * keeps leave the pinned cache, then the row says when its pictures went. Answers false when the
 * row could not be written (no room even for that: the caller marks it once room is made).
 */
export async function evictPinImages(pin: PinRow, given?: StorageEnv): Promise<boolean> {
  const e = storageEnv(given);
  const others = (await e.db.pins.toArray()).filter(
    (other) => other.key !== pin.key && !other.imagesEvictedAt,
  );
  const kept = new Set(others.flatMap(imagesOf));
  if (e.caches) {
    const cache = await e.caches.open(PINNED_IMAGE_CACHE);
    await Promise.all(
      imagesOf(pin)
        .filter((url) => !kept.has(url))
        .map((url) => cache.delete(url)),
    );
  }
  try {
    await e.db.pins.update(pin.key, evictedFields(pin));
    return true;
  } catch (error) {
    if (isQuotaError(error)) return false;
    throw error;
  }
}

/** Saved items that still have their pictures, least recently used first (`except` left out). */
async function evictable(e: ReturnType<typeof storageEnv>, except: ReadonlySet<string>): Promise<PinRow[]> {
  return (await e.db.pins.toArray())
    .filter((pin) => !except.has(pin.key) && !pin.imagesEvictedAt && (pin.imageBytes ?? 0) > 0)
    .sort((a, b) => lastUsed(a).localeCompare(lastUsed(b)));
}

interface RoomOptions extends StorageEnv {
  /** The saved item being written: its pictures are not the room made for it. */
  protect?: string;
}

/**
 * Frees some room, least precious first: the browsing picture cache, then the pictures of the
 * least recently used saved item (never `protect`, nor one in `done`). Never the outbox or its
 * files. Answers the saved item whose pictures went (its key is added to `done`), 'browsing', or
 * null when nothing was left to free.
 */
export async function makeRoom(
  given: RoomOptions = {},
  done: Set<string> = new Set(),
): Promise<{ pin: PinRow; marked: boolean } | 'browsing' | null> {
  const e = storageEnv(given);
  if (e.caches && (await e.caches.has(IMAGE_CACHE))) {
    const browsing = await e.caches.open(IMAGE_CACHE);
    if ((await browsing.keys()).length > 0) {
      await e.caches.delete(IMAGE_CACHE);
      return 'browsing';
    }
  }
  const skip = new Set(done);
  if (given.protect) skip.add(given.protect);
  const [oldest] = await evictable(e, skip);
  if (!oldest) return null;
  done.add(oldest.key);
  return { pin: oldest, marked: await evictPinImages(oldest, e) };
}

/**
 * Runs a write; when it meets a QuotaExceededError, makes room and tries again, until it fits or
 * there is nothing left to free (then DeviceFullError). Other errors pass through. A saved item
 * whose pictures went but whose row could not say so yet is marked once the write fits.
 */
export async function withRoom<T>(write: () => Promise<T>, given: RoomOptions = {}): Promise<T> {
  const done = new Set<string>();
  const unmarked: PinRow[] = [];
  for (;;) {
    try {
      const result = await write();
      const e = storageEnv(given);
      for (const pin of unmarked) await e.db.pins.update(pin.key, evictedFields(pin)).catch(() => undefined);
      return result;
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      const freed = await makeRoom(given, done);
      if (!freed) throw new DeviceFullError();
      if (freed !== 'browsing' && !freed.marked) unmarked.push(freed.pin);
    }
  }
}

/** The pictures budget of saved items: a share of the origin's quota, at most PIN_BUDGET_MAX. */
export async function pinBudget(given?: StorageEnv): Promise<number> {
  const e = storageEnv(given);
  const quota = (await e.storage?.estimate?.().catch(() => undefined))?.quota;
  return quota ? Math.min(PIN_BUDGET_MAX, Math.floor(quota * PIN_BUDGET_SHARE)) : PIN_BUDGET_MAX;
}

/**
 * Keeps the pictures of saved items under the budget: while they take more, the least recently
 * used item (not `keep`, the one just saved) loses its pictures. Answers the items evicted.
 */
export async function enforcePinBudget(keep?: string, given?: StorageEnv): Promise<PinRow[]> {
  const e = storageEnv(given);
  const budget = await pinBudget(e);
  const pins = await e.db.pins.toArray();
  let used = pins.reduce((sum, pin) => sum + (pin.imagesEvictedAt ? 0 : (pin.imageBytes ?? 0)), 0);
  const evicted: PinRow[] = [];
  for (const pin of await evictable(e, new Set(keep ? [keep] : []))) {
    if (used <= budget) break;
    await evictPinImages(pin, e);
    used -= pin.imageBytes ?? 0;
    evicted.push(pin);
  }
  return evicted;
}

/** A saved item was opened: it moves to the end of the eviction order. */
export async function touchPin(key: string, given?: StorageEnv): Promise<void> {
  const e = storageEnv(given);
  await e.db.pins.update(key, { usedAt: new Date().toISOString() });
}

/** The eviction banner was read: it is not shown again for these items. */
export async function acknowledgeEvictions(given?: StorageEnv): Promise<void> {
  const e = storageEnv(given);
  await e.db.pins.filter((pin) => pin.evictionSeen === false).modify({ evictionSeen: true });
}
