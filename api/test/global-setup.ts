import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteParsers, pgliteExtensions } from '../../db/connection';
import { migrateLatest } from '../../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates one template database per run. Each test file then gets a fresh copy: PGlite loads the
 * dumped data dir (~0.5 s instead of ~4 s for initdb); PostgreSQL clones it with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `atelier_tpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
    await admin.knex.raw(`CREATE DATABASE ${template}`);
    const tplUrl = withDatabase(url, template);
    const tpl = await openDatabase({ databaseUrl: tplUrl, poolMax: 1 });
    await migrateLatest(tpl.knex);
    await tpl.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.knex.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
    };
  }
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
