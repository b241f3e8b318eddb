import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createUser, PASSWORD, signIn } from '../../test/fixtures';
import { queuedMailTo, latestToken, tokenInText } from '../../test/outbox';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smtpTransport } from '../mail/mail-transport';
import { createMailWorker } from '../mail/mail-worker';

// Password reset (issue 24 point 2) over HTTP on real PostgreSQL; the mail goes through a real SMTP server.
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

const NEW_PASSWORD = 'a brand new secret 42';
const SAME_ANSWER = { ok: true };

/** Sends the queued mail through the test SMTP server, as the app's worker does. */
async function deliverMail(): Promise<void> {
  const transport = smtpTransport(smtp.url);
  try {
    const worker = createMailWorker({
      knex: t.db.knex,
      transport,
      logger: createLogger('silent'),
      origin: t.config.mail.origin,
      from: t.config.mail.from,
    });
    await worker.runOnce();
  } finally {
    transport.close();
  }
}

/** The mail with this subject that arrived for `to` (other mail, such as a new-device notice, may come too). */
async function arrived(to: string, subject: string) {
  const find = () => smtp.received.find((m) => m.to.includes(to) && m.subject === subject);
  await expect.poll(find, { timeout: 15_000 }).toBeTruthy();
  return find()!;
}

const askReset = (email: string) => t.client().post('/api/auth/password-reset', { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.client().post('/api/auth/password-reset/confirm', { token, password });

describe('POST /api/auth/password-reset', () => {
  it('answers the same whether an account has the e-mail or not, and mails only the account', async () => {
    const user = await createUser(t.db.knex);
    const known = await askReset(user.email.toUpperCase());
    const unknown = await askReset('nobody-here@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual(SAME_ANSWER);
    expect(unknown.body).toEqual(SAME_ANSWER);
    expect(await queuedMailTo(t.db.knex, user.email, 'password_reset')).toHaveLength(1);
    expect(await queuedMailTo(t.db.knex, 'nobody-here@example.test')).toEqual([]);
    // Only the token's hash is kept.
    const token = await latestToken(t.db.knex, user.email, 'password_reset');
    const stored = await t.db.knex('account_tokens').where({ user_id: user.id }).first('token_hash');
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
  });

  it('answers 429 with a message after 5 requests for one e-mail in 30 minutes; another e-mail still gets its link', async () => {
    const user = await createUser(t.db.knex);
    for (let i = 0; i < 5; i++) expect((await askReset(user.email)).status).toBe(200);
    const limited = await askReset(user.email);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many e-mails asked for in a short time\. Please wait \d+ minutes/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await queuedMailTo(t.db.knex, user.email, 'password_reset')).toHaveLength(5);
    const other = await createUser(t.db.knex);
    expect((await askReset(other.email)).status).toBe(200);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password with the mailed link once, ends every session of the account and mails a notice', async () => {
    const user = await createUser(t.db.knex, { firstName: 'Rosa', emailVerified: false });
    const phone = await signIn(t, user.email);
    const laptop = await signIn(t, user.email);
    expect((await askReset(user.email)).status).toBe(200);
    await deliverMail();
    const mail = await arrived(user.email, 'Reset your Atelier password');
    expect(mail.text).toContain('Hello Rosa,');
    const token = tokenInText(mail.text, '/reset-password');

    // Signed in on the phone, the owner resets: every session ends, this one included.
    const res = await phone.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);

    const login = (password: string) => t.client().post('/api/auth/login', { email: user.email, password });
    expect((await login(PASSWORD)).status).toBe(401);
    const signedIn = await login(NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    // The link reached the inbox: the address counts as confirmed.
    expect(signedIn.body.emailVerified).toBe(true);

    const again = await reset(token, 'yet another secret 43');
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(
      'This password reset link has expired or was used already. Ask for a new one on the sign-in page.',
    );
    expect((await login(NEW_PASSWORD)).status).toBe(200);

    await deliverMail();
    const notice = await arrived(user.email, 'Your Atelier password was changed');
    expect(notice.text).toContain('every device signed in to your account was signed out');
  });

  it('checks the new password with the sign-up rules, and a refused one leaves the link usable', async () => {
    const user = await createUser(t.db.knex);
    await askReset(user.email);
    const token = await latestToken(t.db.knex, user.email, 'password_reset');
    const common = await reset(token, 'password123');
    expect(common.status).toBe(400);
    expect(common.body.fields.password).toMatch(/too common/);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('Password must be at least 8 characters');
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a link older than 30 minutes, and an unknown one, in words', async () => {
    const user = await createUser(t.db.knex);
    await askReset(user.email);
    const token = await latestToken(t.db.knex, user.email, 'password_reset');
    const created = await t.db
      .knex('account_tokens')
      .where({ user_id: user.id })
      .first('created_at', 'expires_at');
    expect(created.expires_at.getTime() - created.created_at.getTime()).toBeCloseTo(30 * 60 * 1000, -4);
    await t.db
      .knex('account_tokens')
      .where({ user_id: user.id })
      .update({ expires_at: t.db.knex.raw("now() - interval '1 second'") });
    const expired = await reset(token);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('LINK_EXPIRED');
    expect((await reset('not-a-real-token')).status).toBe(410);
    expect((await t.client().post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(
      200,
    );
  });
});
