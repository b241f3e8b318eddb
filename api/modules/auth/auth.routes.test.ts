import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, PASSWORD, signIn } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAccount = (tag: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: `ada_${tag}`,
  email: `ada-${tag}@example.test`,
  password: 'correct horse',
  role: 'user',
  ...extra,
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs in, and never returns the password', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/register', newAccount('a'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'ada-a@example.test', firstName: 'Ada', role: 'user' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon/i);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('ada_a');
  });

  it('stores an Argon2id hash with the OWASP parameters', async () => {
    await t.client().post('/api/auth/register', newAccount('hash'));
    const row = await t.db.knex('users').where({ username: 'ada_hash' }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gives a bus_admin a pending artist profile', async () => {
    const res = await t.client().post('/api/auth/register', newAccount('artist', { role: 'bus_admin' }));
    expect(res.status).toBe(201);
    const artist = await t.db.knex('artists').where({ user_id: res.body.id }).first();
    expect(artist.approval_status).toBe('pending');
  });

  it.each([
    ['a common password', 'password123', /too common/],
    ['a common password in other case', 'BaseBall1', /too common/],
    ['the username', 'ada_pwuser1', /email or username/],
    ['the email', 'ada-pw2@example.test', /email or username/],
  ])('refuses %s and creates nothing (ASVS 6.2)', async (_, password, message) => {
    const tag = password === 'ada-pw2@example.test' ? 'pw2' : 'pwuser1';
    const account = newAccount(tag, { password });
    const res = await t.client().post('/api/auth/register', account);
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toMatch(message);
    expect(await t.db.knex('users').where({ username: account.username }).first()).toBeUndefined();
  });

  it.each(['admin', 'app_admin', 'super_admin', 'emperor'])(
    'refuses role %s and creates nothing',
    async (role) => {
      const res = await t.client().post('/api/auth/register', newAccount(`r${role}`, { role }));
      expect(res.status).toBe(400);
      expect(res.body.fields.role).toBeDefined();
      expect(
        await t.db
          .knex('users')
          .where({ username: `ada_r${role}` })
          .first(),
      ).toBeUndefined();
    },
  );

  it('answers 409 naming the field for a duplicate email or username (case-insensitive)', async () => {
    await t.client().post('/api/auth/register', newAccount('dup'));
    const email = await t
      .client()
      .post('/api/auth/register', newAccount('dup2', { email: 'ADA-dup@example.test' }));
    expect(email.status).toBe(409);
    expect(email.body.message).toMatch(/email/i);
    expect(email.body.fields).toEqual({ email: expect.any(String) });
    const username = await t.client().post('/api/auth/register', newAccount('dup3', { username: 'ADA_dup' }));
    expect(username.status).toBe(409);
    expect(username.body.message).toMatch(/username/i);
  });

  it('requires every field and a real email', async () => {
    const res = await t.client().post('/api/auth/register', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      firstName: 'Required',
      lastName: 'Required',
      username: 'Required',
      password: 'Required',
      email: 'Please enter a valid email address',
    });
  });

  it('rejects wrong types without a 500', async () => {
    const res = await t
      .client()
      .post('/api/auth/register', { ...newAccount('types'), firstName: 42, password: ['x'] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['firstName', 'password']));
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and regenerates the session id', async () => {
    const user = await createUser(t.db.knex);
    const client = t.client();
    await client.get('/api/auth/me');
    const before = client.cookieHeader();
    const res = await client.post('/api/auth/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email });
    expect(client.cookieHeader()).not.toBe(before);
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(t.db.knex);
    const wrong = await t.client().post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await t
      .client()
      .post('/api/auth/login', { email: 'nobody@example.test', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('requires email and password', async () => {
    const res = await t.client().post('/api/auth/login', {});
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ email: 'Required', password: 'Required' });
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('is 401 when signed out', async () => {
    const res = await t.client().get('/api/auth/me');
    expect(res.status).toBe(401);
  });

  it('logout destroys the session server-side: the old cookie no longer works', async () => {
    const user = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    const stolen = client.cookieHeader();
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const replay = t.client();
    replay.setCookieHeader(stolen);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.knex('sessions').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('two instances on one database share sessions: sign in on one, signed in on the other', async () => {
    const second = await createTestApp({}, { sharedDb: t.db });
    try {
      const user = await createUser(t.db.knex);
      const client = await signIn(t, user.email);
      const other = second.client();
      other.setCookieHeader(client.cookieHeader());
      expect((await other.get('/api/auth/me')).body.id).toBe(user.id);
      expect((await other.post('/api/auth/logout')).status).toBe(200);
      expect((await client.get('/api/auth/me')).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('marks the cookie Secure when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' }, { sharedDb: t.db });
    try {
      const user = await createUser(t.db.knex);
      const res = await proxied
        .client()
        .post(
          '/api/auth/login',
          { email: user.email, password: PASSWORD },
          { headers: { 'X-Forwarded-Proto': 'https' } },
        );
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join(';')).toMatch(/;\s*secure/i);
      const plain = await t.client().post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect(plain.headers.getSetCookie().join(';')).not.toMatch(/;\s*secure/i);
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after too many attempts for one email', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_15MIN: '3' });
    try {
      const client = limited.client();
      const attempt = () =>
        client.post('/api/auth/login', { email: 'victim@example.test', password: 'guess-123' });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await attempt();
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('never locks the owner out from another address: a storm from one address limits only it', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_15MIN: '3', TRUST_PROXY: 'true' });
    try {
      const owner = await createUser(limited.db.knex, { email: 'owner@example.test' });
      const from = (address: string, password: string) =>
        limited
          .client()
          .post(
            '/api/auth/login',
            { email: owner.email, password },
            { headers: { 'X-Forwarded-For': address } },
          );
      const storm = [];
      for (let i = 0; i < 6; i++) storm.push((await from('203.0.113.7', 'wrong-guess')).status);
      expect(storm).toEqual([401, 401, 401, 429, 429, 429]);
      const ownLogin = await from('198.51.100.20', PASSWORD);
      expect(ownLogin.status).toBe(200);
      expect(ownLogin.body.email).toBe(owner.email);
    } finally {
      await limited.close();
    }
  });

  it('limits one address across many emails', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_15MIN: '2', TRUST_PROXY: 'true' });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited
          .client()
          .post(
            '/api/auth/login',
            { email: `someone-${i}@example.test`, password: 'wrong-guess' },
            { headers: { 'X-Forwarded-For': '203.0.113.8' } },
          );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
