import { describe, expect, it } from 'vitest';
import { CAPPED_COUNT_TTL_MS, EXACT_COUNT_TTL_MS, countLife } from './capped-count';

describe('countLife', () => {
  it('keeps a quick exact count the shortest while, so other instances’ writes show soon', () => {
    expect(countLife({ capped: false, took: 3 })).toBe(EXACT_COUNT_TTL_MS);
  });

  it('keeps a costly exact count longer, in proportion to its cost, up to a capped count’s life', () => {
    expect(countLife({ capped: false, took: 40 })).toBe(20_000);
    expect(countLife({ capped: false, took: 120 })).toBe(CAPPED_COUNT_TTL_MS);
    expect(countLife({ capped: false, took: 5_000 })).toBe(CAPPED_COUNT_TTL_MS);
  });

  it('keeps a capped count ("10,000+") its own while, however quick', () => {
    expect(countLife({ capped: true, took: 1 })).toBe(CAPPED_COUNT_TTL_MS);
  });
});
