import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/lib/logger';
import { createTestApp } from '../../api/test/test-app';
import { openDatabase, type Database } from '../connection';
import { migrateLatest } from '../migrate';
import { openPglite } from '../pglite';
import { seedDemo } from '../seeds/demo';
import { pgliteDir } from './pglite-upgrade';

/**
 * A DATA_DIR written by the PGlite default (the demo plus rows its users made through the API) is
 * moved into the embedded PostgreSQL at its first start: every table and sequence the same, the
 * old folder kept as a backup, one line said.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-upgrade-'));
let moved: Database | undefined;
afterAll(async () => {
  await moved?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table as its text form, sorted, and every sequence's state. */
async function contents(knex: Knex): Promise<Record<string, string[]>> {
  const { rows: tables } = (await knex.raw(
    `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') ORDER BY 1`,
  )) as { rows: Array<{ name: string; kind: string }> };
  const out: Record<string, string[]> = {};
  for (const { name, kind } of tables) {
    const sql =
      kind === 'S'
        ? `SELECT last_value::text || ' ' || is_called::text AS r FROM "${name}"`
        : `SELECT t::text AS r FROM "${name}" t ORDER BY 1`;
    out[name] = ((await knex.raw(sql)) as { rows: Array<{ r: string }> }).rows.map((r) => r.r);
  }
  return out;
}

/** The demo, then what a collector does on the old default: signs up, follows an artist, keeps a favourite. */
async function demoAndUserRows(knex: Knex): Promise<void> {
  const t = await createTestApp(
    { DATA_DIR: dir },
    { sharedDb: { knex, kind: 'pglite', close: async () => {} } },
  );
  await seedDemo({ knex, storage: t.storage, logger: createLogger('silent') });
  const client = t.client();
  const signUp = await client.post('/api/auth/register', {
    firstName: 'Ada',
    lastName: 'Upgrade',
    username: 'ada_upgrade',
    email: 'ada@upgrade.test',
    password: 'moving-house-7',
    role: 'user',
  });
  expect(signUp.status).toBe(201);
  const artist = await knex('artists').where({ approval_status: 'approved' }).first('id');
  const artwork = await knex('artworks').where({ approval_status: 'approved' }).first('id');
  expect((await client.request('PUT', `/api/artists/${artist.id}/follow`)).status).toBe(200);
  expect((await client.request('PUT', `/api/artworks/${artwork.id}/favourite`)).status).toBe(200);
  await t.close();
}

describe('a DATA_DIR from the PGlite default', { timeout: 600_000 }, () => {
  it('is moved into the embedded PostgreSQL at start: every table the same, the old folder kept', async () => {
    const old = await openPglite(pgliteDir(dir));
    await migrateLatest(old.knex);
    await demoAndUserRows(old.knex);
    const before = await contents(old.knex);
    await old.close();

    const notices: string[] = [];
    moved = await openDatabase({ dataDir: dir, onNotice: (l) => notices.push(l) });
    expect(moved.kind).toBe('postgres');
    const backup = fs.readdirSync(dir).find((f) => f.startsWith('pglite-backup-'));
    expect(backup).toBeDefined();
    expect(fs.existsSync(pgliteDir(dir))).toBe(false);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      new RegExp(`^Moved the PGlite database of ${dir} .* kept as ${dir}/${backup}\\.$`),
    );

    const after = await contents(moved.knex);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(before.users!.some((r) => r.includes('ada_upgrade'))).toBe(true);
    expect(before.artworks!.length).toBeGreaterThan(50);
  });
});
