import fs from 'node:fs';
import knexPkg, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './embedded/instance-lock';

const { knex } = knexPkg;

/**
 * PGlite (PostgreSQL compiled to WebAssembly, one session in this process): the fallback where
 * the embedded server's binaries cannot run, and the engine of databases written before it.
 */

/**
 * knex-pglite labels a `.del()` as command "DEL", so knex returns the raw result instead of the
 * deleted-row count it returns on pg. Relabel it (knex-pglite 0.14).
 */
type ResponseProcessor = { processResponse(obj: { method?: string }, runner: unknown): unknown };
const PgLiteBase = ClientPgLite as unknown as new (config: Knex.Config) => ResponseProcessor;
class PgLiteClient extends PgLiteBase {
  override processResponse(obj: { method?: string }, runner: unknown): unknown {
    const fixed = obj.method === 'del' ? { ...obj, method: 'delete' } : obj;
    return super.processResponse(fixed, runner);
  }
}

/** PGlite parses like pg: int8 -> number, date -> string. */
export const pgliteParsers = {
  20: (v: string) => Number(v),
  1082: (v: string) => v,
};

/** Extensions the migrations create (`pg_trgm` for search); every PGlite must be opened with them. */
export const pgliteExtensions = { pg_trgm };

export interface PgliteDatabase {
  knex: Knex;
  close(): Promise<void>;
}

/** Opens a PGlite folder (created if missing, locked to this process) or an already-open PGlite. */
export async function openPglite(source: string | PGlite): Promise<PgliteDatabase> {
  let unlock = () => {};
  let db: PGlite;
  if (typeof source === 'string') {
    fs.mkdirSync(source, { recursive: true });
    unlock = lockDataDir(source);
    db = new PGlite(source, { parsers: pgliteParsers, extensions: pgliteExtensions });
  } else {
    db = source;
  }
  try {
    await db.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const instance = knex({
    client: PgLiteClient as unknown as typeof knexPkg.Client,
    dialect: 'postgres',
    connection: () => ({ pglite: db }) as object,
  } as Knex.Config);
  return {
    knex: instance,
    close: async () => {
      await instance.destroy();
      if (!db.closed) await db.close();
      unlock();
    },
  };
}
