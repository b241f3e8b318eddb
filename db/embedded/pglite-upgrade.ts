import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest } from '../migrate';
import { StartupError } from './startup-error';

/** Where the embedded PGlite default (before real PostgreSQL) kept its database. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
/** Present while a move is under way: a start that finds it moves again from the start. */
const markerFile = (dataDir: string) => path.join(dataDir, 'pglite-upgrade-in-progress');

export function hasPgliteData(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

type Rows<T> = { rows: T[] };

async function publicTables(db: Knex): Promise<string[]> {
  const { rows } = (await db.raw(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  )) as Rows<{ name: string }>;
  return rows.map((r) => r.name);
}

async function columnsOf(db: Knex, table: string): Promise<string> {
  const { rows } = (await db.raw(
    `SELECT string_agg(attname, ',' ORDER BY attnum) AS cols FROM pg_attribute
     WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped`,
    [`public."${table}"`],
  )) as Rows<{ cols: string }>;
  return rows[0]!.cols;
}

/** Copies one table's rows as their text form (exact for every type), a page at a time. */
async function copyTable(from: Knex, to: Knex.Transaction, table: string): Promise<number> {
  if ((await columnsOf(from, table)) !== (await columnsOf(to, table))) {
    throw new StartupError(
      `Cannot move table ${table} out of PGlite: its columns differ from the new database's.`,
    );
  }
  let copied = 0;
  let after = '(0,0)';
  for (;;) {
    const { rows } = (await from.raw(
      `SELECT ctid::text AS at, t::text AS r FROM "${table}" t WHERE ctid > ?::tid ORDER BY ctid LIMIT 2000`,
      [after],
    )) as Rows<{ at: string; r: string }>;
    if (!rows.length) return copied;
    await to.raw(
      `INSERT INTO "${table}" SELECT (x.r).* FROM (SELECT u.r::"${table}" AS r FROM unnest(?::text[]) AS u(r) OFFSET 0) x`,
      [rows.map((row) => row.r)],
    );
    copied += rows.length;
    after = rows[rows.length - 1]!.at;
  }
}

async function copySequences(from: Knex, to: Knex.Transaction): Promise<void> {
  const { rows } = (await to.raw(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S'`,
  )) as Rows<{ name: string }>;
  for (const { name } of rows) {
    const state = (await from.raw(`SELECT last_value::text AS v, is_called FROM "${name}"`)) as Rows<{
      v: string;
      is_called: boolean;
    }>;
    const { v, is_called } = state.rows[0]!;
    await to.raw('SELECT setval(?::regclass, ?::bigint, ?)', [`public."${name}"`, v, is_called]);
  }
}

/**
 * Moves a DATA_DIR written by the PGlite default into the new server's (empty) database: both are
 * migrated to the latest schema, then every table's rows and every sequence are copied in one
 * transaction with triggers off (the rows already hold what the triggers wrote). The PGlite folder
 * is then kept beside as a backup. Answers the one line to say, or null when there was nothing.
 */
export async function moveFromPglite(
  dataDir: string,
  target: Knex,
  freshCluster: boolean,
): Promise<string | null> {
  if (!hasPgliteData(dataDir)) return null;
  const marker = markerFile(dataDir);
  if (!freshCluster && !fs.existsSync(marker)) return null; // the cluster has its own data: leave both alone
  fs.writeFileSync(marker, new Date().toISOString());
  const { openPglite } = await import('../pglite');
  const source = await openPglite(pgliteDir(dataDir));
  let tables: string[];
  let rowCount = 0;
  try {
    await migrateLatest(source.knex);
    await target.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrateLatest(target);
    tables = await publicTables(target);
    await target.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      await trx.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
      for (const table of tables) rowCount += await copyTable(source.knex, trx, table);
      await copySequences(source.knex, trx);
    });
  } finally {
    await source.close();
  }
  await target.raw('ANALYZE');
  const backup = path.join(dataDir, `pglite-backup-${new Date().toISOString().slice(0, 10)}`);
  const kept = fs.existsSync(backup) ? `${backup}-${Date.now()}` : backup;
  fs.renameSync(pgliteDir(dataDir), kept);
  fs.rmSync(marker, { force: true });
  return `Moved the PGlite database of ${dataDir} into the embedded PostgreSQL (${tables.length} tables, ${rowCount} rows); the old folder is kept as ${kept}.`;
}
