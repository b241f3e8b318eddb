import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/fixtures';
import { clientAddress, parseTrustProxy } from './client-address';

describe('TRUST_PROXY', () => {
  it('reads off, one proxy, a hop count or a list of proxy addresses', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,::1')).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    expect(parseTrustProxy('proxy.internal')).toBeNull();
  });

  it('refuses a value it cannot read, saying what it takes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY must be false, true/);
  });
});

describe('clientAddress', () => {
  it('believes no header without TRUST_PROXY', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', false)).toBe('203.0.113.9');
  });

  it('takes the entry written by the last trusted hop, whatever a client put to its left', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.3', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    // Fewer entries than hops: the left-most there is (the proxy's own view).
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it('walks back over the listed proxies only', () => {
    const proxies = ['10.0.0.0/8'];
    expect(clientAddress('10.0.0.3', '6.6.6.6, 198.51.100.7, 10.0.0.2', proxies)).toBe('198.51.100.7');
    // A request straight from the internet: its header is not believed.
    expect(clientAddress('203.0.113.9', '6.6.6.6', proxies)).toBe('203.0.113.9');
  });
});

describe('sign-in limit behind one proxy', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_15MIN: '2' });
    email = (await createUser(t.db.knex)).email;
  });
  afterAll(() => t.close());

  const guess = (forwardedFor: string) =>
    t
      .client()
      .post(
        '/api/auth/login',
        { email, password: 'wrong-guess' },
        { headers: { 'X-Forwarded-For': forwardedFor } },
      );

  it('a forged left-most X-Forwarded-For entry does not escape the limit', async () => {
    expect((await guess('6.6.6.1, 198.51.100.7')).status).toBe(401);
    expect((await guess('6.6.6.2, 198.51.100.7')).status).toBe(401);
    const third = await guess('6.6.6.3, 198.51.100.7');
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/Too many attempts/);
    // Another real client behind the same proxy is not slowed down by it.
    expect((await guess('6.6.6.3, 198.51.100.8')).status).toBe(401);
  });
});
