import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, PASSWORD, type FixtureUser } from '../../test/fixtures';
import { inWords } from '../../lib/user-limits';
import { MAX_WAIT_MS, waitAfter } from './login-throttle';

describe('waiting times', () => {
  it('grow with each failure past the allowance, up to a ceiling', () => {
    const waits = [1, 2, 3, 4, 30].map(waitAfter);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(waits[4]).toBe(MAX_WAIT_MS);
    expect(inWords(5_000)).toBe('5 seconds');
    expect(inWords(MAX_WAIT_MS)).toBe('15 minutes');
  });
});

describe('sign-in guesses per account, across addresses', () => {
  let t: TestApp;
  let owner: FixtureUser;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', LOGIN_FAILURES_PER_ACCOUNT_HOUR: '3' });
    owner = await createUser(t.db.knex);
  });
  afterAll(() => t.close());

  /** Each try from another address, as a botnet would. */
  const signIn = (password: string) => {
    address += 1;
    return t
      .client()
      .post(
        '/api/auth/login',
        { email: owner.email.toUpperCase(), password },
        { headers: { 'X-Forwarded-For': `198.51.100.${address}` } },
      );
  };
  const notices = () => t.db.knex('mail_outbox').where({ kind: 'sign_in_attempts', user_id: owner.id });
  const endTheWait = () =>
    t.db
      .knex('rate_limits')
      .where('key', 'like', 'login:wait:%')
      .update({ expire: Date.now() - 1 });

  it('slows guessing down with a growing wait, tells the owner once, and never locks the owner out', async () => {
    // The owner's laptop has signed in before.
    const laptop = t.client();
    const login = { email: owner.email, password: PASSWORD };
    expect((await laptop.post('/api/auth/login', login)).status).toBe(200);

    for (let i = 0; i < 4; i += 1) expect((await signIn('wrong-guess')).status).toBe(401);

    const slowed = await signIn('wrong-guess');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/Too many wrong passwords .* next try is possible in \d+ seconds/);
    const firstWait = Number(slowed.headers.get('Retry-After'));
    expect(firstWait).toBeGreaterThan(0);
    // On a new browser the owner waits too, but only that long; on the laptop not at all.
    expect((await signIn(PASSWORD)).status).toBe(429);
    expect((await laptop.post('/api/auth/login', login)).status).toBe(200);

    await endTheWait();
    expect((await signIn('wrong-guess')).status).toBe(401);
    const longer = await signIn('wrong-guess');
    expect(Number(longer.headers.get('Retry-After'))).toBeGreaterThan(firstWait);

    const mails = await notices();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: owner.email });

    await endTheWait();
    expect((await signIn(PASSWORD)).status).toBe(200);
    // A successful sign-in clears the count: the next wrong password is just wrong.
    expect((await signIn('wrong-guess')).status).toBe(401);
    expect((await signIn('wrong-guess')).status).toBe(401);
  });
});
