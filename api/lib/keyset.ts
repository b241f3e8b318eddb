import type { Knex } from 'knex';
import { cappedCount, searchMatches, type CountOptions, type RememberedMatches } from './capped-count';
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
 * sorted there, and only that page's rows are then looked up by id and joined to their names.
 * Those matches (ids and sort keys, in the sort) are remembered beside the count, with its lifetime
 * (forgotten on any write): later requests for the same search and sort, first or later pages,
 * skip the trigram scan and only look their page up by id, under one reused plan. When more
 * match, the sort's index is walked as for any list: dense matches fill a page after a few rows.
 */
export interface MatchesFirst {
  /** The unique id column of the filtered rows, e.g. `aw.id` (an integer). */
  id: string;
  /** The largest number of matches taken matches-first. */
  below: number;
  /**
   * The filtered rows, as a page of ids is looked up there (by id, the filters tested again on those
   * rows only: a test whose plan does not depend on the values, e.g. `walked`): remembered matches
   * may predate a write by another instance of the app, and a row that no longer matches is then
   * left out rather than shown.
   */
  lookup: () => Knex.QueryBuilder;
  /**
   * The same rows filtered for a walk of the sort's index when more match (a test no index serves,
   * whose plan does not depend on the values: one plan, reused); `filtered` otherwise. Made only
   * when the page is walked.
   */
  walked?: (() => Knex.QueryBuilder) | undefined;
}

/** Every match's id and sort keys: the CTE of a matches-first page (no sort index can serve it). */
function matchesOf(filtered: Knex.QueryBuilder, sort: SortSpec, id: string): Knex.QueryBuilder {
  const client = filtered.client as Knex.Client;
  return filtered
    .clone()
    .clearSelect()
    .clearOrder()
    .select(client.raw(`${id} as __id`))
    .select(sort.keys.map((key, i) => client.raw(`${key.sql} as __m${i}`)));
}

const matchesOrder = (sort: SortSpec) =>
  sort.keys.map((key, i) => `__m${i} ${key.dir.toUpperCase()}`).join(', ');

/**
 * All the matches (at most `below` + 1), sorted, with their keys as text: what is remembered. The
 * keys are sorted in PostgreSQL (its collation), never compared in JavaScript.
 */
async function allMatches(
  filtered: Knex.QueryBuilder,
  sort: SortSpec,
  first: MatchesFirst,
): Promise<Omit<RememberedMatches, 'at'>> {
  const client = filtered.client as Knex.Client;
  const rows = (await client
    .queryBuilder()
    .withMaterialized('matches', matchesOf(filtered, sort, first.id))
    .from('matches')
    .select('__id')
    .select(sort.keys.map((_, i) => client.raw(`__m${i}::text as __k${i}`)))
    .orderByRaw(matchesOrder(sort))
    .limit(first.below + 1, INLINE)) as Array<Record<string, string | number>>;
  return {
    ids: rows.map((r) => Number(r.__id)),
    keys: rows.map((r) => sort.keys.map((_, i) => String(r[`__k${i}`]))),
  };
}

/** The page's ids from the matches: every match with its sort keys, sorted, cut to the page. */
function matchesFirstQuery(
  filtered: Knex.QueryBuilder,
  withColumns: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  request: PageRequest,
  first: MatchesFirst,
): Knex.QueryBuilder {
  const { sort, limit } = request;
  const client = filtered.client as Knex.Client;
  const matches = matchesOf(filtered, sort, first.id);
  if (request.cursor !== undefined) {
    const after = afterSql(sort, decodeCursor(sort, request.cursor));
    matches.whereRaw(after.sql, after.bindings);
  }
  const top = client
    .queryBuilder()
    .withMaterialized('matches', matches)
    .from('matches')
    .select('__id')
    .orderByRaw(matchesOrder(sort))
    .limit(limit + 1, INLINE);
  if (request.offset) top.offset(request.offset);
  return withColumns(first.lookup()).whereIn(first.id, top);
}

/**
 * A page from remembered matches: the entries after the cursor's (found by its keys, equal as
 * text), looked up by id in one statement whose text does not depend on the search (named, its
 * plan reused). Undefined when the cursor is not among the matches: the caller asks PostgreSQL.
 */
async function pageFromMatches<Row extends object>(
  matches: Omit<RememberedMatches, 'at'>,
  withColumns: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  request: PageRequest,
  first: MatchesFirst,
): Promise<{ rows: Row[]; nextCursor: string | null } | undefined> {
  const { sort, limit } = request;
  let start = 0;
  if (request.cursor !== undefined) {
    const after = decodeCursor(sort, request.cursor);
    const at = matches.keys.findIndex((keys) => keys.every((k, i) => k === after[i]));
    if (at < 0) return undefined;
    start = at + 1;
  }
  start += request.offset ?? 0;
  const ids = matches.ids.slice(start, start + limit);
  const more = matches.ids.length > start + limit;
  const nextCursor = more ? encodeCursor(sort, matches.keys[start + limit - 1]!) : null;
  if (ids.length === 0) return { rows: [], nextCursor };
  // The ids written as one array value (whole numbers): one statement text for every page.
  const fetched = (await withColumns(first.lookup()).whereRaw(`${first.id} = any(?::int[])`, [
    `{${ids.join(',')}}`,
  ])) as Row[];
  const column = first.id.slice(first.id.lastIndexOf('.') + 1);
  const byId = new Map(fetched.map((row) => [Number((row as Record<string, unknown>)[column]), row]));
  // In the matches' order; a row hidden since (another instance's write) is left out.
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, nextCursor };
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
  const { matchesFirst, page: shaped, ...countOptions } = options;
  const counted =
    matchesFirst || request.cursor === undefined
      ? await cappedCount(db, filtered, matchesFirst ? undefined : request.sort, countOptions)
      : undefined;
  const few = matchesFirst && counted && !counted.capped && counted.total <= matchesFirst.below;
  let page: { rows: Row[]; nextCursor: string | null } | undefined;
  if (few) {
    // Remembered only under the caller's key for the count (then with the sort).
    const key =
      countOptions.key === undefined ? undefined : JSON.stringify([countOptions.key, request.sort.name]);
    const matches =
      key === undefined
        ? undefined
        : await searchMatches(db, key, async () => {
            const found = await allMatches(filtered, request.sort, matchesFirst);
            return found.ids.length <= matchesFirst.below ? found : undefined;
          });
    if (matches) page = await pageFromMatches<Row>(matches, withColumns, request, matchesFirst);
    page ??= await keysetPage<Row>(matchesFirstQuery(filtered, withColumns, request, matchesFirst), {
      ...request,
      offset: undefined,
    });
  }
  const { rows, nextCursor } =
    page ??
    (shaped && !matchesFirst
      ? await keysetRows<Row>(shaped(), request)
      : await keysetPage<Row>(withColumns((matchesFirst?.walked?.() ?? filtered).clone()), request));
  const total = request.cursor === undefined ? counted : undefined;
  return { items: await toItems(rows), nextCursor, ...total };
}
