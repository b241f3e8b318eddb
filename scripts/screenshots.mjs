#!/usr/bin/env node
/* global window, document -- used inside page.evaluate, which runs in the browser */
// `npm run screenshots`: starts the built app on a free port with fresh demo data and captures the
// main pages at phone (390x844) and desktop (1440x900) size into docs/screenshots/, and the gallery
// as the web manifest's narrow and wide screenshots (web/public/screenshots/). `SHOTS=a,b` captures
// only the pages of those names.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from 'playwright-core';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'gallery', path: '/artworks' },
  { name: 'artists', path: '/artists' },
  { name: 'commissions', path: '/commissions' },
  { name: 'commission', path: '/commission/{commissionId}' },
  { name: 'artwork', path: '/artwork/{artworkId}' },
  { name: 'artist', path: '/artist/{artistId}' },
  { name: 'login', path: '/login' },
  { name: 'requests', path: '/commission-requests', as: 'artist@atelier.test' },
  { name: 'artist-dashboard', path: '/artist-dashboard', as: 'artist@atelier.test' },
  { name: 'admin', path: '/admin', as: 'admin@atelier.test' },
  { name: 'admin-artworks', path: '/admin/artworks', as: 'admin@atelier.test' },
  {
    name: 'admin-revoke',
    path: '/admin/artworks?status=approved',
    as: 'admin@atelier.test',
    // Revoke asks for confirmation and an optional reason the artist sees.
    act: async (tab) => {
      await tab
        .getByRole('button', { name: /^Revoke / })
        .first()
        .click();
      await tab
        .getByLabel('Reason for the artist (optional)')
        .fill('The photo is blurred: please upload a sharper one.');
    },
  },
  // Set up by `revokeWithReasons` below: a revoked profile and a rejected artwork, with reasons.
  { name: 'artist-dashboard-revoked', path: '/artist-dashboard', as: 'dmitri.volkov@atelier.test' },
  // Issue 13: favourites, following and the notification bell (the collector's state is made first).
  { name: 'saved', path: '/saved', as: 'collector@atelier.test', prepare: followAndSave },
  {
    name: 'notifications',
    path: '/',
    as: 'collector@atelier.test',
    prepare: followAndSave,
    click: 'notification-bell',
  },
  // Cart, checkout and orders (issue 13): filled by shopSetup below.
  { name: 'cart', path: '/cart', as: 'collector@atelier.test', waitFor: '[data-testid=cart-item]' },
  {
    name: 'checkout',
    path: '/checkout',
    as: 'collector@atelier.test',
    waitFor: '[data-testid=checkout-total]',
  },
  { name: 'orders', path: '/orders', as: 'collector@atelier.test', waitFor: '[data-testid=order-card]' },
  {
    name: 'sales',
    path: '/artist-dashboard?tab=sales',
    as: 'artist@atelier.test',
    waitFor: '[data-testid=sale-card]',
  },
  // Issue 24: password reset and the e-mail's state on the profile.
  {
    name: 'forgot-password',
    path: '/forgot-password',
    act: (tab) => tab.getByLabel('Email').fill('collector@atelier.test'),
  },
  {
    name: 'forgot-password-sent',
    path: '/forgot-password',
    act: async (tab) => {
      await tab.getByLabel('Email').fill('collector@atelier.test');
      await tab.getByRole('button', { name: 'Send me a link' }).click();
      await tab.getByText('If an account exists').waitFor();
    },
  },
  { name: 'reset-password', path: '/reset-password?token=from-the-mail' },
  {
    name: 'profile-email',
    path: '/profile',
    prepare: registerUnconfirmedArtist,
    // The section under the account details, just below the sticky header.
    act: (tab) =>
      tab.locator('section[aria-labelledby=email-settings-title]').evaluate((section) => {
        section.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      }),
  },
  {
    name: 'profile-sessions',
    path: '/profile',
    as: 'collector@atelier.test',
    prepare: signInElsewhere,
    act: (tab) =>
      tab.locator('section[aria-labelledby=account-security-title] ul').evaluate((list) => {
        list.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -140);
      }),
  },
  // Issue 24 point 4: setting up two-factor sign-in (QR code, text secret, the code field).
  {
    name: 'profile-two-factor',
    path: '/profile',
    as: 'collector@atelier.test',
    act: async (tab) => {
      await tab.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await tab.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      await tab.locator('#two-factor').evaluate((section) => {
        section.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
    },
  },
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
// `SHOTS=saved,notifications npm run screenshots` (or SCREENSHOTS_ONLY=...) captures only those pages.
const ONLY = (process.env.SHOTS ?? process.env.SCREENSHOTS_ONLY)
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const pagesToCapture = ONLY ? PAGES.filter((page) => ONLY.includes(page.name)) : PAGES;

/** The collector signed in on a phone too, so the profile lists two sessions. */
async function signInElsewhere(base) {
  await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
    body: JSON.stringify({ email: 'collector@atelier.test', password: 'demo1234' }),
  });
}

