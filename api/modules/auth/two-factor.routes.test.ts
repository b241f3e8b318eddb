import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, type FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// Two-factor sign-in (issue 24 point 4): setup from the profile, the second step, trusted browsers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT_HOUR: '3' });
});
afterAll(() => t?.close());

// Codes are computed here and checked by the server a moment later, one 30-second period either
// side: a test that began in a period's last seconds could see its code fall out of that window
// on a busy machine. Each test starts early in a period instead.
beforeEach(async () => {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
});

/** The code an authenticator app shows `steps` periods of 30 seconds from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const login = (client: TestClient, email: string) =>
  client.post('/api/auth/login', { email, password: PASSWORD });

async function signedIn(user: FixtureUser): Promise<TestClient> {
  const client = t.client();
  expect((await login(client, user.email)).status).toBe(200);
  return client;
}

/** Sets two-factor sign-in up for the signed-in client's account; answers its secret and backup codes. */
async function enrol(client: TestClient): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await client.post('/api/auth/two-factor/setup', {});
  expect(setup.status).toBe(200);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Atelier:/);
  expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  const secret = setup.body.secret as string;
  // A code of the step before: the later ones stay free for the sign-ins of the test.
  const confirm = await client.post('/api/auth/two-factor/confirm', { code: codeAt(secret, -1) });
  expect(confirm.status).toBe(200);
  return { secret, backupCodes: confirm.body.backupCodes };
}

describe('setting up two-factor sign-in', () => {
  it('turns on with a code from the app and shows 10 backup codes once; a wrong code is refused', async () => {
    const client = await signedIn(await createUser(t.db.knex));
    const setup = await client.post('/api/auth/two-factor/setup', {});
    const wrong = await client.post('/api/auth/two-factor/confirm', { code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/not right/);
    const right = await client.post('/api/auth/two-factor/confirm', { code: codeAt(setup.body.secret) });
    expect(right.body.backupCodes).toHaveLength(10);
    expect(new Set(right.body.backupCodes).size).toBe(10);
    const status = await client.get('/api/auth/two-factor');
    expect(status.body).toEqual({ enabled: true, required: false, backupCodesLeft: 10 });
    // Only hashes are kept.
    const stored = await t.db.knex('two_factor_backup_codes').pluck('code_hash');
    for (const code of right.body.backupCodes) expect(stored).not.toContain(code);
  });
});

describe('signing in with a second step', () => {
  it('asks for a code after the right password, with no session until the code is right', async () => {
    const user = await createUser(t.db.knex);
    const { secret } = await enrol(await signedIn(user));
    const browser = t.client();
    const first = await login(browser, user.email);
    expect(first.body).toEqual({ secondStep: true });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const done = await browser.post('/api/auth/login/second-step', { code: codeAt(secret) });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(user.email);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    // The same code does not work twice.
    await login(browser, user.email);
    expect((await browser.post('/api/auth/login/second-step', { code: codeAt(secret) })).status).toBe(401);
  });

  it('takes each backup code once', async () => {
    const user = await createUser(t.db.knex);
    const { backupCodes } = await enrol(await signedIn(user));
    const browser = t.client();
    await login(browser, user.email);
    expect((await browser.post('/api/auth/login/second-step', { code: backupCodes[0] })).status).toBe(200);
    const other = t.client();
    await login(other, user.email);
    const again = await other.post('/api/auth/login/second-step', { code: backupCodes[0] });
    expect(again.status).toBe(401);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await other.post('/api/auth/login/second-step', { code: backupCodes[1] })).status).toBe(200);
    expect((await other.get('/api/auth/two-factor')).body.backupCodesLeft).toBe(8);
  });

  it('slows down wrong codes like wrong passwords, even the right one then', async () => {
    const user = await createUser(t.db.knex);
    const { backupCodes } = await enrol(await signedIn(user));
    const browser = t.client();
    await login(browser, user.email);
    for (let i = 0; i < 3; i++)
      expect((await browser.post('/api/auth/login/second-step', { code: '000000' })).status).toBe(401);
    await browser.post('/api/auth/login/second-step', { code: '000000' });
    const limited = await browser.post('/api/auth/login/second-step', { code: backupCodes[0] });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many wrong codes/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('skips the second step on a browser trusted for 30 days, and only there', async () => {
    const user = await createUser(t.db.knex);
    const { secret } = await enrol(await signedIn(user));
    const browser = t.client();
    await login(browser, user.email);
    const done = await browser.post('/api/auth/login/second-step', {
      code: codeAt(secret),
      trustDevice: true,
    });
    expect(done.status).toBe(200);
    await browser.post('/api/auth/logout', {});
    const again = await login(browser, user.email);
    expect(again.body.email).toBe(user.email);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await login(t.client(), user.email)).body).toEqual({ secondStep: true });
  });

  it('answers 401 for a code with no sign-in waiting', async () => {
    const res = await t.client().post('/api/auth/login/second-step', { code: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/e-mail and password again/);
  });
});

describe('admins', () => {
  it('must set up two-factor sign-in before anything else', async () => {
    const admin = await createUser(t.db.knex, { role: 'app_admin', twoFactorExempt: false });
    const client = await signedIn(admin);
    const blocked = await client.get('/api/admin/artist-users');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect(blocked.body.message).toMatch(/Set it up on your profile/);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/auth/two-factor')).body).toMatchObject({ enabled: false, required: true });
    const { secret } = await enrol(client);
    expect((await client.get('/api/admin/artist-users')).status).toBe(200);
    const off = await client.post('/api/auth/two-factor/disable', {
      password: PASSWORD,
      code: codeAt(secret),
    });
    expect(off.status).toBe(403);
  });

  it('other accounts turn it off with their password and a code', async () => {
    const user = await createUser(t.db.knex);
    const client = await signedIn(user);
    const { secret } = await enrol(client);
    const off = await client.post('/api/auth/two-factor/disable', {
      password: PASSWORD,
      code: codeAt(secret),
    });
    expect(off.status).toBe(200);
    expect((await login(t.client(), user.email)).body.email).toBe(user.email);
  });
});
