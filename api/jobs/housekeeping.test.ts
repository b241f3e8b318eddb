import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { createTestDatabase } from '../test/test-db';
import { housekeeping } from './housekeeping';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('housekeeping', () => {
  it('removes expired sessions and idempotency keys older than 30 days, keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    await db.knex('sessions').insert([
      { id: 'old', data: '{}', expires_at: new Date(Date.now() - 1000) },
      { id: 'live', data: '{}', expires_at: new Date(Date.now() + day) },
    ]);
    const key = { method: 'POST', path: '/api/x', request_hash: 'h', response_status: 200 };
    await db.knex('idempotency_keys').insert([
      { ...key, scope: 'u:1', key: 'ancient', created_at: new Date(Date.now() - 31 * day) },
      { ...key, scope: 'u:1', key: 'recent', created_at: new Date(Date.now() - 29 * day) },
    ]);
    const removed = await housekeeping(db.knex);
    expect(removed).toMatchObject({ sessions: 1, idempotencyKeys: 1 });
    expect((await db.knex('sessions').pluck('id')).sort()).toEqual(['live']);
    expect(await db.knex('idempotency_keys').pluck('key')).toEqual(['recent']);
  });
});
