import { PAGE_SIZE } from '@contract/page-size';
import { sortedBy, type Compare } from '@contract/browse-rules';
import type { ListResult } from '@/lib/api-client';

/**
 * A gallery paged from this device (issue 27, point 2): every matching row the device holds, in
 * the API's order (the comparators of contract/browse-rules.ts, checked against the API's SQL by
 * api/test/browse-rules.test.ts), shown a page at a time as the server pages it (PAGE_SIZE.default
 * rows a page), so 'Load more' continues from the local store where the server cannot be reached.
 */

export interface LocalPool<T> {
  /** The rows this device holds, freshest source first: a later duplicate of an id is ignored. */
  sources: readonly (readonly T[] | undefined)[];
  /** Ids the delta pull deleted (no longer visible). */
  deleted: ReadonlySet<number>;
  /** The current filters (the API's rules). */
  matches: (item: T) => boolean;
  /** The current sort (the API's order). */
  compare: Compare<T>;
}

/** Every matching row of the pool once, in the API's order. */
export function localMatches<T extends { id: number }>(pool: LocalPool<T>): T[] {
  const byId = new Map<number, T>();
  for (const source of pool.sources)
    for (const item of source ?? []) if (!byId.has(item.id)) byId.set(item.id, item);
  return sortedBy(
    [...byId.values()].filter((item) => !pool.deleted.has(item.id) && pool.matches(item)),
    pool.compare,
  );
}

/**
 * The first `pages` pages of the sorted matches: `total` is everything the device holds that
 * matches, `nextCursor` is set while more remain (the position of the next page, as a string).
 */
export function localPages<T>(
  sorted: readonly T[],
  pages: number,
  pageSize: number = PAGE_SIZE.default,
): ListResult<T> {
  const shown = Math.max(1, pages) * pageSize;
  return {
    items: sorted.slice(0, shown),
    total: sorted.length,
    capped: false,
    nextCursor: shown < sorted.length ? String(shown) : null,
  };
}
