import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/fixtures';
import { queuedMailTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// Sessions you can see (issue 24 point 5): the list on /profile, 'Sign out' per session, new-device notices.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInWith(email: string, userAgent: string, client: TestClient = t.client()) {
  const res = await client.request('POST', '/api/auth/login', {
    json: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return client;
}

describe('GET /api/auth/sessions', () => {
  it("lists the account's sessions with device, address and this one marked; 'Sign out' ends another", async () => {
    const user = await createUser(t.db.knex);
    const laptop = await signInWith(user.email, FIREFOX);
    const phone = await signInWith(user.email, SAFARI_IPHONE);

    const list = await laptop.get('/api/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toHaveLength(2);
    const mine = list.body.find((s: { current: boolean }) => s.current);
    const other = list.body.find((s: { current: boolean }) => !s.current);
    expect(mine).toMatchObject({
      device: 'Firefox on Linux',
      ipAddress: expect.stringContaining('127.0.0.1'),
    });
    expect(other).toMatchObject({ device: 'Safari on iOS', current: false });
    expect(other.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const sessionIds = await t.db.knex('sessions').where({ user_id: user.id }).pluck('id');
    for (const id of sessionIds) expect(other.id).not.toBe(id);

    expect((await laptop.request('DELETE', `/api/auth/sessions/${other.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.get('/api/auth/sessions')).body).toHaveLength(1);
  });

  it("answers 404 for a session that is not the account's, and 401 signed out", async () => {
    const owner = await createUser(t.db.knex);
    const stranger = await createUser(t.db.knex);
    const ownerClient = await signInWith(owner.email, FIREFOX);
    const strangerClient = await signInWith(stranger.email, FIREFOX);
    const [session] = (await ownerClient.get('/api/auth/sessions')).body;
    const res = await strangerClient.request('DELETE', `/api/auth/sessions/${session.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Session not found');
    expect((await ownerClient.get('/api/auth/me')).status).toBe(200);
    expect((await t.client().get('/api/auth/sessions')).status).toBe(401);
  });
});

describe("a session's 'last seen'", () => {
  it('moves on when the session is used a minute or more after, not within the minute', async () => {
    const user = await createUser(t.db.knex);
    const laptop = await signInWith(user.email, FIREFOX);
    const lastSeen = async () => Date.parse((await laptop.get('/api/auth/sessions')).body[0].lastSeenAt);
    const setSeen = (ago: string) =>
      t.db
        .knex('sessions')
        .where({ user_id: user.id })
        .update({ last_seen_at: t.db.knex.raw(`now() - interval '${ago}'`) });

    await setSeen('2 minutes');
    const before = Date.now();
    expect(await lastSeen()).toBeGreaterThan(before - 30_000);

    await setSeen('20 seconds');
    const recent = new Date(
      (await t.db.knex('sessions').where({ user_id: user.id }).first('last_seen_at')).last_seen_at,
    ).getTime();
    expect(await lastSeen()).toBe(recent);
  });
});

describe('a sign-in from a new device', () => {
  it('mails the owner which device and address, but not for a browser the account used before', async () => {
    const user = await createUser(t.db.knex, { firstName: 'Ines' });
    const laptop = await signInWith(user.email, FIREFOX);
    await laptop.post('/api/auth/logout');
    await signInWith(user.email, FIREFOX, laptop);
    expect(await queuedMailTo(t.db.knex, user.email, 'new_sign_in')).toEqual([]);

    await signInWith(user.email, SAFARI_IPHONE);
    const [notice] = await queuedMailTo(t.db.knex, user.email, 'new_sign_in');
    expect(notice!.data).toMatchObject({
      firstName: 'Ines',
      device: 'Safari on iOS',
      ipAddress: expect.stringContaining('127.0.0.1'),
    });
  });
});
