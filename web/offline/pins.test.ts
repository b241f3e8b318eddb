import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import { createOfflineDb, type OfflineDb } from './db';
import {
  PINNED_IMAGE_CACHE,
  phoneRendition,
  pinArtist,
  pinArtwork,
  pinKey,
  readLocalArtist,
  readLocalArtwork,
  readLocalPortfolio,
  unpin,
  type PinEnv,
} from './pins';

const widths = [320, 640, 1280, 2048];
const variants = (key: string) => widths.map((width) => ({ width, url: `/uploads/${key}-${width}.webp` }));

function anArtwork(id: number, artistId = 1): Artwork {
  return {
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    id,
    artistId,
    artistName: 'Maya Okafor',
    title: `Artwork ${id}`,
    description: null,
    specialty: null,
    specialtyId: null,
    medium: 'Oil',
    mediumId: 1,
    dimensions: null,
    yearCreated: null,
    price: 100,
    imageUrl: `/uploads/a${id}-1280.webp`,
    images: [1, 2].map((n) => ({
      id: id * 10 + n,
      artworkId: id,
      imageUrl: `/uploads/a${id}i${n}-1280.webp`,
      variants: variants(`a${id}i${n}`),
      width: 2048,
      height: 1536,
      isPrimary: n === 1,
      altText: null,
      title: null,
      description: null,
    })),
    approvalStatus: 'approved',
    createdAt: '2026-11-01T00:00:00.000Z',
  } as Artwork;
}

const anArtist = (id: number): Artist =>
  ({
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    id,
    userId: 100 + id,
    firstName: 'Maya',
    lastName: 'Okafor',
    username: 'maya',
    displayName: 'Maya Okafor',
    bio: null,
    specialties: [],
    website: null,
    portfolioUrl: null,
    socialLinks: {},
    profileImageUrl: `/uploads/p${id}-1280.webp`,
    profileImageVariants: variants(`p${id}`),
    isVerified: true,
    approvalStatus: 'approved',
    createdAt: '2026-11-01T00:00:00.000Z',
    artworkCount: 2,
  }) as Artist;

/** The Cache API, in memory (only what pins.ts uses). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, res: Response) => void store.set(url, res),
      delete: async (url: string) => store.delete(url),
    } as unknown as Cache;
  };
  return {
    caches: { open } as unknown as CacheStorage,
    urls: () => [...(stores.get(PINNED_IMAGE_CACHE)?.keys() ?? [])],
  };
}

let db: OfflineDb;
let n = 0;
let env: PinEnv & { persist: ReturnType<typeof vi.fn> };
let cache: ReturnType<typeof fakeCaches>;
beforeEach(async () => {
  db = createOfflineDb(`pins-test-${++n}`);
  cache = fakeCaches();
  const persist = vi.fn(async () => true);
  env = {
    db,
    caches: cache.caches,
    fetch: (async () => new Response(new Uint8Array(1000), { status: 200 })) as typeof fetch,
    storage: { persist } as unknown as StorageManager,
    persist,
  };
});
afterEach(async () => {
  await db.delete();
});

describe('Save for offline', () => {
  it('picks the phone-sized rendition', () => {
    expect(phoneRendition(variants('x'), '/uploads/x-1280.webp')).toBe('/uploads/x-640.webp');
    expect(phoneRendition([{ width: 320, url: '/uploads/x-320.webp' }], null)).toBe('/uploads/x-320.webp');
    expect(phoneRendition([], '/uploads/x.webp')).toBe('/uploads/x.webp');
  });

  it('saves an artwork with its images at the phone size, counts the bytes and asks for persistent storage', async () => {
    const row = await pinArtwork(anArtwork(1), env);
    expect(env.persist).toHaveBeenCalled();
    expect(cache.urls().sort()).toEqual(['/uploads/a1i1-640.webp', '/uploads/a1i2-640.webp']);
    expect(row.bytes).toBeGreaterThan(2000); // two images of 1000 bytes plus the data
    expect((await db.pins.get(pinKey('artwork', 1)))!.bytes).toBe(row.bytes);
    expect((await readLocalArtwork(1, db))!.title).toBe('Artwork 1');
  });

  it('saves an artist with the profile image and each cover; their artworks open offline', async () => {
    await pinArtist(anArtist(1), [anArtwork(5), anArtwork(6)], env);
    expect(cache.urls().sort()).toEqual([
      '/uploads/a5i1-640.webp',
      '/uploads/a6i1-640.webp',
      '/uploads/p1-640.webp',
    ]);
    expect((await readLocalArtist(1, db))!.displayName).toBe('Maya Okafor');
    expect((await readLocalArtwork(6, db))!.id).toBe(6);
    expect((await readLocalPortfolio(1, db)).map((a) => a.id)).toEqual([6, 5]);
  });

  it('remove deletes the pin and the images no other pin keeps', async () => {
    await pinArtwork(anArtwork(5), env);
    await pinArtist(anArtist(1), [anArtwork(5)], env);
    await unpin(pinKey('artwork', 5), env);
    expect(await db.pins.get(pinKey('artwork', 5))).toBeUndefined();
    // The cover is still kept by the artist pin; the second image is gone.
    expect(cache.urls().sort()).toEqual(['/uploads/a5i1-640.webp', '/uploads/p1-640.webp']);
    await unpin(pinKey('artist', 1), env);
    expect(cache.urls()).toEqual([]);
    expect(await readLocalArtwork(5, db)).toBeUndefined();
  });

  it('does not cache an image the server refused', async () => {
    env.fetch = (async () => new Response('Not found', { status: 404 })) as typeof fetch;
    const row = await pinArtwork(anArtwork(2), env);
    expect(cache.urls()).toEqual([]);
    expect(row.bytes).toBeLessThan(2000);
  });
});
