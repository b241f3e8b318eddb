import { describe, expect, it } from 'vitest';
import { initialImageIndex, showsThumbnails, stepImage } from './gallery-images';

describe('initialImageIndex', () => {
  it('opens on the primary image', () => {
    expect(initialImageIndex([{ isPrimary: false }, { isPrimary: false }, { isPrimary: true }])).toBe(2);
  });
  it('falls back to the first image without a primary', () => {
    expect(initialImageIndex([{ isPrimary: false }, { isPrimary: false }])).toBe(0);
  });
  it('is 0 for an artwork without images', () => {
    expect(initialImageIndex([])).toBe(0);
  });
});

describe('showsThumbnails', () => {
  it('only with more than one image', () => {
    expect(showsThumbnails([])).toBe(false);
    expect(showsThumbnails([1])).toBe(false);
    expect(showsThumbnails([1, 2])).toBe(true);
  });
});

describe('stepImage', () => {
  it('moves and wraps around both ends', () => {
    expect(stepImage(0, 1, 3)).toBe(1);
    expect(stepImage(2, 1, 3)).toBe(0);
    expect(stepImage(0, -1, 3)).toBe(2);
    expect(stepImage(0, 1, 0)).toBe(0);
  });
});
