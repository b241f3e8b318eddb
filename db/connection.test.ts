import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../api/test/test-db';
import { DataDirInUseError, lockDataDir, openDatabase, withoutStatementTimeout } from './connection';

describe('lockDataDir', () => {
  const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-lock-')), 'pglite');

  it('refuses a second process on the same embedded database with a clear message', () => {
    const d = dir();
    fs.writeFileSync(`${d}.lock`, String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(d)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(d)).toThrow(/DATABASE_URL/);
  });

  it('takes over a lock left by a process that died, and releases it on close', () => {
    const d = dir();
    fs.writeFileSync(`${d}.lock`, '999999999');
    const unlock = lockDataDir(d);
    expect(JSON.parse(fs.readFileSync(`${d}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    unlock();
    expect(fs.existsSync(`${d}.lock`)).toBe(false);
  });
});

describe('withoutStatementTimeout', () => {
  it('runs long work (a migration, a bulk load) that a request pool would cancel', async () => {
    const real = await createTestDatabase();
    const db = await openDatabase({ databaseUrl: real.url!, poolMax: 1, statementTimeoutMs: 300 });
    try {
      await expect(db.knex.raw('SELECT pg_sleep(1)')).rejects.toThrow(/statement timeout/);
      const result = await withoutStatementTimeout(db, (knex) =>
        knex.raw<{ rows: Array<{ done: number }> }>('SELECT pg_sleep(1), 1 AS done'),
      );
      expect(result.rows[0]!.done).toBe(1);
    } finally {
      await db.close();
      await real.close();
    }
  });
});

describe('reusePlans', () => {
  it('runs reads as statements prepared once per connection, with the same answers; searches stay planned each time', async () => {
    const real = await createTestDatabase();
    if (!real.url) return real.close(); // PGlite: one session, no pool to prepare on
    const db = await openDatabase({ databaseUrl: real.url, poolMax: 1, reusePlans: true });
    const plain = await openDatabase({ databaseUrl: real.url, poolMax: 1 });
    try {
      await plain.knex('mediums').insert([{ name: 'Tempera' }, { name: 'Encaustic' }, { name: 'Fresco' }]);
      const byName = (knex: typeof db.knex, name: string) =>
        knex('mediums').where('name', name).select('id', 'name');
      for (const name of ['Tempera', 'Fresco', 'Encaustic', 'Tempera', 'Fresco', 'Tempera', 'Fresco']) {
        expect(await byName(db.knex, name)).toEqual(await byName(plain.knex, name));
      }
      const search = (knex: typeof db.knex) => knex('mediums').whereILike('name', '%fresc%').select('name');
      expect(await search(db.knex)).toEqual([{ name: 'Fresco' }]);
      // One connection: pg_prepared_statements lists what it prepared.
      const prepared = (await db.knex.raw(
        `SELECT statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements`,
      )) as { rows: Array<{ statement: string; runs: number }> };
      const byNameSql = byName(db.knex, 'x').toSQL().toNative().sql;
      expect(prepared.rows).toContainEqual({ statement: byNameSql, runs: 7 });
      expect(prepared.rows.some((row) => /ilike/i.test(row.statement))).toBe(false);
      expect(await plain.knex.raw('SELECT count(*)::int AS n FROM pg_prepared_statements')).toMatchObject({
        rows: [{ n: 0 }],
      });
    } finally {
      await db.close();
      await plain.close();
      await real.close();
    }
  });
});
