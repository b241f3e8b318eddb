import fs from 'node:fs';
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/connection';
import { pgliteParsers, pgliteExtensions } from '../../db/pglite';
import { withDatabase } from './global-setup';

/** A test database; `url` is set on PostgreSQL, so other processes can open it too. */
export type TestDatabase = Database & { url?: string };

/** Whether this run's databases are PostgreSQL (the embedded server or DATABASE_URL's), not PGlite. */
export const onPostgres = (): boolean => inject('dbTemplate').kind === 'postgres';

/**
 * A fresh, migrated database for one test file: a copy of the run's template on PostgreSQL (the
 * embedded server, or DATABASE_URL's), or a PGlite loaded from the dumped template (pglite project).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('dbTemplate');
  if (template.kind === 'postgres') {
    const name = `atelier_t_${crypto.randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: template.url, poolMax: 1 });
    // Two files cloning the template at the same instant can collide ("being accessed by other users").
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.knex.raw(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const url = withDatabase(template.url, name);
    const db = await openDatabase({ databaseUrl: url, poolMax: 10 });
    return {
      ...db,
      url,
      close: async () => {
        await db.close();
        await admin.knex.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(template.file)]);
  const pglite = new PGlite({ loadDataDir: blob, parsers: pgliteParsers, extensions: pgliteExtensions });
  return openDatabase({ pglite });
}
