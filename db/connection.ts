import fs from 'node:fs';
import path from 'node:path';
import knexPkg, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const { knex } = knexPkg;

// pg returns bigint (int8) as strings; our bigints (cents, versions) fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// DATE columns stay 'YYYY-MM-DD' strings instead of local-midnight Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... ; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files (created if missing). Ignored for PostgreSQL. */
  dataDir?: string | undefined;
  /** An already-open PGlite (tests load a dumped template into memory). */
  pglite?: PGlite;
  poolMax?: number;
}

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

const parsers = {
  // PGlite parses like pg: int8 -> number, date -> string.
  20: (v: string) => Number(v),
  1082: (v: string) => v,
};

/** Extensions the migrations create (`pg_trgm` for search); every PGlite must be opened with them. */
export const pgliteExtensions = { pg_trgm };

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Embedded PostgreSQL is single-process: a second process opening the same files would crash both.
 * A pid file next to the data refuses the second one with a clear message (a stale file from a
 * process that died is taken over).
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(
        `Another process (pid ${pid}) is using the embedded database in ${dir}. Stop it, use another DATA_DIR, or set DATABASE_URL to run several instances on PostgreSQL.`,
      );
    }
  } catch (err) {
    if (err instanceof DataDirInUseError) throw err;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const instance = knex({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
    return { knex: instance, kind: 'postgres', close: () => instance.destroy() };
  }
  let pglite = options.pglite;
  let unlock = () => {};
  if (!pglite) {
    const dir = path.resolve(options.dataDir ?? './data', 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    pglite = new PGlite(dir, { parsers, extensions: pgliteExtensions });
  }
  await pglite.waitReady;
  const db = pglite;
  const instance = knex({
    client: PgLiteClient as unknown as typeof knexPkg.Client,
    dialect: 'postgres',
    connection: () => ({ pglite: db }) as object,
  } as Knex.Config);
  return {
    knex: instance,
    kind: 'pglite',
    close: async () => {
      await instance.destroy();
      if (!db.closed) await db.close();
      unlock();
    },
  };
}

export { parsers as pgliteParsers };
