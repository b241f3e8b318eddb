import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { migrateLatest, pendingMigrations, rollbackAll } from './migrate';
import { createTestDatabase } from '../api/test/test-db';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const TABLES = [
  'users',
  'artists',
  'artist_images',
  'specialties',
  'mediums',
  'artworks',
  'artwork_images',
  'stock_items',
  'commissions',
  'commission_requests',
  'pod_products',
  'pod_orders',
  'orders',
  'sessions',
  'idempotency_keys',
  'rate_limits',
];

async function tables(): Promise<string[]> {
  const res = await db.knex.raw(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  return (res.rows as { table_name: string }[]).map((r) => r.table_name);
}

describe('migrations', () => {
  it('create every table of the data model', async () => {
    expect(await pendingMigrations(db.knex)).toBe(0);
    expect(await tables()).toEqual(expect.arrayContaining(TABLES));
  });

  it('round-trip: latest -> rollback all -> latest', async () => {
    const rolledBack = await rollbackAll(db.knex);
    expect(rolledBack.length).toBeGreaterThan(0);
    expect((await tables()).filter((t) => TABLES.includes(t))).toEqual([]);
    const applied = await migrateLatest(db.knex);
    expect(applied).toHaveLength(rolledBack.length);
    expect(await tables()).toEqual(expect.arrayContaining(TABLES));
    // Every migration down and up again: on PGlite (one WASM session) under a loaded CI machine this
    // took 40 s (load 26), past the project's 30 s; a limit, not a measure.
  }, 180_000);

  it('enforce enums, case-insensitive uniqueness and the sync version', async () => {
    const base = { password_hash: 'x', first_name: 'A', last_name: 'B' };
    await db.knex('users').insert({ ...base, email: 'Ann@Example.com', username: 'Ann' });
    await expect(
      db.knex('users').insert({ ...base, email: 'ann@example.com', username: 'other' }),
    ).rejects.toThrow();
    await expect(
      db.knex('users').insert({ ...base, email: 'x@example.com', username: 'ANN' }),
    ).rejects.toThrow();
    await expect(
      db.knex('users').insert({ ...base, email: 'y@example.com', username: 'y', role: 'emperor' }),
    ).rejects.toThrow(/users_role_check/);
    const [a] = await db.knex('specialties').insert({ name: 'Abstract' }).returning('*');
    const [b] = await db
      .knex('specialties')
      .where({ id: a.id })
      .update({ name: 'Abstract Art' })
      .returning('*');
    expect(Number(b.version)).toBeGreaterThan(Number(a.version));
  });
});
