import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createArtwork, createUser, signIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 14: the public pages come from the server as HTML a client without JavaScript can read
 * (main content, title, description, link previews, canonical, JSON-LD), with 404s for missing
 * records and paths, and robots.txt and sitemaps listing only what the public may see.
 */
const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'dist/web');
const ssrEntry = path.join(root, 'dist/server/entry-server.js');
const ORIGIN = 'https://atelier.example';

let t: TestApp;
let artistId: number;
let artworkId: number;
let commissionId: number;
const hidden: Record<string, number> = {};

function build() {
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(ssrEntry)) build();
  t = await createTestApp({
    WEB_DIST: webDist,
    SSR_ENTRY: ssrEntry,
    PUBLIC_ORIGIN: ORIGIN,
    SITEMAP_MAX_URLS: '3',
  });
  const db = t.db.knex;
  const artist = await createArtist(db, { bio: 'Paints rain at night in neon colours.' });
  await db('users').where({ id: artist.id }).update({ first_name: 'Hana', last_name: 'Kim' });
  artistId = artist.artistId;
  artworkId = (
    await createArtwork(db, artistId, {
      title: 'Neon Alley',
      description: 'A wet street at night, lit in pink and teal.',
      price_cents: 125000,
    })
  ).id;
  await db('artwork_images').insert({
    artwork_id: artworkId,
    image_key: 'artworks/test/neon-alley',
    sizes: [320, 640, 1280],
    width: 2000,
    height: 1500,
    is_primary: true,
    alt_text: 'A neon-lit alley in the rain',
  });
  await createArtwork(db, artistId, { title: 'Second Public Piece' });
  [{ id: commissionId }] = await db('commissions')
    .insert({
      artist_id: artistId,
      title: 'Harbour Portrait',
      description: 'A commissioned view of the harbour at dawn.',
      medium: 'Oil',
      image_key: 'commissions/test/harbour',
      sizes: [320, 640, 1280],
      width: 1600,
      height: 1200,
      is_showcase: true,
    })
    .returning('id');
  hidden.pending = (
    await createArtwork(db, artistId, { title: 'Pending Piece', approval_status: 'pending' })
  ).id;
  hidden.rejected = (
    await createArtwork(db, artistId, { title: 'Rejected Piece', approval_status: 'rejected' })
  ).id;
  hidden.deleted = (
    await createArtwork(db, artistId, { title: 'Deleted Piece', deleted_at: db.fn.now() })
  ).id;
  const pendingArtist = await createArtist(db, { approval_status: 'pending' });
  hidden.pendingArtist = pendingArtist.artistId;
  hidden.pendingArtistWork = (await createArtwork(db, pendingArtist.artistId, { title: 'Unseen Work' })).id;
  await createUser(db, { email: 'collector-ssr@atelier.test' });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

/** The page as a client without JavaScript gets it. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}${url}`, { headers: { Accept: 'text/html', ...headers } });
  return { res, html: await res.text() };
}

function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

function title(html: string) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown> | undefined {
  const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
}

/** The text a reader sees in #root (tags dropped). */
function text(html: string) {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
}

