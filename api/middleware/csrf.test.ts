import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = (await createUser(t.db.knex)).email;
});
afterAll(() => t.close());

const login = (headers: Record<string, string>) =>
  t.client().post('/api/auth/login', { email, password: PASSWORD }, { headers });

describe('state-changing requests from other sites', () => {
  it('are refused, login included (login CSRF), whatever the credentials', async () => {
    const evil = await login({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(evil.status, evil.text).toBe(403);
    expect(evil.body.code).toBe('CROSS_SITE_REQUEST');
    expect(evil.headers.get('set-cookie')).toBeNull();
    expect((await login({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await login({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await login({ Origin: 'null' })).status).toBe(403);
  });

  it('are refused on logout too, so another site cannot sign a user out', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const out = await client.post('/api/auth/logout', undefined, {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(out.status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('from our own pages, or from programs that send no browser headers, go through', async () => {
    expect((await login({ Origin: t.baseUrl, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await login({ 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it('are checked against PUBLIC_ORIGIN behind a proxy', async () => {
    const proxied = await createTestApp({ PUBLIC_ORIGIN: 'https://atelier.example' }, { sharedDb: t.db });
    try {
      const post = (origin: string) =>
        proxied
          .client()
          .post('/api/auth/login', { email, password: PASSWORD }, { headers: { Origin: origin } });
      expect((await post('https://atelier.example')).status).toBe(200);
      expect((await post(proxied.baseUrl)).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('every response', () => {
  it('carries an X-Request-Id (the proxy’s when sane) and nosniff', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const traced = await t
      .client()
      .get('/api/artworks/999999', { headers: { 'X-Request-Id': 'edge-1234abcd' } });
    expect(traced.status).toBe(404);
    expect(traced.headers.get('x-request-id')).toBe('edge-1234abcd');
    const junk = await t.client().get('/api/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(junk.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });
});

describe('JSON routes', () => {
  it('accept only JSON: a form post or plain text answers 415 and changes nothing', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await t.client().request('POST', '/api/auth/register', {
        raw: {
          body: 'firstName=A&lastName=B&username=formpost&email=form@example.test&password=long-enough-9&role=user',
          contentType,
        },
      });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await t.db.knex('users').where({ username: 'formpost' }).first()).toBeUndefined();
    // A write without a body (logout) needs no content type.
    expect((await t.client().post('/api/auth/logout')).status).toBe(200);
  });
});