/** A new artist account whose e-mail is not confirmed yet, signed in on the tab (registration signs in). */
async function registerUnconfirmedArtist(base, tab) {
  const tag = Date.now().toString(36);
  const res = await tab.request.post(`${base}/api/auth/register`, {
    data: {
      firstName: 'Lena',
      lastName: 'Marsh',
      username: `lena_${tag}`,
      email: `lena.marsh.${tag}@example.test`,
      password: 'harbour lights 1920',
      role: 'bus_admin',
    },
  });
  if (!res.ok()) throw new Error(`registration failed: ${res.status()}`);
}

/** Dmitri's profile revoked and his pending artwork rejected, each with a reason, through the API. */
async function revokeWithReasons(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@atelier.test', password: 'demo1234' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { 'content-type': 'application/json', cookie, origin: base };
  const users = await (await fetch(`${base}/api/admin/artist-users?limit=100`, { headers })).json();
  const dmitri = users.find((u) => u.email === 'dmitri.volkov@atelier.test');
  if (!dmitri?.artistId) return;
  const approve = (kind, id, body) =>
    fetch(`${base}/api/${kind}/${id}/approve`, { method: 'PATCH', headers, body: JSON.stringify(body) });
  await approve('artists', dmitri.artistId, { approved: true });
  await approve('artists', dmitri.artistId, {
    approved: false,
    reason: 'Your portfolio link points to another artist’s site. Fix it and we will take another look.',
  });
  const artworks = await (
    await fetch(`${base}/api/artworks?artistId=${dmitri.artistId}&status=pending`, { headers })
  ).json();
  for (const artwork of artworks) {
    await approve('artworks', artwork.id, {
      approved: false,
      reason: 'The image is a screenshot of another site; please upload your own photo of the work.',
    });
  }
}

/**
 * The demo collector follows the artist of a pending artwork and saves two artworks; the admin
 * approves that artwork, so the collector has a new 'New artwork by ...' notification (a fresh one
 * for each capture: opening the bell marks the earlier ones read).
 */
let adminContext = null;
async function followAndSave(base, tab) {
  adminContext ??= (async () => {
    const admin = await tab.context().browser().newContext();
    await admin.request.post(`${base}/api/auth/login`, {
      data: { email: 'admin@atelier.test', password: 'demo1234' },
    });
    return admin;
  })();
  const admin = await adminContext;
  const pending = await (await admin.request.get(`${base}/api/artworks?status=pending&limit=100`)).json();
  const artists = await (await fetch(`${base}/api/artists?approved=true&limit=100`)).json();
  const approved = new Set(artists.map((a) => a.id));
  const next = pending.find((a) => approved.has(a.artistId));
  const shown = await (await fetch(`${base}/api/artworks?approved=true&limit=3&sort=price-high`)).json();
  for (const id of [shown[0].artistId, next?.artistId].filter(Boolean)) {
    await tab.request.put(`${base}/api/artists/${id}/follow`);
  }
  for (const artwork of shown.slice(0, 2))
    await tab.request.put(`${base}/api/artworks/${artwork.id}/favourite`);
  if (next)
    await admin.request.patch(`${base}/api/artworks/${next.id}/approve`, { data: { approved: true } });
}

/**
 * Gives the cart and the Sales tab something to show: the demo collector reserves an original of
 * the demo artist and adds two prints; another collector checks out an original of the same artist
 * (awaiting payment). The demo's paid orders are seeded (db/seeds/demo.ts).
 */
