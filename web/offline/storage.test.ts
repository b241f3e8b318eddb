import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artwork } from '@contract/artwork';
import type { WriteCommand } from '@/lib/write-command';
import { createOfflineDb, type OfflineDb } from './db';
import { createDexieFileStore, enqueue, outboxItems } from './outbox';
import { pinArtist, pinArtwork, pinKey, pinnedArtist, refreshPinnedArtists, type PinEnv } from './pins';
import {
  DeviceFullError,
  enforcePinBudget,
  IMAGE_CACHE,
  isQuotaError,
  PINNED_IMAGE_CACHE,
  touchPin,
  withRoom,
} from './storage';

/** The Cache API in memory (what pins.ts and storage.ts use). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, res: Response) => void store.set(url, res),
      delete: async (url: string) => store.delete(url),
      keys: async () => [...store.keys()].map((url) => new Request(`http://app.test${url}`)),
    } as unknown as Cache;
  };
  return {
    caches: {
      open,
      has: async (name: string) => stores.has(name),
      delete: async (name: string) => stores.delete(name),
    } as unknown as CacheStorage,
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])].sort(),
  };
}

/** The next step happens a millisecond later (the LRU order is by ISO time). */
const later = () => new Promise((resolve) => setTimeout(resolve, 2));

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function anArtwork(id: number): Artwork {
  return {
    id,
    artistId: 1,
    title: `Artwork ${id}`,
    artistName: 'Maya Okafor',
    imageUrl: null,
    images: [1, 2].map((n) => ({ id: id * 10 + n, imageUrl: `/uploads/a${id}i${n}.webp`, variants: [] })),
  } as unknown as Artwork;
}

const command = (files: WriteCommand['files'] = []): WriteCommand =>
  ({
    endpoint: 'createArtwork',
    key: crypto.randomUUID(),
    body: { title: 'Dusk' },
    ...(files.length ? { files } : {}),
  }) as unknown as WriteCommand;

let db: OfflineDb;
let n = 0;
let cache: ReturnType<typeof fakeCaches>;
let env: PinEnv;
/** The origin's quota as navigator.storage.estimate() says (budget: 30 % of it). */
let quota = 100_000;
beforeEach(() => {
  db = createOfflineDb(`storage-test-${++n}`);
  cache = fakeCaches();
  env = {
    db,
    caches: cache.caches,
    fetch: (async () => new Response(new Uint8Array(1000), { status: 200 })) as typeof fetch,
    storage: { persist: async () => true, estimate: async () => ({ quota, usage: 0 }) } as StorageManager,
  };
});
afterEach(async () => {
  vi.restoreAllMocks();
  quota = 100_000;
  await db.delete();
});

