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
  /** PostgreSQL: how long opening a connection may take (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one statement may run (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Timeouts that bound every request, so an unreachable database answers 503 within seconds instead
 * of hanging: connecting takes at most `connectTimeoutMs` (waiting for a pooled connection twice that);
 * the server cancels a statement after `statementTimeoutMs`; a statement that gets no answer at
 * all (the network drops packets) is given up 2 s later on the client, and its connection is
 * closed so the pool never hands it out again. TCP keep-alive finds dead idle connections.
 */
function pgTimeouts(options: DatabaseOptions) {
  const connectMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connection: {
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      query_timeout: statementMs + 2_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
    // Waiting for a pooled connection may include opening one.
    acquireConnectionTimeout: 2 * connectMs,
    pool: {
      afterCreate: (conn: PgConnection, done: (err: Error | null, conn: unknown) => void) => {
        closeOnReadTimeout(conn);
        done(null, conn);
      },
    },
  };
}

interface PgConnection {
  query: (...args: unknown[]) => unknown;
  connection?: { stream?: { destroy(): void } };
}

/** A statement that timed out on the client may still be in flight: its connection is unusable. */
function closeOnReadTimeout(conn: PgConnection): void {
  const query = conn.query.bind(conn);
  conn.query = (...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error | null, ...rest: unknown[]) => {
        if (err?.message === 'Query read timeout') conn.connection?.stream?.destroy();
        (last as (...a: unknown[]) => void)(err, ...rest);
      };
    }
    return query(...args);
  };
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
    const timeouts = pgTimeouts(options);
    const instance = knex({
      client: 'pg',
      connection: { connectionString: options.databaseUrl, ...timeouts.connection },
      acquireConnectionTimeout: timeouts.acquireConnectionTimeout,
      pool: { min: 0, max: options.poolMax ?? 10, ...timeouts.pool },
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