async function shopSetup(base, exceptArtworkId) {
  const as = async (email) => {
    const api = await request.newContext({ baseURL: base });
    const res = await api.post('/api/auth/login', { data: { email, password: 'demo1234' } });
    if (!res.ok()) throw new Error(`login failed for ${email}`);
    return api;
  };
  const artist = await as('artist@atelier.test');
  const me = await (await artist.get('/api/artists/me')).json();
  const works = await (await artist.get(`/api/artworks?artistId=${me.id}&approved=true&limit=48`)).json();
  const originals = [];
  let printable = null;
  for (const work of works.filter((w) => w.id !== exceptArtworkId)) {
    const stock = await (await artist.get(`/api/stock?artworkId=${work.id}`)).json();
    const original = stock.find((s) => s.type === 'original' && s.isAvailable && s.quantity > 0);
    if (original) originals.push({ id: work.id, price: original.price });
    const products = await (await artist.get(`/api/pod-products?artworkId=${work.id}`)).json();
    if (!printable && products[0]?.variants[0]) printable = { id: work.id, variant: products[0].variants[0] };
  }
  await artist.dispose();
  if (originals.length < 2) throw new Error('the demo artist needs two originals for sale');
  const buy = async (api, original) => {
    const res = await api.post('/api/orders', { data: { artworkId: original.id, amount: original.price } });
    if (!res.ok()) throw new Error(`order failed: ${await res.text()}`);
  };
  const collector = await as('collector@atelier.test');
  await buy(collector, originals[0]);
  if (printable) {
    await collector.post('/api/pod-orders', {
      data: {
        artworkId: printable.id,
        variantId: printable.variant.external_id,
        quantity: 2,
        unitPrice: printable.variant.retail_price,
      },
    });
  }
  await collector.dispose();
  const other = await as('sofia.lind@atelier.test');
  await buy(other, originals[1]);
  const cart = await (await other.get('/api/cart')).json();
  const placed = await other.post('/api/checkout', {
    data: {
      itemsTotal: cart.itemsTotal,
      address: {
        fullName: 'Sofia Lind',
        line1: 'Drottninggatan 12',
        city: 'Stockholm',
        postalCode: '111 51',
        country: 'SE',
      },
    },
  });
  if (!placed.ok()) throw new Error(`checkout failed: ${await placed.text()}`);
  await other.dispose();
}
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

// Both builds (the PWA and the server renderer) when stale; SKIP_WEB_BUILD=true uses dist as it is.
if (!buildWebIfStale()) process.exit(1);
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
    // Every page signed in at two sizes, all from 127.0.0.1: more sign-ins than a person makes.
    RATE_LIMIT_LOGIN_PER_15MIN: '10000',
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
    if (i > 900) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const [artwork] = await (await fetch(`${base}/api/artworks?approved=true&limit=1&sort=price-high`)).json();
  const [artist] = await (await fetch(`${base}/api/artists?approved=true&limit=1&sort=verified`)).json();
  const [commission] = await (await fetch(`${base}/api/commissions?showcase=true&limit=1`)).json();
  if (!ONLY || ONLY.includes('artist-dashboard-revoked')) await revokeWithReasons(base);
  if (pagesToCapture.some((page) => ['cart', 'checkout', 'orders', 'sales'].includes(page.name)))
    await shopSetup(base, artwork.id);
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
    for (const page of pagesToCapture) {
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
      if (page.prepare) await page.prepare(base, tab);
      const url =
        base +
        page.path
          .replace('{artworkId}', artwork.id)
          .replace('{artistId}', artist.id)
          .replace('{commissionId}', commission.id)
          .replace('{requestId}', conversation.requestId)
          .replace('{conversationId}', conversation.conversationId);
      await tab.goto(url, { waitUntil: 'networkidle' });
      // Signed-in pages load their data after the shell: wait for it, not for a skeleton.
      if (page.waitFor) await tab.waitForSelector(page.waitFor, { timeout: 120_000 });
      // Scroll through the page so lazy images load, then back to the top.
      await tab.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await tab.waitForLoadState('networkidle');
      if (page.click) {
        // The delta pull brings the notifications shortly after the first paint.
        await tab
          .getByTestId(page.click)
          .and(tab.getByRole('button', { name: /unread/ }))
          .waitFor();
        await tab.getByTestId(page.click).click();
      }
      if (page.act) await page.act(tab);
      await tab.waitForTimeout(400);
      const file = path.join(outDir, `${page.name}-${viewport.name}.png`);
      await tab.screenshot({ path: file });
      console.log(`captured ${path.relative(root, file)}`);
      if (page.name === 'gallery' && !ONLY) await writeManifestScreenshot(file, viewport.name);
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
