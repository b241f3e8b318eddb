import type { Knex } from 'knex';

/**
 * SQL for an artist's public name, the same everywhere a response carries `artistName`: the display
 * name, else the user's "first last", else the username. Aliases are the joined artists and users rows.
 */
export function artistNameSql(artist = 'a', user = 'u'): string {
  return `COALESCE(NULLIF(trim(${artist}.display_name), ''), NULLIF(trim(concat_ws(' ', ${user}.first_name, ${user}.last_name)), ''), ${user}.username)`;
}

/** A "contains" pattern for LIKE/ILIKE: `%`, `_` and `\` in the user's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

type Reads = readonly (() => unknown)[];
type ResultsOf<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads: side by side on the pool (each statement on a connection of its own), one
 * after another in a transaction, which is a single connection. Overlapping statements on one
 * connection are queued by pg itself, which deprecates it (removed in pg 9); a transaction's locks
 * are also taken in a fixed order this way.
 */
export async function readTogether<const T extends Reads>(db: Knex, reads: T): Promise<ResultsOf<T>> {
  if (!db.isTransaction) return (await Promise.all(reads.map((read) => read()))) as ResultsOf<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ResultsOf<T>;
}