describe('server-rendered public pages', () => {
  it('the artwork page carries the artwork, its picture, its own title, previews, price and JSON-LD', async () => {
    const { res, html } = await page(`/artwork/${artworkId}`);
    expect(res.status).toBe(200);
    expect(title(html)).toBe('Neon Alley by Hana Kim · Atelier');
    expect(meta(html, 'description')).toBe('A wet street at night, lit in pink and teal.');
    expect(text(html)).toContain('Neon Alley');
    expect(html).toMatch(/<img[^>]+neon-alley-\d+\.webp/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/artwork/${artworkId}" />`);
    expect(meta(html, 'og:title')).toBe('Neon Alley by Hana Kim');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/artwork/${artworkId}`);
    // The 1280 px rendition (the narrowest at least 1200 px), with its height from the 4:3 original.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/artworks/test/neon-alley-1280.webp`);
    expect(meta(html, 'og:image:width')).toBe('1280');
    expect(meta(html, 'og:image:height')).toBe('960');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'product:price:amount')).toBe('1250.00');
    expect(meta(html, 'product:price:currency')).toBe('USD');
    expect(meta(html, 'twitter:data1')).toBe('$1,250');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Neon Alley',
      creator: { '@type': 'Person', name: 'Hana Kim', url: `${ORIGIN}/artist/${artistId}` },
      offers: { '@type': 'Offer', price: '1250.00', priceCurrency: 'USD' },
    });
    // Shared caches may keep it briefly; a revalidation with its ETag answers 304.
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('vary')).toMatch(/Cookie/i);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.baseUrl}/artwork/${artworkId}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('the artist page carries the profile, the portfolio, previews and a Person', async () => {
    const { res, html } = await page(`/artist/${artistId}`);
    expect(res.status).toBe(200);
    expect(title(html)).toBe('Hana Kim · Atelier');
    expect(meta(html, 'description')).toBe('Paints rain at night in neon colours.');
    expect(text(html)).toContain('Hana Kim');
    expect(text(html)).toContain('Neon Alley');
    expect(text(html)).not.toContain('Pending Piece');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/artist/${artistId}" />`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/artworks/test/neon-alley-1280.webp`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Person',
      name: 'Hana Kim',
      url: `${ORIGIN}/artist/${artistId}`,
    });
  });

  it.each([
    ['/', 'Atelier · Art from emerging artists', 'Neon Alley'],
    ['/artworks', 'Browse Artwork · Atelier', 'Neon Alley'],
    ['/artworks?sort=title', 'Browse Artwork · Atelier', 'Second Public Piece'],
    ['/artists', 'Meet Our Artists · Atelier', 'Hana Kim'],
    ['/commissions', 'Commission Gallery · Atelier', 'Commission'],
    [
      '/about',
      'About Atelier · A gallery for the artists of tomorrow',
      'A gallery for the artists of tomorrow',
    ],
  ])(
    '%s has its own title, description, canonical and its first content in the HTML',
    async (url, name, content) => {
      const { res, html } = await page(url);
      expect(res.status).toBe(200);
      expect(title(html)).toBe(name);
      expect(meta(html, 'description')).toBeTruthy();
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url.split('?')[0]}" />`);
      expect(text(html)).toContain(content);
      // Rendered by React DOM, with the router's state for the browser's takeover.
      expect(html).toMatch(/<div id="root"><div/);
      expect(html).toContain('$_TSR');
      // Previews carry a picture: the first card's, or the app's icon.
      expect(meta(html, 'og:image')).toMatch(/^https:\/\/atelier\.example\/(uploads|icons)\//);
    },
  );

  it('the galleries list their first cards, never hidden work', async () => {
    const { html } = await page('/artworks');
    expect(html).toMatch(new RegExp(`href="/artwork/${artworkId}"`));
    for (const name of ['Pending Piece', 'Rejected Piece', 'Deleted Piece', 'Unseen Work']) {
      expect(text(html)).not.toContain(name);
    }
  });

  it.each([
    ['a missing artwork', '/artwork/999999', 'Artwork Not Found'],
    ['a pending artwork', () => `/artwork/${hidden.pending}`, 'Artwork Not Found'],
    ['a missing artist', '/artist/999999', 'Artist Not Found'],
    ['an artist pending approval', () => `/artist/${hidden.pendingArtist}`, 'Artist Not Found'],
    ['an unknown path', '/no/such/page', 'Page not found'],
  ])('%s answers 404 with its not-found page', async (_name, url, heading) => {
    const { res, html } = await page(typeof url === 'function' ? url() : url);
    expect(res.status).toBe(404);
    expect(title(html)).toBe('Page not found · Atelier');
    expect(text(html)).toContain(heading);
  });

  it('an id that is not a number answers 404 with a not-found page', async () => {
    const { res, html } = await page('/artwork/abc');
    expect(res.status).toBe(404);
    expect(text(html)).toMatch(/Artwork Not Found|Page not found/);
  });

  it('the commission page carries the commission, its own title, previews with its picture and JSON-LD', async () => {
    const { res, html } = await page(`/commission/${commissionId}`);
    expect(res.status).toBe(200);
    expect(title(html)).toBe('Harbour Portrait by Hana Kim · Atelier');
    expect(meta(html, 'description')).toBe('A commissioned view of the harbour at dawn.');
    expect(text(html)).toContain('Harbour Portrait');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/commission/${commissionId}" />`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/commissions/test/harbour-1280.webp`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(html)).toMatchObject({ '@type': 'VisualArtwork', name: 'Harbour Portrait' });
    const missing = await page('/commission/999999');
    expect(missing.res.status).toBe(404);
    expect(text(missing.html)).toContain('Commission Not Found');
  });

  it("the page's inline scripts (the router's state) are allowed by hash, nothing else inline", async () => {
    const { res, html } = await page('/artworks');
    const policy = res.headers.get('content-security-policy')!;
    const inline = [...html.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, body] of inline) {
      const hash = crypto.createHash('sha256').update(body!).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    const scriptSrc = /script-src [^;]*/.exec(policy)![0];
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // A policy belongs to documents: the API's JSON carries none.
    const api = await fetch(`${t.baseUrl}/api/health`);
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('a signed-in user gets the app shell, never stored by a cache', async () => {
    const client = await signIn(t, 'collector-ssr@atelier.test');
    const res = await client.get(`/artwork/${artworkId}`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('$_TSR');
  });

  it('private pages stay client-rendered', async () => {
    const { res, html } = await page('/login');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    // The shell has nothing to show before its script runs: it loads the app at once.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html).not.toContain('/boot.js');
  });

  it('a rendered page starts the app through boot.js, which names the entry script and its imports', async () => {
    const { html } = await page('/artworks');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const boot = /<script src="\/boot\.js" async data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
      html,
    );
    expect(boot).not.toBeNull();
    const shell = (await page('/login')).html;
    expect(shell).toContain(`src="${boot![1]}"`);
    const preloads = boot![2]!.split(' ');
    expect(preloads.length).toBeGreaterThan(0);
    for (const file of [boot![1]!, ...preloads, '/boot.js']) {
      expect(shell.includes(file) || file === '/boot.js', file).toBe(true);
      expect((await fetch(`${t.baseUrl}${file}`)).status, file).toBe(200);
    }
  });
});

