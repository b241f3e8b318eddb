import type { Knex } from 'knex';
import { cappedCount, type CountOptions } from './capped-count';
import { afterSql, decodeCursor, encodeCursor, INLINE, orderBySql, type SortSpec } from './keyset-sort';
import { asIs, type Bind } from './shaped-query';

// Pages of a list in a keyset sort (keyset-sort.ts: the sorts and their cursors; capped-count.ts: the totals).

export type { SortKey, SortSpec } from './keyset-sort';

export interface PageRequest {
  sort: SortSpec;
  limit: number;
  cursor?: string | undefined;
  /** Deprecated offset, bounded by the contract; skipped after the cursor. */
  offset?: number | undefined;
}

export interface Page<T> {
  items: T[];
  /** Matches counted up to TOTAL_COUNT_CAP (first pages only); undefined when not counted. */
  total?: number;
  capped?: boolean;
  /** The cursor of the next page, null on the last page. */
  nextCursor: string | null;
}

const keyAlias = (i: number) => `__k${i}`;

/**
 * One page of `query` (already filtered and selecting its columns) in the given sort: ordered,
 * after the cursor, one row more than the page to know whether a next page exists. The key values
 * come back as text (exact: timestamps keep their microseconds). `bind` names the cursor's values
 * `k0`, `k1`... (a shaped read, shaped-query.ts: `cursorValues` gives them).
 */
export function keysetQuery(
  query: Knex.QueryBuilder,
  request: PageRequest,
  bind: Bind = asIs,
): Knex.QueryBuilder {
  const { sort, limit } = request;
  const page = query.clone();
  if (request.cursor !== undefined) {
    const after = afterSql(sort, decodeCursor(sort, request.cursor));
    page.whereRaw(after.sql, after.bindings.map((value, i) => bind(`k${after.keyOf[i]}`, value)) as string[]);
  }
  page
    .select(sort.keys.map((key, i) => page.client.raw(`(${key.sql})::text as ${keyAlias(i)}`)))
    .orderByRaw(orderBySql(sort))
    .limit(limit + 1, INLINE);
  if (request.offset) page.offset(request.offset);
  return page;
}

/** The named values of a cursor in a shaped page (`k0`, `k1`...: see keysetQuery). */
export function cursorValues(request: PageRequest): Record<string, string> {
  if (request.cursor === undefined) return {};
  return Object.fromEntries(decodeCursor(request.sort, request.cursor).map((v, i) => [`k${i}`, v]));
}

/**
 * Runs a page made by `keysetQuery` and strips the sort keys from its rows: the rows of the page
 * and the cursor of the next.
 */
async function keysetRows<Row extends object>(
  page: Knex.QueryBuilder,
  request: PageRequest,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const { sort, limit } = request;
  const fetched = (await page) as Array<Row & Record<string, string>>;
  const more = fetched.length > limit;
  const rows = fetched.slice(0, limit);
  const last = rows[rows.length - 1];
  const nextCursor =
    more && last
      ? encodeCursor(
          sort,
          sort.keys.map((_, i) => String(last[keyAlias(i)])),
        )
      : null;
  // Last key first: deleting an object's last-added property undoes its shape's last step, while
  // deleting any other turns the row into a slow dictionary object (issue 29: every later read of
  // the row, mapping it to the contract's object, paid for that).
  for (const row of rows) for (let i = sort.keys.length - 1; i >= 0; i--) delete row[keyAlias(i)];
  return { rows, nextCursor };
}

/** Runs one page of `query` (see keysetQuery): its rows, without their sort keys, and the next cursor. */
export function keysetPage<Row extends object>(
  query: Knex.QueryBuilder,
  request: PageRequest,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  return keysetRows<Row>(keysetQuery(query, request), request);
}

/**
 * Searches (issue 29): when the filters match few rows, walking the sort's index and testing each
 * row (`search_text ILIKE`) reads thousands of rows to fill a page, while the trigram index finds
 * all the matches at once. `matchesFirst` names the id column: the count (without ORDER BY: it has
 * no index to walk) tells how many rows match, and when at most `below` do, the page is taken from
 * the matching ids and their sort keys first (a materialized CTE, which no sort index can serve),
 * sorted and limited there, and only that page's rows are then joined to their names. When more
 * match, the sort's index is walked as for any list: dense matches fill a page after a few rows.
 */
export interface MatchesFirst {
  /** The unique id column of the filtered rows, e.g. `aw.id`. */
  id: string;
  /** The largest number of matches taken matches-first. */
  below: number;
  /**
   * The same rows filtered for a walk of the sort's index when more match (a test no index serves,
   * whose plan does not depend on the values: one plan, reused); `filtered` otherwise. Made only
   * when the page is walked.
   */
  walked?: (() => Knex.QueryBuilder) | undefined;
}

/** The page's ids from the matches: every match with its sort keys, sorted, cut to the page. */
function matchesFirstQuery(
  filtered: Knex.QueryBuilder,
  withColumns: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  request: PageRequest,
  id: string,
): Knex.QueryBuilder {
  const { sort, limit } = request;
  const client = filtered.client as Knex.Client;
  const matches = filtered
    .clone()
    .clearSelect()
    .clearOrder()
    .select(client.raw(`${id} as __id`))
    .select(sort.keys.map((key, i) => client.raw(`${key.sql} as __m${i}`)));
  if (request.cursor !== undefined) {
    const after = afterSql(sort, decodeCursor(sort, request.cursor));
    matches.whereRaw(after.sql, after.bindings);
  }
  const top = client
    .queryBuilder()
    .withMaterialized('matches', matches)
    .from('matches')
    .select('__id')
    .orderByRaw(sort.keys.map((key, i) => `__m${i} ${key.dir.toUpperCase()}`).join(', '))
    .limit(limit + 1, INLINE);
  if (request.offset) top.offset(request.offset);
  return withColumns(filtered.clone()).whereIn(id, top);
}

/**
 * A page with its capped total on first pages: later pages (with a cursor) skip the count, the
 * client has it from the first one (a `matchesFirst` list counts them too, remembered, to choose
 * its plan).
 */
export async function pageOf<Row extends object, T>(
  db: Knex,
  filtered: Knex.QueryBuilder,
  withColumns: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  request: PageRequest,
  toItems: (rows: Row[]) => Promise<T[]> | T[],
  options: CountOptions & {
    matchesFirst?: MatchesFirst | undefined;
    /** The page's statement ready made (a shaped read), instead of `keysetQuery` over `filtered`. */
    page?: (() => Knex.QueryBuilder) | undefined;
  } = {},
): Promise<Page<T>> {
  const { matchesFirst, page, ...countOptions } = options;
  const counted =
    matchesFirst || request.cursor === undefined
      ? await cappedCount(db, filtered, matchesFirst ? undefined : request.sort, countOptions)
      : undefined;
  const few = matchesFirst && counted && !counted.capped && counted.total <= matchesFirst.below;
  const { rows, nextCursor } = few
    ? await keysetPage<Row>(matchesFirstQuery(filtered, withColumns, request, matchesFirst.id), {
        ...request,
        offset: undefined,
      })
    : page && !matchesFirst
      ? await keysetRows<Row>(page(), request)
      : await keysetPage<Row>(withColumns((matchesFirst?.walked?.() ?? filtered).clone()), request);
  const total = request.cursor === undefined ? counted : undefined;
  return { items: await toItems(rows), nextCursor, ...total };
}
