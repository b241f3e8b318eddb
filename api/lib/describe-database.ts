import path from 'node:path';
import type { Database } from '../../db/connection';
import type { Config } from '../config';
import { shownPath } from './start-output';

/** The server's major version ('18'), or '' when it cannot say. */
async function majorVersion(db: Database): Promise<string> {
  try {
    const result = (await db.knex.raw(`SELECT current_setting('server_version') AS v`)) as {
      rows?: Array<{ v?: string }>;
    };
    return /^\d+/.exec(result.rows?.[0]?.v ?? '')?.[0] ?? '';
  } catch {
    return '';
  }
}

/**
 * The start banner's database line: which engine and where its files are, e.g.
 * `embedded PostgreSQL 18, files in ./data/postgres (psql "$(cat ./data/postgres-url)")`. A
 * DATABASE_URL is named by host, port and database, never its password.
 */
export async function describeDatabase(db: Database, config: Config): Promise<string> {
  const version = await majorVersion(db);
  const named = (engine: string) => (version ? `${engine} ${version}` : engine);
  const inDataDir = (name: string) => shownPath(path.join(config.dataDir, name));
  if (db.kind === 'pglite') return `PGlite (the fallback), files in ${inDataDir('pglite')}`;
  if (db.url)
    return `embedded ${named('PostgreSQL')}, files in ${inDataDir('postgres')} (psql "$(cat ${inDataDir('postgres-url')})")`;
  const url = new URL(config.databaseUrl ?? 'postgres://unknown');
  return `${named('PostgreSQL')} at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
