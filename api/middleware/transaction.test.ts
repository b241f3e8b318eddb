import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { onPostgres } from '../test/test-db';
import { createUser, signIn } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (tag: string) => ({
  firstName: 'Kay',
  lastName: 'Sage',
  username: `kay_${tag}`,
  email: `kay-${tag}@example.test`,
  password: 'surreal-1938',
  role: 'user',
});

describe('Idempotency-Key', () => {
  it('3 replays of one write create 1 row and get the first response back', async () => {
    const client = t.client();
    const headers = { 'Idempotency-Key': 'register-once' };
    const responses = [];
    for (let i = 0; i < 3; i++)
      responses.push(await client.post('/api/auth/register', account('once'), { headers }));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(responses[1]!.body).toEqual(responses[0]!.body);
    expect(responses[2]!.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.db.knex('users').where({ username: 'kay_once' });
    expect(rows).toHaveLength(1);
  });

  it('the same key with a different body answers 422 and changes nothing', async () => {
    const client = t.client();
    const headers = { 'Idempotency-Key': 'register-mismatch' };
    expect((await client.post('/api/auth/register', account('m1'), { headers })).status).toBe(201);
    const res = await client.post('/api/auth/register', account('m2'), { headers });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await t.db.knex('users').where({ username: 'kay_m2' }).first()).toBeUndefined();
  });

  it('two concurrent sends of one key make one change: the other waits or is told it is in flight', async () => {
    const client = t.client();
    const headers = { 'Idempotency-Key': 'register-twice-at-once' };
    const [a, b] = await Promise.all([
      client.post('/api/auth/register', account('race'), { headers }),
      client.post('/api/auth/register', account('race'), { headers }),
    ]);
    expect([a.status, b.status].sort()).toEqual(
      a.status === 409 || b.status === 409 ? [201, 409] : [201, 201],
    );
    expect(await t.db.knex('users').where({ username: 'kay_race' })).toHaveLength(1);
  });

  it.runIf(onPostgres())(
    'a key held by a running transaction answers 409, and is free the moment that transaction dies',
    async () => {
      const user = await createUser(t.db.knex);
      const client = await signIn(t, user.email);
      const headers = { 'Idempotency-Key': 'held' };
      // Another connection plays a request that claimed the key and is still running.
      const other = await t.db.knex.client.acquireConnection();
      const run = (sql: string, params: unknown[] = []) =>
        new Promise<{ rows: Array<Record<string, unknown>> }>((resolve, reject) =>
          other.query(sql, params, (err: Error | null, res: { rows: Array<Record<string, unknown>> }) =>
            err ? reject(err) : resolve(res),
          ),
        );
      const scope = `u:${user.id}`;
      await run('BEGIN');
      await run('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${scope.length}:${scope}:held`]);
      const pid = Number((await run('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
      try {
        const busy = await client.post('/api/auth/logout', undefined, { headers });
        expect(busy.status).toBe(409);
        expect(busy.body.code).toBe('IDEMPOTENCY_IN_FLIGHT');
        // The process serving it crashes: its transaction is gone, and so is the claim.
        await t.db.knex.raw('SELECT pg_terminate_backend(?)', [pid]);
        const retried = await client.post('/api/auth/logout', undefined, { headers });
        expect(retried.status).toBe(200);
      } finally {
        await t.db.knex.client.releaseConnection(other).catch(() => {});
      }
    },
  );

  it('a failed write releases its key so a corrected retry can succeed', async () => {
    const client = t.client();
    const headers = { 'Idempotency-Key': 'fix-and-retry' };
    const bad = await client.post('/api/auth/register', { ...account('retry'), email: 'nope' }, { headers });
    expect(bad.status).toBe(400);
    const again = await client.post(
      '/api/auth/register',
      { ...account('retry'), email: 'nope' },
      { headers },
    );
    expect(again.status).toBe(400);
    expect(await t.db.knex('idempotency_keys').where({ key: 'fix-and-retry' }).first()).toBeUndefined();
  });

  it('keys are scoped per user: two users may use the same key', async () => {
    const headers = { 'Idempotency-Key': 'shared-key' };
    const [u1, u2] = [await createUser(t.db.knex), await createUser(t.db.knex)];
    const [c1, c2] = [await signIn(t, u1.email), await signIn(t, u2.email)];
    expect((await c1.post('/api/auth/logout', undefined, { headers })).status).toBe(200);
    expect((await c2.post('/api/auth/logout', undefined, { headers })).status).toBe(200);
    // Each logout really ran: both sessions are gone.
    expect((await c2.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.knex('idempotency_keys').where({ key: 'shared-key' })).toHaveLength(2);
  });
});

describe('write transactions', () => {
  it('roll back every change of a failed request', async () => {
    // A duplicate username fails after nothing else was written: no partial user, no session.
    const before = await t.db.knex('users').count<{ count: string }[]>({ count: '*' });
    const res = await t.client().post('/api/auth/register', { ...account('x'), role: 'admin' });
    expect(res.status).toBe(400);
    const after = await t.db.knex('users').count<{ count: string }[]>({ count: '*' });
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });
});
