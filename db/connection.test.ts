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
