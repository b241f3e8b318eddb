import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLES, generateArtwork, generatePortrait, generateStudio } from './index';

const SIZE = { width: 960, height: 1200 };

describe('generateArtwork', () => {
  it.each(STYLES)('paints %s as a JPEG of the requested size with real variation', async (style) => {
    const jpeg = await generateArtwork(7, { ...SIZE, style });
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 960, height: 1200 });
    const { channels } = await sharp(jpeg).stats();
    const spread = Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
    expect(spread).toBeGreaterThan(12);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const options = { width: 320, height: 400, style: 'geometric' } as const;
    const [a, again, other] = await Promise.all([
      generateArtwork(42, options),
      generateArtwork(42, options),
      generateArtwork(43, options),
    ]);
    expect(again.equals(a)).toBe(true);
    expect(other.equals(a)).toBe(false);
  });

  it('handles landscape and square formats', async () => {
    for (const [width, height] of [
      [1200, 800],
      [600, 600],
    ] as const) {
      const jpeg = await generateArtwork(3, { width, height, style: 'cityscape' });
      expect(await sharp(jpeg).metadata()).toMatchObject({ width, height });
    }
  });

  // How fast they paint is measured by `npm run bench` (a printed figure), not asserted here.
  it('paints 20 images of 960x1200 in a row, across every style, each at the requested size', async () => {
    for (let i = 0; i < 20; i++) {
      const style = STYLES[i % STYLES.length] ?? 'grid';
      const jpeg = await generateArtwork(100 + i, { ...SIZE, style });
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 1200 });
    }
  });

  it('writes one sample per style when ART_SAMPLES_DIR is set', async () => {
    const dir = process.env.ART_SAMPLES_DIR;
    if (!dir) return;
    await mkdir(dir, { recursive: true });
    for (const style of STYLES) {
      await writeFile(path.join(dir, `${style}.jpg`), await generateArtwork(1, { ...SIZE, style }));
    }
    await writeFile(path.join(dir, 'avatar.jpg'), await generatePortrait(1, 400));
    await writeFile(path.join(dir, 'studio.jpg'), await generateStudio(1, 1200, 800));
    expect(STYLES.length).toBeGreaterThanOrEqual(8);
  });
});

describe('generatePortrait', () => {
  it('paints a square avatar', async () => {
    const jpeg = await generatePortrait(5, 256);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });
});

describe('generateStudio', () => {
  it('paints a studio scene of the requested size', async () => {
    const jpeg = await generateStudio(5, 1200, 800);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect((await generateStudio(5, 1200, 800)).equals(jpeg)).toBe(true);
  });
});
