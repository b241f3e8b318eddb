import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_RATIO, tileRatio } from './justified';

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
