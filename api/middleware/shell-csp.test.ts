import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 27, point 7: the app shell carries a tiny inline script (the install-offer listener, in
 * web/index.html). The Content-Security-Policy allows exactly that script, by its hash, wherever the
 * shell is served (and so wherever the service worker serves it offline); no other inline script.
 */
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shell-'));
const listener = "addEventListener('beforeinstallprompt', function (e) { e.preventDefault(); })";
const hash = `'sha256-${crypto.createHash('sha256').update(listener).digest('base64')}'`;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><head><script>${listener}</script></head><div id="root"></div>`,
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? '').split(';').find((part) => part.trim().startsWith('script-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('the app shell and its inline install listener', () => {
  it.each(['/', '/cart', '/index.html'])(
    '%s allows the listener by its hash and nothing else inline',
    async (url) => {
      const res = await fetch(t.baseUrl + url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(listener);
      const sources = scriptSources(res.headers.get('content-security-policy'));
      expect(sources).toEqual(["'self'", hash]);
    },
  );

  it('allows the new script after a rebuild changes it', async () => {
    const changed = `${listener};`;
    const file = path.join(webDist, 'index.html');
    fs.writeFileSync(file, `<!doctype html><head><script>${changed}</script></head><div id="root"></div>`);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const res = await fetch(t.baseUrl + '/');
    const expected = `'sha256-${crypto.createHash('sha256').update(changed).digest('base64')}'`;
    expect(scriptSources(res.headers.get('content-security-policy'))).toEqual(["'self'", expected]);
  });
});
