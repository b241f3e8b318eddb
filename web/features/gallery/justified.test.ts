import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_RATIO, packRows, tileRatio } from './justified';

describe('tileRatio', () => {
  it("keeps the image's own aspect ratio", () => {
    expect(tileRatio(1280, 960)).toBe(1.333);
    expect(tileRatio(1280, 1600)).toBe(0.8);
    expect(tileRatio(500, 500)).toBe(1);
  });

  it('crops extreme shapes to the limits', () => {
    expect(tileRatio(3000, 500)).toBe(1.8);
    expect(tileRatio(400, 2000)).toBe(0.6);
  });

  it('falls back to 4:5 without dimensions', () => {
    expect(tileRatio(null, 900)).toBe(DEFAULT_TILE_RATIO);
    expect(tileRatio(0, 0)).toBe(DEFAULT_TILE_RATIO);
  });
});

describe('packRows', () => {
  it('fills each row while the tiles and gaps fit, like flex-wrap', () => {
    // Row height 100, width 500, gap 20: bases 100, 133.3, 80, 180 | 100 ...
    expect(packRows([1, 1.333, 0.8, 1.8, 1, 1], 500, 100, 20)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it('gives a tile wider than the row a row of its own, and keeps every tile once in order', () => {
    const rows = packRows([1.8, 1.8, 0.6, 1], 150, 100, 10);
    expect(rows).toEqual([[0], [1], [2], [3]]);
    expect(packRows([], 500, 100, 20)).toEqual([]);
  });
});
