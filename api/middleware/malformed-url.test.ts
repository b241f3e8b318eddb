import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { isWellFormedUrl, MALFORMED_URL_MESSAGE } from './malformed-url';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Atelier</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'robots-extra.txt'), 'hello');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const PREFIXES = [
  '/',
  '/assets/',
  '/artworks/',
  '/artwork/',
  '/uploads/artworks/',
  '/api/',
  '/api/artworks/',
];
const hex = fc.constantFrom(...'0123456789abcdefABCDEFzZ%/.'.split(''));
/** A path segment of plain characters, valid escapes and broken ones (`%`, `%4`, `%zz`, `%E0%A4%A`). */
const segment = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'b', '1', '-', '.', '~', '_'),
      fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`),
      fc.constantFrom('%', '%4', '%E0%A4%A', '%C3%28', '%ED%A0%80', '%20', '%2F', '%00', '%25'),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('malformed %-escapes', () => {
  it('answer 400 with the error shape on every kind of path, anything else never 5xx', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PREFIXES),
        segment,
        fc.option(segment),
        async (prefix, seg, query) => {
          const url = `${prefix}${seg}${query ? `?q=${query}` : ''}`;
          const res = await fetch(t.baseUrl + url, { redirect: 'manual' });
          const text = await res.text();
          const [pathname, search = ''] = url.split('?');
          const wellFormed = isWellFormedUrl(pathname!, search);
          if (res.status >= 500) failures.push(`${url}: ${res.status} ${text.slice(0, 80)}`);
          else if (!wellFormed && res.status !== 400) failures.push(`${url}: ${res.status}, not 400`);
          else if (!wellFormed && JSON.parse(text).message !== MALFORMED_URL_MESSAGE)
            failures.push(`${url}: ${text.slice(0, 80)}`);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000), seed: 20261125 },
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('are told apart from well-formed ones', async () => {
    for (const url of [
      '/%E0%A4%A',
      '/assets/%',
      '/artwork/1%zz',
      '/uploads/a%C3%28.webp',
      '/api/artworks?search=100%',
    ]) {
      const res = await fetch(t.baseUrl + url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ message: MALFORMED_URL_MESSAGE, code: 'VALIDATION_ERROR' });
    }
    expect((await fetch(`${t.baseUrl}/assets/app-1234.js`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/artworks?search=100%25`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/artworks?search=caf%C3%A9`)).status).toBe(200);
  });
});
