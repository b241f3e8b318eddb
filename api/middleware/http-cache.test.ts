import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createArtwork, signIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webDist: string;
let artist: Awaited<ReturnType<typeof createArtist>>;
const PAGE = `<!doctype html><html><body>${'<p>Atelier</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(PAGE));
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), zlib.gzipSync(PAGE));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-0a1b2c3d.js'), 'console.log("atelier");');
  t = await createTestApp({ WEB_DIST: webDist });
  artist = await createArtist(t.db.knex);
  for (let i = 0; i < 12; i++) {
    await createArtwork(t.db.knex, artist.artistId, {
      title: `Quiet harbour study number ${i} with a long enough title`,
    });
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('API responses', () => {
  it('are compressed with brotli or gzip, whichever the client accepts', async () => {
    const br = await fetch(`${t.baseUrl}/api/artworks?approved=true`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect((await br.json()).length).toBe(12);
    const gz = await fetch(`${t.baseUrl}/api/artworks?approved=true`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('carry an ETag on reads and answer 304 when it still matches', async () => {
    const first = await t.client().get('/api/artworks?approved=true');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t
      .client()
      .get('/api/artworks?approved=true', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await t.client().get('/api/artworks?approved=true&limit=2');
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('let shared caches keep anonymous public reads briefly, and never what a signed-in user gets', async () => {
    const anonymous = await t.client().get('/api/artworks?approved=true');
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(anonymous.headers.get('vary')).toMatch(/Cookie/i);
    const user = await signIn(t, artist.email);
    const signedIn = await user.get('/api/artworks?approved=true');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const missing = await t.client().get('/api/artworks/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const write = await t
      .client()
      .post('/api/auth/login', { email: 'x@example.test', password: 'wrong-password' });
    expect(write.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the web app', () => {
  it('is sent precompressed from the build when the browser accepts it', async () => {
    const res = await fetch(`${t.baseUrl}/artworks`, {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(PAGE);
    const gz = await fetch(`${t.baseUrl}/`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(PAGE);
  });
});

describe('security policies', () => {
  it('come with documents only: an asset or an API answer carries nosniff and no page policies', async () => {
    const page = await fetch(`${t.baseUrl}/artworks`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    for (const url of ['/assets/app-0a1b2c3d.js', '/api/artworks?approved=true']) {
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
      ])
        expect(res.headers.get(name), `${url} ${name}`).toBeNull();
    }
    const asset = await fetch(`${t.baseUrl}/assets/app-0a1b2c3d.js`);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  });
});

describe('API methods', () => {
  it('a method a path does not take is an unknown endpoint (JSON 404); a visitor reads it anonymously', async () => {
    const id = (await t.db.knex('artworks').first('id')).id as number;
    const put = await fetch(`${t.baseUrl}/api/artworks/${id}`, { method: 'PUT' });
    expect(put.status).toBe(404);
    expect(put.headers.get('content-type')).toMatch(/application\/json/);
    // A visitor's read of the same path: anonymous, shared-cacheable, no session started.
    const get = await fetch(`${t.baseUrl}/api/artworks/${id}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toMatch(/^public/);
    expect(get.headers.get('set-cookie')).toBeNull();
  });
});
