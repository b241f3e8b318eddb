import type { Knex } from 'knex';
import { TOTAL_COUNT_CAP } from '../../contract/paging';
import { ValidationError } from '../errors';

/**
 * Keyset pagination (architecture.md, "Data"): a sort is a list of SQL expressions, the last one
 * unique (the id), that drives both `ORDER BY` and the `WHERE` that starts a page after the last row
 * of the previous one. A page is then an index range scan whatever its depth, and stays right when
 * rows are inserted or deleted between pages (no duplicates, no skips).
 *
 * Every expression must be NOT NULL (sort NULLs with `coalesce(x, sentinel)`), so row comparisons
 * `(expr, id) > (?, ?)` hold, and an expression index on exactly those expressions serves them.
 */
export interface SortKey {
  /** SQL over the query's aliases, e.g. `coalesce(aw.price_cents, 9223372036854775807)`. */
  sql: string;
  dir: 'asc' | 'desc';
  /** The type the cursor's text value is cast back to. */
  type: 'bigint' | 'integer' | 'text' | 'timestamptz' | 'boolean';
}

/** One sort of one list; `name` is written into its cursors so a cursor of another sort is refused. */
export interface SortSpec {
  name: string;
  keys: readonly SortKey[];
}

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

interface CursorBody {
  s: string;
  k: string[];
}

export function encodeCursor(sort: SortSpec, values: string[]): string {
  const body: CursorBody = { s: sort.name, k: values };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

function badCursor(message: string): ValidationError {
  return new ValidationError({ cursor: message }, message);
}

/** The key values a cursor carries; 400 when malformed or made for another sort. */
export function decodeCursor(sort: SortSpec, cursor: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('This cursor is not valid: start again from the first page');
  }
  const { s, k } = (body ?? {}) as Partial<CursorBody>;
  if (
    typeof s !== 'string' ||
    !Array.isArray(k) ||
    k.length !== sort.keys.length ||
    !k.every((v) => typeof v === 'string' && v.length <= 300)
  ) {
    throw badCursor('This cursor is not valid: start again from the first page');
  }
  if (s !== sort.name) {
    throw badCursor(
      `This cursor belongs to the "${s}" sort, not "${sort.name}": start again from the first page`,
    );
  }
  return k;
}

function cast(key: SortKey): string {
  return `?::${key.type}`;
}

/** `ORDER BY` of a sort. */
export function orderBySql(sort: SortSpec): string {
  return sort.keys.map((key) => `${key.sql} ${key.dir.toUpperCase()}`).join(', ');
}

/**
 * The rows strictly after `values` in the sort: one row comparison when every key goes the same
 * way (what a btree index serves best), else the expanded `a > x OR (a = x AND b > y) ...`.
 */
export function afterSql(sort: SortSpec, values: string[]): { sql: string; bindings: string[] } {
  const { keys } = sort;
  const op = (key: SortKey) => (key.dir === 'asc' ? '>' : '<');
  if (keys.every((key) => key.dir === keys[0]!.dir)) {
    return {
      sql: `(${keys.map((k) => k.sql).join(', ')}) ${op(keys[0]!)} (${keys.map(cast).join(', ')})`,
      bindings: values,
    };
  }
  const parts: string[] = [];
  const bindings: string[] = [];
  keys.forEach((key, i) => {
    const equal = keys.slice(0, i).map((k) => `${k.sql} = ${cast(k)}`);
    parts.push(`(${[...equal, `${key.sql} ${op(key)} ${cast(key)}`].join(' AND ')})`);
    bindings.push(...values.slice(0, i), values[i]!);
  });
  return { sql: `(${parts.join(' OR ')})`, bindings };
}

const keyAlias = (i: number) => `__k${i}`;

/**
 * Runs one page of `query` (already filtered and selecting its columns) in the given sort: orders,
 * starts after the cursor, fetches one row more than the page to know whether a next page exists.
 * The key values come back as text (exact: timestamps keep their microseconds) and are stripped
 * from the rows.
 */
/**
 * Page sizes are written into the statement (a validated whole number, a handful of values): as a
 * parameter, PostgreSQL's generic plan has to assume LIMIT takes a tenth of the table, costs it
 * hundreds of times a page's plan and so plans the statement afresh on every run (about 1 ms under
 * load, more than running it); with the number in the text, a prepared page reuses its plan
 * (db/connection.ts, reusePlans).
 */
const INLINE = { skipBinding: true } as const;

