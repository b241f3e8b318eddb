import type { Knex } from 'knex';
import { TOTAL_COUNT_CAP } from '../../contract/paging';
import { INLINE, orderBySql, type SortSpec } from './keyset-sort';

// The totals of lists: counted up to TOTAL_COUNT_CAP, and remembered a short while (keyset.ts pages them).

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

/** A few searches' matches, in a sort: their ids and sort keys (as text, as cursors carry them). */
export interface RememberedMatches {
  ids: number[];
  keys: string[][];
  at: number;
}
/** At most this many searches' matches are remembered (each up to MatchesFirst.below ids). */
const MATCHES_KEPT = 100;

/**
 * Per database: count query -> its last count, search -> its matches (keyset.ts, matches-first),
 * and a generation that every write moves on.
 */
const rememberedCounts = new WeakMap<
  Knex,
  { generation: number; counts: Map<string, RememberedCount>; matches: Map<string, RememberedMatches> }
>();

function countsOf(db: Knex) {
  let known = rememberedCounts.get(db);
  if (!known) rememberedCounts.set(db, (known = { generation: 0, counts: new Map(), matches: new Map() }));
  return known;
}

/**
 * A search's matches remembered under `key` (its count's key and the sort) less than
 * EXACT_COUNT_TTL_MS ago and since the last write: the same lifetime as its count.
 */
export function rememberedMatches(db: Knex, key: string): RememberedMatches | undefined {
  const known = countsOf(db);
  const remembered = known.matches.get(key);
  if (remembered && Date.now() - remembered.at >= EXACT_COUNT_TTL_MS) {
    known.matches.delete(key);
    return undefined;
  }
  return remembered;
}

/** The generation to pass to `rememberMatches`: read it before the statement that finds them. */
export function countsGeneration(db: Knex): number {
  return countsOf(db).generation;
}

/** Remembers a search's matches, unless a write was handled since `generation` (they may predate it). */
export function rememberMatches(
  db: Knex,
  key: string,
  generation: number,
  matches: Omit<RememberedMatches, 'at'>,
): void {
  const known = countsOf(db);
  if (known.generation !== generation) return;
  known.matches.delete(key);
  known.matches.set(key, { ...matches, at: Date.now() });
  if (known.matches.size > MATCHES_KEPT) known.matches.delete(known.matches.keys().next().value!);
}

/**
 * Forgets every remembered count (and search's matches): called after each request that may write, so whoever adds,
 * approves or removes something sees the counts move at once. (Counts remembered by other
 * instances of the app expire on their own, within EXACT_COUNT_TTL_MS.)
 */
export function forgetCounts(db: Knex): void {
  const known = countsOf(db);
  known.generation++;
  known.counts.clear();
  known.matches.clear();
}

export interface CountOptions {
  /** Remember a count under the cap too (EXACT_COUNT_TTL_MS). */
  rememberExact?: boolean;
  /**
   * The caller's name for the count, standing for its statement: it must differ whenever the
   * statement would (every filter and the viewer's scope; the sort is added here). A remembered
   * count is then found without building and compiling the statement (issue 29: knex's work on
   * every warm first page). Without it, the statement's text and values are the key.
   */
  key?: string;
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
  { rememberExact = false, key: givenKey }: CountOptions = {},
): Promise<{ total: number; capped: boolean }> {
  const build = () => {
    const limited = query.clone().clearSelect().clearOrder().select(db.raw('1'));
    // In the page's order, so the count walks the sort's index and stops after the cap, instead
    // of a sequential scan when most rows match.
    if (sort) limited.orderByRaw(orderBySql(sort));
    limited.limit(TOTAL_COUNT_CAP + 1, INLINE).as('matches');
    return db.from(limited).count<{ count: string | number }[]>({ count: '*' });
  };
  // Built once, and only when needed: a count remembered under the caller's key needs no statement.
  let built: ReturnType<typeof build> | undefined;
  const counting = () => (built ??= build());
  const statement = () => {
    const { sql, bindings } = counting().toSQL();
    return JSON.stringify([sql, bindings]);
  };
  const key = givenKey === undefined ? statement() : JSON.stringify([givenKey, sort?.name ?? null]);
  const known = countsOf(db);
  const remembered = known.counts.get(key);
  if (remembered) {
    const ttl = remembered.capped ? CAPPED_COUNT_TTL_MS : EXACT_COUNT_TTL_MS;
    if (Date.now() - remembered.at < ttl) return { total: remembered.total, capped: remembered.capped };
    known.counts.delete(key);
  }
  const generation = known.generation;
  const row = (await counting().first()) as { count: string | number } | undefined;
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
