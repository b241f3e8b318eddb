import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/connection';
import { pgliteParsers, pgliteExtensions } from '../../db/pglite';
import { startEmbeddedPostgres } from '../../db/embedded/embedded-postgres';
import { migrateLatest } from '../../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/** The tests' throwaway server: nothing in it must survive a crash, so nothing waits for the disk. */
const TEST_SERVER_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

/**
 * Migrates one template database per run; each test file then gets its own copy (test-db.ts), so
 * files run in parallel. The `node` project runs on PostgreSQL: DATABASE_URL's server, else one
 * embedded PostgreSQL started here for the whole run. The `pglite` project (the fallback's smoke
 * set) loads a dumped PGlite data dir per file (~0.5 s instead of ~4 s for an initdb).
 */
export default async function setup(project: TestProject) {
  if (project.name === 'pglite') return pgliteTemplate(project);
  let url = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, settings: TEST_SERVER_SETTINGS });
    url = server.url;
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const template = `atelier_tpl_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
  await admin.knex.raw(`CREATE DATABASE ${template}`);
  const tpl = await openDatabase({ databaseUrl: withDatabase(url, template), poolMax: 1 });
  await migrateLatest(tpl.knex);
  await tpl.close();
  project.provide('dbTemplate', { kind: 'postgres', url, template });
  return async () => {
    await admin.knex.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.close();
    await stopServer();
  };
}

async function pgliteTemplate(project: TestProject) {
  const pglite = new PGlite({ parsers: pgliteParsers, extensions: pgliteExtensions });
  const db = await openDatabase({ pglite });
  await migrateLatest(db.knex);
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-tpl-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