export async function keysetPage<Row extends object>(
  query: Knex.QueryBuilder,
  request: PageRequest,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const { sort, limit } = request;
  const page = query.clone();
  if (request.cursor !== undefined) {
    const after = afterSql(sort, decodeCursor(sort, request.cursor));
    page.whereRaw(after.sql, after.bindings);
  }
  page
    .select(sort.keys.map((key, i) => page.client.raw(`(${key.sql})::text as ${keyAlias(i)}`)))
    .orderByRaw(orderBySql(sort))
    .limit(limit + 1, INLINE);
  if (request.offset) page.offset(request.offset);
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
  for (const row of rows) for (let i = 0; i < sort.keys.length; i++) delete row[keyAlias(i)];
  return { rows, nextCursor };
}

/** How long a capped count ("10,000+") is answered again without counting. */
export const CAPPED_COUNT_TTL_MS = 60_000;
/** How long an exact count of a catalogue list (`rememberExact`) is answered again without counting. */
export const EXACT_COUNT_TTL_MS = 10_000;
const COUNTS_KEPT = 500;

interface RememberedCount {
  total: number;
  capped: boolean;
  at: number;
}
/** Per database: count query -> its last count, and a generation that every write moves on. */
const rememberedCounts = new WeakMap<Knex, { generation: number; counts: Map<string, RememberedCount> }>();

function countsOf(db: Knex) {
  let known = rememberedCounts.get(db);
  if (!known) rememberedCounts.set(db, (known = { generation: 0, counts: new Map() }));
  return known;
}

/**
 * Forgets every remembered count: called after each request that may write, so whoever adds,
 * approves or removes something sees the counts move at once. (Counts remembered by other
 * instances of the app expire on their own, within EXACT_COUNT_TTL_MS.)
 */
export function forgetCounts(db: Knex): void {
  const known = countsOf(db);
  known.generation++;
  known.counts.clear();
}

/**
 * How many rows `query` matches, counting at most TOTAL_COUNT_CAP + 1 of them: a bounded scan
 * whatever the catalogue's size. `capped` means "at least `total`".
 *
 * A count that reached the cap is remembered for CAPPED_COUNT_TTL_MS: on a large catalogue every
 * first page of the gallery would otherwise walk TOTAL_COUNT_CAP index entries again to say the same
 * "10,000+" (most of a first page's cost at 100,000 artworks). With `rememberExact` (the public
 * catalogue's lists), a count under the cap is remembered for EXACT_COUNT_TTL_MS too: a search
 * matching thousands of artworks counts them through the trigram index (tens of milliseconds at
 * 100,000 artworks, most of its first page's cost), and many visitors run the same searches and
 * filters. Any write through this app forgets them all (`forgetCounts`).
 */
export async function cappedCount(
  db: Knex,
  query: Knex.QueryBuilder,
  sort?: SortSpec,
  { rememberExact = false }: { rememberExact?: boolean } = {},
): Promise<{ total: number; capped: boolean }> {
  const limited = query.clone().clearSelect().clearOrder().select(db.raw('1'));
  // In the page's order, so the count walks the sort's index and stops after the cap, instead
  // of a sequential scan when most rows match.
  if (sort) limited.orderByRaw(orderBySql(sort));
  limited.limit(TOTAL_COUNT_CAP + 1, INLINE).as('matches');
  const counting = db.from(limited).count<{ count: string | number }[]>({ count: '*' });
  const { sql, bindings } = counting.toSQL();
  const key = JSON.stringify([sql, bindings]);
  const known = countsOf(db);
  const remembered = known.counts.get(key);
  if (remembered) {
    const ttl = remembered.capped ? CAPPED_COUNT_TTL_MS : EXACT_COUNT_TTL_MS;
    if (Date.now() - remembered.at < ttl) return { total: remembered.total, capped: remembered.capped };
    known.counts.delete(key);
  }
  const generation = known.generation;
  const row = (await counting.first()) as { count: string | number } | undefined;
  const count = Number(row?.count ?? 0);
  const result =
    count <= TOTAL_COUNT_CAP ? { total: count, capped: false } : { total: TOTAL_COUNT_CAP, capped: true };
  // Not when a write was handled while counting: the count may predate it.
  if ((result.capped || rememberExact) && known.generation === generation) {
    known.counts.set(key, { ...result, at: Date.now() });
    if (known.counts.size > COUNTS_KEPT) known.counts.delete(known.counts.keys().next().value!);
  }
  return result;
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
  options: { rememberExact?: boolean; matchesFirst?: MatchesFirst | undefined } = {},
): Promise<Page<T>> {
  const { matchesFirst, ...countOptions } = options;
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
    : await keysetPage<Row>(withColumns(filtered.clone()), request);
  const total = request.cursor === undefined ? counted : undefined;
  return { items: await toItems(rows), nextCursor, ...total };
}
