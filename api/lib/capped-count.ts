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
