#!/usr/bin/env node
/* global window, document -- used inside page.evaluate, which runs in the browser */
// `npm run screenshots`: starts the built app on a free port with fresh demo data and captures the
// main pages at phone (390x844) and desktop (1440x900) size into docs/screenshots/, and the gallery
// as the web manifest's narrow and wide screenshots (web/public/screenshots/).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'gallery', path: '/artworks' },
  { name: 'artists', path: '/artists' },
  { name: 'commissions', path: '/commissions' },
  { name: 'artwork', path: '/artwork/{artworkId}' },
  { name: 'artist', path: '/artist/{artistId}' },
  { name: 'login', path: '/login' },
  { name: 'requests', path: '/commission-requests', as: 'artist@atelier.test' },
  { name: 'artist-dashboard', path: '/artist-dashboard', as: 'artist@atelier.test' },
  { name: 'admin', path: '/admin', as: 'admin@atelier.test' },
  { name: 'admin-artworks', path: '/admin/artworks', as: 'admin@atelier.test' },
  // Issue 13: a request's thread with a quote waiting for the collector, and direct messages.
  {
    name: 'request-thread',
    path: '/commission-requests?tab=sent&request={requestId}',
    as: 'collector@atelier.test',
  },
  { name: 'messages', path: '/messages?conversation={conversationId}', as: 'collector@atelier.test' },
  {
    name: 'artist-messages',
    path: '/artist-dashboard?tab=messages&conversation={conversationId}',
    as: 'artist@atelier.test',
  },
];
/** `SCREENSHOTS_ONLY=request-thread,messages` captures only those pages. */
const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
const SHOTS = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** The web manifest's screenshots (richer install UI): the gallery, narrow and wide, as small WebP. */
async function writeManifestScreenshot(png, viewportName) {
  const { default: sharp } = await import('sharp');
  const form = viewportName === 'phone' ? 'narrow' : 'wide';
  const file = path.join(root, `web/public/screenshots/gallery-${form}.webp`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(png).webp({ quality: 70 }).toFile(file);
  console.log(`captured ${path.relative(root, file)}`);
}

/** A commission request with messages both ways and a quote, and a direct conversation (issue 13). */
async function seedConversation(browser, base) {
  const as = async (email) => {
    const context = await browser.newContext();
    const res = await context.request.post(`${base}/api/auth/login`, {
      data: { email, password: 'demo1234' },
    });
    if (!res.ok()) throw new Error(`login failed for ${email}`);
    return context;
  };
  const collector = await as('collector@atelier.test');
  const artist = await as('artist@atelier.test');
  const artistId = (await (await artist.request.get(`${base}/api/artists/me`)).json()).id;
  const request = await (
    await collector.request.post(`${base}/api/commission-requests`, {
      data: {
        artistId,
        title: 'Harbour at dusk',
        description: 'The harbour from the ferry at dusk, in warm greys, for our hallway.',
        budget: 600,
      },
    })
  ).json();
  const thread = `${base}/api/conversations/${request.conversationId}/messages`;
  await collector.request.post(thread, {
    data: {
      body: 'Could the boats be a little bigger? Here is the view I mean.',
      referenceImages: ['https://example.com/harbour.jpg'],
    },
  });
  await artist.request.post(thread, {
    data: { body: 'Yes, happily. I can do 60 x 80 cm; my quote follows.' },
  });
  await artist.request.patch(`${base}/api/commission-requests/${request.id}`, {
    data: {
      status: 'quoted',
      quotedPrice: 640,
      estimatedCompletion: '2031-03-01',
      artistNotes: 'Two sittings.',
    },
  });
  const direct = await (
    await collector.request.post(`${base}/api/conversations`, {
      data: { artistId, body: 'Hello! Do you sell your sketches too?' },
    })
  ).json();
  await artist.request.post(`${base}/api/conversations/${direct.id}/messages`, {
    data: { body: 'Yes, a few from this summer. Shall I send photos?' },
  });
  await collector.close();
  await artist.close();
  return { requestId: request.id, conversationId: direct.id };
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shots-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 240) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const [artwork] = await (await fetch(`${base}/api/artworks?approved=true&limit=1&sort=price-high`)).json();
  const [artist] = await (await fetch(`${base}/api/artists?approved=true&limit=1&sort=verified`)).json();
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const conversation = await seedConversation(browser, base);
  for (const viewport of VIEWPORTS) {
    for (const page of SHOTS) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const tab = await context.newPage();
      if (page.as) {
        const res = await tab.request.post(`${base}/api/auth/login`, {
          data: { email: page.as, password: 'demo1234' },
        });
        if (!res.ok()) throw new Error(`login failed for ${page.as}`);
      }
      const url =
        base +
        page.path
          .replace('{artworkId}', artwork.id)
          .replace('{artistId}', artist.id)
          .replace('{requestId}', conversation.requestId)
          .replace('{conversationId}', conversation.conversationId);
      await tab.goto(url, { waitUntil: 'networkidle' });
      // Scroll through the page so lazy images load, then back to the top.
      await tab.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(400);
      const file = path.join(outDir, `${page.name}-${viewport.name}.png`);
      await tab.screenshot({ path: file });
      console.log(`captured ${path.relative(root, file)}`);
      if (page.name === 'gallery') await writeManifestScreenshot(file, viewport.name);
      await context.close();
    }
  }
  await browser.close();
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
