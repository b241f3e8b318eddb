import path from 'node:path';
import knexPkg, { type Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BinariesUnavailableError } from './embedded/binaries';
import { clusterPaths, isCluster } from './embedded/cluster';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres';
import { moveFromPglite, hasPgliteData } from './embedded/pglite-upgrade';
import { StartupError } from './embedded/startup-error';
import { openPglite, pgliteParsers, pgliteExtensions } from './pglite';

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
}

export { DataDirInUseError, lockDataDir } from './embedded/instance-lock';
export { StartupError } from './embedded/startup-error';
export { pgliteParsers, pgliteExtensions };

/** A pg pool on any PostgreSQL. */
export function postgresKnex(connection: string, poolMax = 10): Knex {
  return knex({ client: 'pg', connection, pool: { min: 0, max: poolMax } });
}

async function openPgliteDatabase(source: string | PGlite): Promise<Database> {
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
  const instance = postgresKnex(server.url, options.poolMax);
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
  return { knex: instance, kind: 'postgres', url: server.url, close };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const instance = postgresKnex(options.databaseUrl, options.poolMax);
    return { knex: instance, kind: 'postgres', close: () => instance.destroy() };
  }
  if (options.pglite) return openPgliteDatabase(options.pglite);
  return openEmbedded(path.resolve(options.dataDir ?? './data'), options);
}