describe('rendered pages kept briefly', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({
      WEB_DIST: webDist,
      SSR_ENTRY: ssrEntry,
      PUBLIC_ORIGIN: ORIGIN,
      SSR_CACHE_MS: '300000',
    });
  }, 120_000);
  afterAll(async () => {
    await cached?.close();
  });

  it('a page is answered again as it was until a write goes through the server', async () => {
    const db = cached.db.knex;
    const artist = await createArtist(db);
    await createArtwork(db, artist.artistId, { title: 'First Light' });
    const gallery = async () =>
      (await (await fetch(`${cached.baseUrl}/artworks`)).text()).includes('Late Arrival');
    expect(await gallery()).toBe(false);
    // Written behind the server's back (no request): the kept page does not know yet.
    await createArtwork(db, artist.artistId, { title: 'Late Arrival' });
    expect(await gallery()).toBe(false);
    // Any write through the server (here a sign-in) forgets the kept pages.
    await createUser(db, { email: 'cache-reader@atelier.test' });
    await signIn(cached, 'cache-reader@atelier.test');
    expect(await gallery()).toBe(true);
  });

  it('a kept page comes compressed in the encoding asked, with its length, and reads as the plain page', async () => {
    const plain = await rawGet(`${cached.baseUrl}/artists`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/<div id="root"><.+<\/html>\s*$/s);
    for (const [asked, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // Twice: the second answer is the same bytes, kept with the page.
      const first = await rawGet(`${cached.baseUrl}/artists`, asked);
      const again = await rawGet(`${cached.baseUrl}/artists`, asked);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['content-length']).toBe(String(first.body.length));
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(first.body).toString()).toBe(plain.body.toString());
      expect(again.body.equals(first.body)).toBe(true);
    }
  });
});

/** A GET that leaves the body as it came (fetch would decompress it). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('a kept page past its time', () => {
  let brief: TestApp;
  beforeAll(async () => {
    brief = await createTestApp({
      WEB_DIST: webDist,
      SSR_ENTRY: ssrEntry,
      PUBLIC_ORIGIN: ORIGIN,
      SSR_CACHE_MS: '1000',
    });
  }, 120_000);
  afterAll(async () => {
    await brief?.close();
  });

  it(
    'is answered once more at once while it renders again; much older, it is rendered first',
    { timeout: 30_000 },
    async () => {
      const db = brief.db.knex;
      const artist = await createArtist(db);
      await createArtwork(db, artist.artistId, { title: 'Early Tide' });
      const gallery = async (title: string) =>
        (await (await fetch(`${brief.baseUrl}/artworks`)).text()).includes(title);
      expect(await gallery('Early Tide')).toBe(true);
      // Written behind the server's back, then the kept page's time passes.
      await createArtwork(db, artist.artistId, { title: 'Second Tide' });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      // The visitor gets the kept page at once; the render started for them reaches the next one.
      expect(await gallery('Second Tide')).toBe(false);
      await expect.poll(() => gallery('Second Tide'), { timeout: 10_000, interval: 100 }).toBe(true);
      // Past six times its time a kept page is not answered again: the visitor waits for the render.
      await createArtwork(db, artist.artistId, { title: 'Third Tide' });
      await new Promise((resolve) => setTimeout(resolve, 6_200));
      expect(await gallery('Third Tide')).toBe(true);
    },
  );
});

describe('robots.txt and sitemaps', () => {
  it('robots.txt allows the public pages and names the sitemap', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    const body = await res.text();
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('past the limit per file, sitemap.xml is an index of paged sitemaps with only public work', async () => {
    const index = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${ORIGIN}/sitemaps/pages.xml`);
    expect(files).toContain(`${ORIGIN}/sitemaps/artworks-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemaps/artists-1.xml`);
    const urls: string[] = [];
    for (const file of files) {
      const res = await fetch(`${t.baseUrl}${file.slice(ORIGIN.length)}`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      if (!file.endsWith('/pages.xml')) expect(locs.length).toBeLessThanOrEqual(3);
      urls.push(...locs);
    }
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/artwork/${artworkId}`);
    expect(urls).toContain(`${ORIGIN}/artist/${artistId}`);
    for (const id of [hidden.pending, hidden.rejected, hidden.deleted, hidden.pendingArtistWork]) {
      expect(urls).not.toContain(`${ORIGIN}/artwork/${id}`);
    }
    expect(urls).not.toContain(`${ORIGIN}/artist/${hidden.pendingArtist}`);
  });
});
