import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
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

  it('a key still in flight answers 409', async () => {
    const user = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    await t.db.knex('idempotency_keys').insert({
      scope: `u:${user.id}`,
      key: 'busy',
      method: 'POST',
      path: '/api/auth/logout',
      request_hash: 'whatever',
    });
    const res = await client.post('/api/auth/logout', undefined, { headers: { 'Idempotency-Key': 'busy' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IDEMPOTENCY_IN_FLIGHT');
  });

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
