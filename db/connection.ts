import path from 'node:path';
import knexPkg, { type Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BinariesUnavailableError } from './embedded/binaries';
import { clusterPaths, isCluster } from './embedded/cluster';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres';
import { moveFromPglite, hasPgliteData } from './embedded/pglite-upgrade';
import { StartupError } from './embedded/startup-error';

const { knex } = knexPkg;

// pg returns bigint (int8) as strings; our bigints (cents, versions) fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// DATE columns stay 'YYYY-MM-DD' strings instead of local-midnight Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** The embedded server's connection URL (psql, other processes); unset otherwise. */
  url?: string | undefined;
  /** PostgreSQL: what the pool connects with (DATABASE_URL or the embedded server's URL). */
  connectionString?: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... ; when absent, the embedded PostgreSQL on dataDir (PGlite where it cannot run). */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded database's folder (created if missing). Ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** 'pglite' uses the PGlite fallback even where the embedded server could run. */
  engine?: 'postgres' | 'pglite' | undefined;
  /** As root without a `postgres` system user, create one (EMBEDDED_POSTGRES_CREATE_USER). */
  createPostgresUser?: boolean | undefined;
  /** The embedded server also listens on 127.0.0.1 on this port (EMBEDDED_POSTGRES_PORT). */
  embeddedPort?: number | undefined;
  /** A platform package's folder instead of the installed binaries (tests). */
  binariesDir?: string | undefined;
  /** An already-open PGlite (tests load a dumped template into memory). */
  pglite?: PGlite;
  poolMax?: number;
  /** One-line notices worth telling whoever started the process (fallbacks, upgrades). */
  onNotice?: (line: string) => void;
  /** PostgreSQL: how long opening a connection may take (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one statement may run (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: reads run as named prepared statements, parsed once per connection and their plans
   * reused (see `reusePlans`). For a pool whose schema no longer changes (the server's, opened after
   * its migrations ran on a pool of their own), never for one that migrates.
   */
  reusePlans?: boolean;
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
function pgTimeouts(
  options: Pick<DatabaseOptions, 'connectTimeoutMs' | 'statementTimeoutMs' | 'reusePlans'>,
) {
  const connectMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connection: {
      connectionTimeoutMillis: connectMs,
      // 0: no bound (long work of its own: migrations, bulk loads; see withoutStatementTimeout).
      statement_timeout: statementMs,
      ...(statementMs > 0 ? { query_timeout: statementMs + 2_000 } : {}),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
    // Waiting for a pooled connection may include opening one.
    acquireConnectionTimeout: 2 * connectMs,
    pool: {
      afterCreate: (conn: PgConnection, done: (err: Error | null, conn: unknown) => void) => {
        closeOnReadTimeout(conn);
        if (options.reusePlans) reusePlans(conn);
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

/** At most this many statement texts get a name (each is kept by every connection that ran it). */
const MAX_PREPARED = 256;
const preparedNames = new Map<string, string>();

/**
 * The name a read runs under, or undefined to run it unnamed. A named statement is parsed once per
 * connection, and PostgreSQL reuses its plan once five runs show a generic plan costs no more than
 * planning each time (issue 29: planning a gallery page took longer than running it). The same
 * text always gets the same name in this process, so no two texts share one on a connection.
 * Left unnamed: anything but a single SELECT/WITH, and searches (`ILIKE`), whose best plan depends
 * on how rare the pattern is, so they are planned with their values every time.
 */
export function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined) return known;
  if (preparedNames.size >= MAX_PREPARED) return undefined;
  if (!/^\s*(select|with)\s/i.test(text) || /\bilike\b/i.test(text) || text.includes(';')) return undefined;
  const name = `atelier_${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

/** Names the reads this connection runs (knex passes `{ text, values }`; see preparedName). */
function reusePlans(conn: PgConnection): void {
  const query = conn.query.bind(conn);
  conn.query = (...args: unknown[]) => {
    const config = args[0] as { text?: unknown; name?: unknown } | null;
    // A plain `{ text, values }` only, never a submittable (a cursor, a stream) that it would unmake.
    if (
      config &&
      typeof config === 'object' &&
      Object.getPrototypeOf(config) === Object.prototype &&
      typeof config.text === 'string' &&
      config.name === undefined
    ) {
      const name = preparedName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return query(...args);
  };
}

export { DataDirInUseError, lockDataDir } from './embedded/instance-lock';
export { StartupError } from './embedded/startup-error';

/** A pg pool on any PostgreSQL, with the timeouts that bound every request. */
export function postgresKnex(
  connectionString: string,
  options: Pick<DatabaseOptions, 'poolMax' | 'connectTimeoutMs' | 'statementTimeoutMs' | 'reusePlans'> = {},
): Knex {
  const timeouts = pgTimeouts(options);
  const instance = knex({
    client: 'pg',
    connection: { connectionString, ...timeouts.connection },
    acquireConnectionTimeout: timeouts.acquireConnectionTimeout,
    pool: { min: 0, max: options.poolMax ?? 10, ...timeouts.pool },
  });
  rememberPositions(instance.client as PositioningClient);
  return instance;
}

interface PositioningClient {
  positionBindings(sql: string): string;
}

/** At most this many statement texts have their `$n` form remembered. */
const MAX_POSITIONED = 512;

/**
 * knex turns every statement's `?` into `$1, $2...` with a regular expression and a callback per
 * placeholder, on every run (issue 29: 2 % of a gallery page's CPU, its statement being 3 KB of
 * text). The same text always gives the same result, so the result of each of the first
 * MAX_POSITIONED texts is remembered (a lookup hashes the text once).
 */
function rememberPositions(client: PositioningClient): void {
  const position = client.positionBindings.bind(client);
  const known = new Map<string, string>();
  client.positionBindings = (sql: string) => {
    let positioned = known.get(sql);
    if (positioned === undefined) {
      positioned = position(sql);
      if (known.size < MAX_POSITIONED) known.set(sql, positioned);
    }
    return positioned;
  };
}

async function openPgliteDatabase(source: string | PGlite): Promise<Database> {
  // Loaded only when used: PGlite's WebAssembly module is a fallback, not part of every start.
  const { openPglite } = await import('./pglite');
  const db = await openPglite(source);
  return { knex: db.knex, kind: 'pglite', close: db.close };
}

/** The embedded PostgreSQL, or PGlite where its binaries cannot run (said in one line). */
async function openEmbedded(dataDir: string, options: DatabaseOptions): Promise<Database> {
  const notice = options.onNotice ?? (() => {});
  if (options.engine === 'pglite') {
    notice(
      'EMBEDDED_DATABASE=pglite: using PGlite (one session in this process) instead of the embedded PostgreSQL.',
    );
    return openPgliteDatabase(path.join(dataDir, 'pglite'));
  }
  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres({
      dataDir,
      createUser: options.createPostgresUser,
      port: options.embeddedPort,
      binariesDir: options.binariesDir,
      onNotice: notice,
    });
  } catch (err) {
    if (!(err instanceof BinariesUnavailableError)) throw err;
    if (isCluster(clusterPaths(dataDir).pgdata)) {
      throw new StartupError(`The embedded PostgreSQL holding ${dataDir} cannot run here: ${err.message}.`);
    }
    notice(`The embedded PostgreSQL cannot run here (${err.message}): falling back to PGlite.`);
    return openPgliteDatabase(path.join(dataDir, 'pglite'));
  }
  // Moving a PGlite folder in migrates this pool: no named statements on it then.
  const moving = hasPgliteData(dataDir);
  const instance = postgresKnex(server.url, moving ? { ...options, reusePlans: false } : options);
  const close = async () => {
    await instance.destroy();
    await server.stop();
  };
  try {
    const moved = await moveFromPglite(dataDir, instance, server.created);
    if (moved) notice(moved);
    else if (hasPgliteData(dataDir)) {
      notice(
        `${path.join(dataDir, 'pglite')} (the old PGlite database) is left as it was: the embedded PostgreSQL already has its own data.`,
      );
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { knex: instance, kind: 'postgres', url: server.url, connectionString: server.url, close };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const instance = postgresKnex(options.databaseUrl, options);
    return {
      knex: instance,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      close: () => instance.destroy(),
    };
  }
  if (options.pglite) return openPgliteDatabase(options.pglite);
  return openEmbedded(path.resolve(options.dataDir ?? './data'), options);
}

/**
 * Work that may rightly run longer than one request's statement timeout (migrations that build an
 * index over a large catalogue, bulk loads): on PostgreSQL, a pool of its own with no statement
 * timeout, closed afterwards; on PGlite (one session, no timeouts), the database itself.
 */
export async function withoutStatementTimeout<T>(db: Database, work: (knex: Knex) => Promise<T>): Promise<T> {
  if (!db.connectionString) return work(db.knex);
  const unbounded = postgresKnex(db.connectionString, { poolMax: 2, statementTimeoutMs: 0 });
  try {
    return await work(unbounded);
  } finally {
    await unbounded.destroy();
  }
}
