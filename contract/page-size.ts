/** Default and largest page of every list endpoint (contract/paging.ts). */
export const PAGE_SIZE = { default: 24, max: 100 } as const;

/** Totals are counted up to this many matches, never over the whole catalogue. */
export const TOTAL_COUNT_CAP = 10_000;

/** Small per-parent lists (an artwork's images, stock and print offers, an artist's images). */
export const CHILD_LIST_MAX = 200;
