import type { Knex } from 'knex';
import { TOTAL_COUNT_CAP } from '../../contract/paging';
import { INLINE, orderBySql, type SortSpec } from './keyset-sort';
import { ofClient, readyMade, type Compiled } from './shaped-query';

// The totals of lists: counted up to TOTAL_COUNT_CAP, and remembered a short while (keyset.ts pages them).

/** How long a capped count ("10,000+") is answered again without counting. */
export const CAPPED_COUNT_TTL_MS = 60_000;
/** The shortest while an exact count of a catalogue list (`rememberExact`) is kept (`countLife`). */
export const EXACT_COUNT_TTL_MS = 10_000;
/**
 * An exact count is kept this many times as long as it took to count (up to CAPPED_COUNT_TTL_MS): a
 * count that costs a core 120 ms (a search matching thousands at 100,000 artworks) would otherwise be
 * counted again every 10 s under steady traffic, slowing every request beside it; this way counting
 * again takes at most 1/LIFE_PER_COUNTING_MS of a core per remembered count.
 */
const LIFE_PER_COUNTING_MS = 500;
const COUNTS_KEPT = 500;

interface RememberedCount {
  total: number;
  capped: boolean;
  at: number;
  /** How long it took to count, in ms. */
  took: number;
}

/** How long a remembered count is answered again without counting (any write through this app forgets it). */
export function countLife({ capped, took }: Pick<RememberedCount, 'capped' | 'took'>): number {
  if (capped) return CAPPED_COUNT_TTL_MS;
  return Math.min(CAPPED_COUNT_TTL_MS, Math.max(EXACT_COUNT_TTL_MS, took * LIFE_PER_COUNTING_MS));
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
 * the statements running now (by the same keys), and a generation that every write moves on.
 */
const rememberedCounts = new WeakMap<
  Knex,
  {
    generation: number;
    counts: Map<string, RememberedCount>;
    matches: Map<string, RememberedMatches>;
    running: Map<string, Promise<unknown>>;
  }
>();

function countsOf(db: Knex) {
  let known = rememberedCounts.get(db);
  if (!known)
    rememberedCounts.set(
      db,
      (known = { generation: 0, counts: new Map(), matches: new Map(), running: new Map() }),
    );
  return known;
}

/**
 * `run` once at a time per key: requests that ask meanwhile wait for its answer instead of running
 * the same statement beside it (when a remembered count or search expires under load, the ten
 * requests in flight would otherwise each count it again). A write forgets what runs, so a request
 * after it never gets an answer begun before it.
 */
function once<T>(db: Knex, key: string, run: () => Promise<T>): Promise<T> {
  const { running } = countsOf(db);
  const found = running.get(key) as Promise<T> | undefined;
  if (found) return found;
  const started = run().finally(() => {
    if (running.get(key) === started) running.delete(key);
  });
  running.set(key, started);
  return started;
}

/** Past this share of its life a remembered answer is found again beside it (`keptOrOnce`). */
const REFRESH_AHEAD = 0.9;

/**
 * What `kept` remembers under `key` while younger than its `life`, or else `run` (once at a time)
 * to find it again; `run` remembers it. Past REFRESH_AHEAD of its life the remembered answer is
 * still given, and `run` starts beside it: a search asked for all the time is counted again before
 * its count expires, so no request waits for that (a failure there only misses the early refresh).
 */
function keptOrOnce<T extends { at: number }, R>(
  db: Knex,
  what: 'count' | 'matches',
  kept: Map<string, T>,
  key: string,
  life: (value: T) => number,
  given: (value: T) => R,
  run: () => Promise<R>,
): Promise<R> {
  const value = kept.get(key);
  if (value) {
    const age = Date.now() - value.at;
    if (age < life(value)) {
      if (age >= life(value) * REFRESH_AHEAD) once(db, `${what} ${key}`, run).catch(() => {});
      return Promise.resolve(given(value));
    }
    kept.delete(key);
  }
  return once(db, `${what} ${key}`, run);
}

/**
 * A search's matches under `key` (its count's key and the sort): remembered for EXACT_COUNT_TTL_MS
 * and forgotten on any write (a quick count's lifetime: matches are kept only for searches matching
 * few), or found by `find` and remembered unless a write was handled meanwhile. `find` answers
 * undefined when there are too many to keep.
 */
export function searchMatches(
  db: Knex,
  key: string,
  find: () => Promise<Omit<RememberedMatches, 'at'> | undefined>,
): Promise<Omit<RememberedMatches, 'at'> | undefined> {
  const known = countsOf(db);
  return keptOrOnce(
    db,
    'matches',
    known.matches,
    key,
    () => EXACT_COUNT_TTL_MS,
    (matches) => matches,
    async () => {
      const generation = known.generation;
      const found = await find();
      if (found && known.generation === generation) {
        known.matches.delete(key);
        known.matches.set(key, { ...found, at: Date.now() });
        if (known.matches.size > MATCHES_KEPT) known.matches.delete(known.matches.keys().next().value!);
      }
      return found;
    },
  );
}

/**
 * Forgets every remembered count (and search's matches): called after each request that may write,
 * so whoever adds, approves or removes something sees the counts move at once. (Counts remembered by
 * other instances of the app expire on their own, within CAPPED_COUNT_TTL_MS.)
 */
export function forgetCounts(db: Knex): void {
  const known = countsOf(db);
  known.generation++;
  known.counts.clear();
  known.matches.clear();
  known.running.clear();
}

/** Per SQL client: a count's key -> its statement, compiled once (`countStatement`). */
const countStatements = new Map<object, Map<string, Compiled>>();

/**
 * The count under `key`, compiled by `build` the first time only (issue 29): a key names every input
 * of its count (CountOptions.key), so its statement never changes, and a count asked again once its
 * remembered total expired, or forgotten by a write, is not built and compiled by knex again. The
 * COUNTS_KEPT keys used last are kept.
 */
function countStatement(db: Knex, key: string, build: () => Knex.QueryBuilder): Knex.QueryBuilder {
  const statements = ofClient(countStatements, db);
  const compiled = statements.get(key);
  statements.delete(key);
  if (compiled) {
    statements.set(key, compiled);
    return readyMade(db, compiled);
  }
  const query = build();
  const { method, sql, bindings } = query.toSQL();
  statements.set(key, { method, sql, bindings });
  if (statements.size > COUNTS_KEPT) statements.delete(statements.keys().next().value!);
  return query;
}

export interface CountOptions {
  /** Remember a count under the cap too (`countLife`). */
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
 * catalogue's lists), a count under the cap is remembered too, for `countLife`: a search matching
 * thousands of artworks counts them through the trigram index (a hundred milliseconds at 100,000
 * artworks, most of its first page's cost), and many visitors run the same searches and filters.
 * Any write through this app forgets them all (`forgetCounts`).
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
    return db.from(limited).count({ count: '*' }).first();
  };
  // Built once, and only when needed: a count remembered under the caller's key needs no statement,
  // and one counted before under that key is not built again (`countStatement`).
  let built: Knex.QueryBuilder | undefined;
  const named = givenKey === undefined ? undefined : JSON.stringify([givenKey, sort?.name ?? null]);
  const counting = () => (built ??= named === undefined ? build() : countStatement(db, named, build));
  const key =
    named ??
    (() => {
      const { sql, bindings } = counting().toSQL();
      return JSON.stringify([sql, bindings]);
    })();
  const known = countsOf(db);
  return keptOrOnce(
    db,
    'count',
    known.counts,
    key,
    countLife,
    ({ total, capped }) => ({ total, capped }),
    async () => {
      const generation = known.generation;
      const started = performance.now();
      const row = (await counting()) as { count: string | number } | undefined;
      const count = Number(row?.count ?? 0);
      const result =
        count <= TOTAL_COUNT_CAP ? { total: count, capped: false } : { total: TOTAL_COUNT_CAP, capped: true };
      // Not when a write was handled while counting: the count may predate it.
      if ((result.capped || rememberExact) && known.generation === generation) {
        known.counts.delete(key);
        known.counts.set(key, { ...result, at: Date.now(), took: performance.now() - started });
        if (known.counts.size > COUNTS_KEPT) known.counts.delete(known.counts.keys().next().value!);
      }
      return result;
    },
  );
}
