import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, PASSWORD, signIn } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'violet-harbour-71';

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(t.db.knex);
    const phone = await signIn(t, user.email);
    const laptop = await signIn(t, user.email);
    const res = await laptop.post('/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await laptop.get('/api/auth/me')).body.id).toBe(user.id);
    expect((await phone.get('/api/auth/me')).status).toBe(401);

    const oldLogin = await t.client().post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong current password with a message and changes nothing', async () => {
    const user = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    const other = await signIn(t, user.email);
    const res = await client.post('/api/auth/password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.currentPassword).toBe('Your current password is not correct');
    expect((await other.get('/api/auth/me')).status).toBe(200);
    const login = await t.client().post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it.each([
    ['too short', 'short', /at least 8/],
    ['common', 'password123', /too common/],
    ['the username', null, /email or username/],
    ['the current one', PASSWORD, /differs from your current/],
  ])('checks the new password (%s) like sign-up does', async (_, candidate, message) => {
    const user = await createUser(t.db.knex);
    const client = await signIn(t, user.email);
    const res = await client.post('/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: candidate ?? user.username,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.newPassword).toMatch(message);
    const login = await t.client().post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('requires a signed-in user', async () => {
    const res = await t
      .client()
      .post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('is rate limited like sign-in: guessing the current password answers 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_15MIN: '3' });
    try {
      const user = await createUser(limited.db.knex);
      const client = await signIn(limited, user.email);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await client.post('/api/auth/password', {
          currentPassword: `guess-${i}-xyz`,
          newPassword: NEW_PASSWORD,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const right = await client.post('/api/auth/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(right.status).toBe(429);
      expect(right.body.code).toBe('RATE_LIMITED');
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const user = await createUser(t.db.knex);
    const someoneElse = await createUser(t.db.knex);
    const phone = await signIn(t, user.email);
    const laptop = await signIn(t, user.email);
    const stolen = laptop.cookieHeader();
    const bystander = await signIn(t, someoneElse.email);

    const res = await laptop.post('/api/auth/logout-everywhere');
    expect(res.status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    const replay = t.client();
    replay.setCookieHeader(stolen);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await bystander.get('/api/auth/me')).body.id).toBe(someoneElse.id);
  });

  it('requires a signed-in user', async () => {
    expect((await t.client().post('/api/auth/logout-everywhere')).status).toBe(401);
  });
});