describe('storage pressure (issue 27, point 5)', () => {
  it('recognises a QuotaExceededError, also wrapped by Dexie', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('keeps the pictures of saved items under the budget, the least recently used losing theirs first', async () => {
    quota = 10_000; // budget 3,000 bytes: an artwork's two pictures take 2,000
    await pinArtwork(anArtwork(1), env);
    await later();
    await pinArtwork(anArtwork(2), env);
    await later();
    // Both are saved (data), but only the newest keeps its pictures.
    let one = await db.pins.get(pinKey('artwork', 1));
    expect(one!.imagesEvictedAt).toBeDefined();
    expect(one!.evictionSeen).toBe(false);
    expect(cache.urls(PINNED_IMAGE_CACHE)).toEqual(['/uploads/a2i1.webp', '/uploads/a2i2.webp']);

    // Three saved items, then the second is opened: the first is now the least recently used.
    quota = 20_000; // budget 6,000: room for three
    await pinArtwork(anArtwork(1), env); // saved again: its pictures come back
    await later();
    await pinArtwork(anArtwork(3), env);
    expect(cache.urls(PINNED_IMAGE_CACHE)).toHaveLength(6);
    await later();
    await touchPin(pinKey('artwork', 2), env);
    quota = 14_000; // budget 4,200: room for two
    const evicted = await enforcePinBudget(undefined, env);
    expect(evicted.map((pin) => pin.key)).toEqual([pinKey('artwork', 1)]);
    one = await db.pins.get(pinKey('artwork', 1));
    expect(one!.bytes).toBeLessThan(1000); // its data only
    expect(cache.urls(PINNED_IMAGE_CACHE)).toEqual([
      '/uploads/a2i1.webp',
      '/uploads/a2i2.webp',
      '/uploads/a3i1.webp',
      '/uploads/a3i2.webp',
    ]);
  });

  it('a saved artist whose pictures went is kept current by the delta pull without fetching them again', async () => {
    const artist = { id: 7, displayName: 'Maya Okafor', profileImageUrl: null, profileImageVariants: [] };
    await pinArtist(artist as never, [anArtwork(1)], env);
    quota = 1_000; // budget 300 bytes: nothing but the newest keeps its pictures
    await pinArtwork(anArtwork(2), env);
    expect((await db.pins.get(pinKey('artist', 7)))!.imagesEvictedAt).toBeDefined();
    const fetches = vi.fn(env.fetch!);
    await refreshPinnedArtists(
      [{ entity: 'artwork', op: 'upsert', id: 3, data: { ...anArtwork(3), artistId: 7 } }] as never,
      { ...env, fetch: fetches },
    );
    const row = (await db.pins.get(pinKey('artist', 7)))!;
    expect(pinnedArtist(row)!.artworks.map((artwork) => artwork.id)).toEqual([3, 1]);
    expect(row.imagesEvictedAt).toBeDefined();
    expect(fetches).not.toHaveBeenCalled();
  });

  it('a queued write that meets a QuotaExceededError makes room from pictures, and is queued', async () => {
    await pinArtwork(anArtwork(1), env);
    const browsing = await cache.caches.open(IMAGE_CACHE);
    await browsing.put('/uploads/seen.webp', new Response('x'));
    const add = db.outbox.add.bind(db.outbox);
    let full = 2; // full until two things were freed
    vi.spyOn(db.outbox, 'add').mockImplementation(((row: Parameters<typeof add>[0]) =>
      full-- > 0 ? Promise.reject(quotaError()) : add(row)) as typeof add);
    // makeRoom uses the shared caches: the test's stand in for them.
    vi.stubGlobal('caches', cache.caches);
    const seq = await enqueue(command(), 'New artwork "Dusk"', 1, db);
    expect((await outboxItems(db)).map((item) => item.seq)).toEqual([seq]);
    // First the pictures seen while browsing, then the saved item's.
    expect(cache.urls(IMAGE_CACHE)).toEqual([]);
    expect((await db.pins.get(pinKey('artwork', 1)))!.imagesEvictedAt).toBeDefined();
    vi.unstubAllGlobals();
  });

  it('never evicts an unsent write: with nothing else to free, a new write is refused, the queued ones stay', async () => {
    const store = createDexieFileStore(() => db);
    const photo = await store.put(new Blob([new Uint8Array(500)], { type: 'image/png' }), 'a.png');
    const first = await enqueue(command([photo]), 'New artwork "Dawn"', 1, db);
    vi.stubGlobal('caches', cache.caches);

    // The device is full: a photo is held in memory only, and its write cannot be queued.
    vi.spyOn(db.files, 'put').mockRejectedValue(quotaError());
    const second = await store.put(new Blob([new Uint8Array(500)], { type: 'image/png' }), 'b.png');
    await expect(enqueue(command([second]), 'New artwork "Dusk"', 1, db)).rejects.toBeInstanceOf(
      DeviceFullError,
    );
    await expect(withRoom(() => Promise.reject(quotaError()), { db })).rejects.toBeInstanceOf(
      DeviceFullError,
    );
    expect((await outboxItems(db)).map((item) => item.seq)).toEqual([first]);
    expect(await db.files.get(photo.id)).toBeDefined();

    // Room again (the user freed space): the same write is queued with its photo.
    vi.mocked(db.files.put).mockRestore();
    await enqueue(command([second]), 'New artwork "Dusk"', 1, db);
    expect(await db.files.get(second.id)).toBeDefined();
    expect(await outboxItems(db)).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});
