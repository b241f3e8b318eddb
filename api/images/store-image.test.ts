import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type MemoryStorage } from '../storage/memory-storage';
import { InvalidImageError } from './process-image';
import { defaultImageUrl, imageVariants, storeImage } from './store-image';

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3d6c8c' } })
    .jpeg()
    .toBuffer();
}

/** Memory storage whose `put` fails on call number `failOn`, after storing the earlier ones. */
function failingStorage(failOn: number): MemoryStorage {
  const storage = createMemoryStorage();
  let calls = 0;
  return {
    ...storage,
    async put(key, data, contentType) {
      calls += 1;
      if (calls === failOn) throw new Error('disk full');
      await storage.put(key, data, contentType);
    },
  };
}

describe('storeImage', () => {
  it('writes one WebP per rendition under a fresh key below the prefix', async () => {
    const storage = createMemoryStorage();
    const stored = await storeImage(storage, await photo(1500, 1000), 'artworks');

    expect(stored.key).toMatch(/^artworks\/[0-9a-f-]{36}$/);
    expect(stored).toMatchObject({ width: 1500, height: 1000, sizes: [320, 640, 1280, 1500] });
    expect(storage.keys()).toEqual(stored.sizes.map((w) => `${stored.key}-${w}.webp`).sort());
    const largest = await storage.get(`${stored.key}-1500.webp`);
    expect(largest?.contentType).toBe('image/webp');
    expect((await sharp(largest?.data).metadata()).width).toBe(1500);
  });

  it('gives every upload its own key', async () => {
    const storage = createMemoryStorage();
    const image = await photo(400, 300);
    const [a, b] = await Promise.all([storeImage(storage, image, 'p'), storeImage(storage, image, 'p')]);
    expect(a.key).not.toBe(b.key);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'],
    ['a text file named .jpg', 'just some words'],
  ])('rejects %s without writing anything', async (_name, content) => {
    const storage = createMemoryStorage();
    await expect(storeImage(storage, Buffer.from(content), 'artworks')).rejects.toThrow(InvalidImageError);
    expect(storage.keys()).toEqual([]);
  });

  it('rejects a truncated JPEG without writing anything', async () => {
    const storage = createMemoryStorage();
    const jpeg = await photo(1600, 1200);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expect(storeImage(storage, truncated, 'artworks')).rejects.toThrow(InvalidImageError);
    expect(storage.keys()).toEqual([]);
  });

  it('deletes the renditions it wrote when a later write fails', async () => {
    const storage = failingStorage(3);
    await expect(storeImage(storage, await photo(2500, 1000), 'artworks')).rejects.toThrow('disk full');
    expect(storage.keys()).toEqual([]);
  });
});

describe('image URLs', () => {
  const storage = createMemoryStorage();

  it('lists variants narrowest first', () => {
    expect(imageVariants(storage, 'artworks/k', [1280, 320, 640])).toEqual([
      { width: 320, url: '/uploads/artworks/k-320.webp' },
      { width: 640, url: '/uploads/artworks/k-640.webp' },
      { width: 1280, url: '/uploads/artworks/k-1280.webp' },
    ]);
  });

  it.each([
    [[320, 640, 1280, 2048], 1280],
    [[320, 640, 1000], 1000],
    [[320, 640], 640],
    [[2048, 1500], 1500],
    [[200], 200],
  ])('picks the default rendition from %j: %i', (sizes, expected) => {
    expect(defaultImageUrl(storage, 'a/k', sizes)).toBe(`/uploads/a/k-${expected}.webp`);
  });

  it('needs at least one size', () => {
    expect(() => defaultImageUrl(storage, 'a/k', [])).toThrow(RangeError);
  });
});
