// `npm run bench:soak` (and the last part of `npm run bench`): does the server give memory back?
// Starts the app as `npm start` does (its own process, the embedded PostgreSQL, the demo data, the
// built web app when there is one, so public pages are rendered on the server), then runs
// SOAK_MINUTES (10) of mixed traffic at SOAK_CONCURRENCY (8): gallery, search, artwork and artist
// reads, server-rendered pages, price edits, and uploads (an artwork created with a photo, then
// deleted). It samples the Node process's RSS every 5 s and reports it at the start (after a
// warm-up), at its peak and after SOAK_IDLE_MINUTES (5) of idleness; the target is an idle
// size within 20 % of the one before the soak. Only loopback traffic.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../db/seeds/demo';
import { startApp } from './start-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOAK_MS = Number(process.env.SOAK_MINUTES ?? 10) * 60_000;
const IDLE_MS = Number(process.env.SOAK_IDLE_MINUTES ?? 5) * 60_000;
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
/** One upload cycle per this many ms at most (uploads are limited to 120 an hour per user). */
const UPLOAD_EVERY_MS = 12_000;

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface Counts {
  requests: number;
  failures: Map<string, number>;
  uploads: number;
}

/** The traffic: each call sends one request (or one upload cycle) and checks its answer. */
async function traffic(base: string, counts: Counts) {
  const get = async <T>(url: string, cookie = ''): Promise<T> => {
    const res = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return (await res.json()) as T;
  };
  const artworks = await get<Array<{ id: number; artistId: number }>>('/api/artworks?approved=true&limit=48');
  const mediums = await get<Array<{ id: number }>>('/api/mediums');
  const artist = await signIn(base, 'artist@atelier.test');
  const me = await get<{ id: number }>('/api/artists/me', artist);
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b86b4b' } })
    .png()
    .toBuffer();
  const send = async (method: string, url: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${url}`, { method, ...init });
    const text = await res.text();
    counts.requests++;
    if (res.status >= 400) {
      const key = `${method} ${url.replace(/\d+/g, '{id}')} ${res.status}`;
      counts.failures.set(key, (counts.failures.get(key) ?? 0) + 1);
    }
    return { ok: res.ok, text };
  };
  const json = (cookie: string, body: unknown): RequestInit => ({
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const terms = ['light', 'harbour', 'blue', 'study', 'night', 'garden'];
  const sorts = ['recent', 'price-low', 'price-high', 'title'];
  let lastUpload = 0;

  const reads: Array<() => Promise<unknown>> = [
    () => send('GET', `/api/artworks?approved=true&limit=24&sort=${pick(sorts)}`),
    () => send('GET', `/api/artworks?approved=true&search=${pick(terms)}&sort=${pick(sorts)}`),
    () => send('GET', `/api/artworks/${pick(artworks).id}`),
    () => send('GET', `/api/artists/${pick(artworks).artistId}`),
    () => send('GET', '/api/artists?approved=true'),
    () => send('GET', '/api/commissions?showcase=true'),
    () =>
      send('GET', pick(['/', '/artworks', `/artwork/${pick(artworks).id}`, '/artists']), {
        headers: { accept: 'text/html' },
      }),
  ];
  const uploadCycle = async () => {
    const created = await send(
      'POST',
      '/api/artworks',
      json(artist, {
        title: `Soak study ${counts.uploads}`,
        description: 'Made by the soak bench and deleted right after.',
        mediumId: mediums[0]!.id,
        price: 100 + (counts.uploads % 50),
        artistId: me.id,
      }),
    );
    if (!created.ok) return;
    const { id } = JSON.parse(created.text) as { id: number };
    const form = new FormData();
    form.append('images', new Blob([png], { type: 'image/png' }), 'soak.png');
    await send('POST', `/api/artworks/${id}/images`, { headers: { cookie: artist }, body: form });
    await send('PATCH', `/api/artworks/${id}`, json(artist, { price: 250 }));
    await send('DELETE', `/api/artworks/${id}`, { headers: { cookie: artist } });
    counts.uploads++;
  };
  return async () => {
    if (Date.now() - lastUpload >= UPLOAD_EVERY_MS) {
      lastUpload = Date.now();
      await uploadCycle();
    } else await pick(reads)();
  };
}

const webBuilt = fs.existsSync(path.join(root, 'dist/web/index.html'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-soak-'));
const app = startApp(dataDir, {
  SEED_DEMO: 'true',
  ...(webBuilt
    ? { WEB_DIST: path.join(root, 'dist/web'), SSR_ENTRY: path.join(root, 'dist/server/entry-server.js') }
    : {}),
});
try {
  const base = await app.ready;
  const pid = app.child.pid!;
  const counts: Counts = { requests: 0, failures: new Map(), uploads: 0 };
  const step = await traffic(base, counts);
  // Warm-up: every kind of request a few times, then the size the soak starts from.
  for (let i = 0; i < 200; i++) await step();
  await sleep(5_000);
  const start = rssMiB(pid);
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 5_000);
  const until = Date.now() + SOAK_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) await step();
    }),
  );
  const end = rssMiB(pid);
  await sleep(IDLE_MS);
  clearInterval(sampler);
  const idle = rssMiB(pid);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `Soak: ${(SOAK_MS / 60_000).toFixed(1)} min at concurrency ${CONCURRENCY}, ${counts.requests} requests, ${counts.uploads} upload cycles, ${os.cpus().length} cores, load ${load}${webBuilt ? '' : ' (no web build: no server-rendered pages)'}`,
  );
  console.log(
    `RSS of the Node process: start ${start.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, end ${end.toFixed(0)} MiB, after ${(IDLE_MS / 60_000).toFixed(1)} idle min ${idle.toFixed(0)} MiB (${((idle / start - 1) * 100).toFixed(0)} % against the start; target within 20 %)`,
  );
  for (const [key, n] of counts.failures) console.log(`  answered an error: ${key} × ${n}`);
} finally {
  app.child.kill('SIGTERM');
  await app.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
