// The catalogue benchmark (issue 10), run by `npm run bench` when DATABASE_URL is set (fill it
// first with `npm run bench:data`). A child process serves two things on the same PostgreSQL:
// the real app, and a bare `node:http` + `pg` handler answering each scenario with the SAME SQL
// the app sent for it (recorded through knex's `query` event). This process loads both at
// BENCH_CONNECTIONS (50) connections and prints requests/s, p50, p99 and the ratio ours/limit.
// Then a first delta sync (GET /api/sync/changes, pages of 500) as an anonymous phone would make
// it: the gzip-compressed bytes of all its pages (issue 11: at most 5 MB) and the time per page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApp } from '../api/app';
import { loadConfig } from '../api/config';
import { createLogger } from '../api/lib/logger';
import { encodeCursor } from '../api/lib/keyset';
import { createLocalStorage } from '../api/storage/local-storage';
import { ARTWORK_SORTS } from '../api/modules/artworks/artworks.repo';
import { openDatabase } from '../db/connection';
import { createPrintProvider } from '../api/modules/pod/print-providers';
import { SYNC_PAGE_SIZE } from '../contract/sync';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REQUESTS = Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 1000);

interface Ports {
  app: number;
  bare: number;
  scenarios: Array<{ name: string; path: string; cookie: string | null }>;
}

/** Child: the app and the bare handler, on one event loop each would have in production. */
async function serve(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-cat-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_KEYS: 'bench',
  });
  const db = await openDatabase({ databaseUrl: url, poolMax: config.databasePoolMax });
  const storage = createLocalStorage({ root: config.uploadsDir });
  const app = http.createServer(
    createApp({
      db,
      storage,
      config,
      logger: createLogger('silent'),
      printProvider: createPrintProvider(config),
    }).callback(),
  );
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const knex = db.knex;

  const admin = (await knex('users')
    .where('email', 'like', '%-admin@bench.test')
    .orderBy('id', 'desc')
    .first('email')) as { email: string } | undefined;
  let cookie: string | null = null;
  if (admin) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: 'bench1234' }),
    });
    cookie =
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ') || null;
  }
  const deep = ARTWORK_SORTS['price-low'];
  const middle = (await knex('artworks as aw')
    .where('aw.approval_status', 'approved')
    .whereNull('aw.deleted_at')
    .orderByRaw(deep.keys.map((k) => `${k.sql} ${k.dir}`).join(', '))
    .offset(Math.floor(((await knex('artworks').count({ n: '*' }).first()) as { n: number }).n / 2))
    .first(deep.keys.map((k, i) => knex.raw(`(${k.sql})::text as k${i}`)))) as Record<string, string>;
  const cursor = encodeCursor(deep, [middle.k0!, middle.k1!]);
  // A public artwork: approved, and by an approved artist (the others answer 404 to visitors).
  const artworkId = (
    (await knex('artworks as aw')
      .join('artists as a', 'a.id', 'aw.artist_id')
      .where({ 'aw.approval_status': 'approved', 'a.approval_status': 'approved' })
      .whereNull('aw.deleted_at')
      .whereNull('a.deleted_at')
      .orderBy('aw.id')
      .first('aw.id')) as { id: number }
  ).id;
  const busiest = (await knex('commission_requests')
    .groupBy('artist_id')
    .orderByRaw('count(*) desc')
    .first('artist_id')) as {
    artist_id: number;
  };
  const scenarios = [
    { name: 'gallery recent', path: '/api/artworks?approved=true', cookie: null },
    { name: 'gallery price-low', path: '/api/artworks?approved=true&sort=price-low', cookie: null },
    { name: 'gallery price-high', path: '/api/artworks?approved=true&sort=price-high', cookie: null },
    { name: 'gallery title', path: '/api/artworks?approved=true&sort=title', cookie: null },
    {
      name: 'gallery search+filter',
      path: '/api/artworks?approved=true&search=harbour&minPrice=100&sort=price-low',
      cookie: null,
    },
    {
      name: 'gallery deep page (cursor)',
      path: `/api/artworks?approved=true&sort=price-low&cursor=${cursor}`,
      cookie: null,
    },
    { name: 'artists list', path: '/api/artists?approved=true', cookie: null },
    { name: 'artwork by id', path: `/api/artworks/${artworkId}`, cookie: null },
    ...(cookie
      ? [
          {
            name: 'commission requests page',
            path: `/api/commission-requests?artistId=${busiest.artist_id}`,
            cookie,
          },
        ]
      : []),
  ];

  // Record the SQL of each scenario: one request with nothing else running.
  const recorded: Array<Array<{ sql: string; bindings: unknown[] }>> = [];
  for (const s of scenarios) {
    const queries: Array<{ sql: string; bindings: unknown[] }> = [];
    const listener = (q: { sql: string; bindings?: unknown[] }) =>
      queries.push({ sql: q.sql, bindings: [...(q.bindings ?? [])] });
    knex.on('query', listener);
    const res = await fetch(base + s.path, { headers: s.cookie ? { cookie: s.cookie } : {} });
    await res.arrayBuffer();
    knex.off('query', listener);
    if (!res.ok) throw new Error(`${s.path} answered ${res.status}`);
    recorded.push(queries);
  }

  // The limit: the same statements through a bare pg pool, the page's rows as JSON.
  const pool = new pg.Pool({ connectionString: url, max: config.databasePoolMax });
  const bare = http.createServer((req, res) => {
    const queries = recorded[Number(req.url!.slice(1))];
    if (!queries) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void (async () => {
      let body: unknown[] = [];
      for (const q of queries) {
        const result = await pool.query(q.sql, q.bindings as unknown[]);
        if (result.rows.length > body.length || /__k0/.test(q.sql)) body = result.rows;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    })().catch((err: Error) => {
      res.statusCode = 500;
      res.end(err.message);
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const ports: Ports = {
    app: (app.address() as AddressInfo).port,
    bare: (bare.address() as AddressInfo).port,
    scenarios,
  };
  process.stdout.write(`${JSON.stringify(ports)}\n`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string, cookie: string | null) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  let next = 0;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(
          url,
          { agent, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
              times.push(performance.now() - t0);
              resolve();
            });
          },
        )
        .on('error', reject);
    });
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      await get();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: REQUESTS / elapsed, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** One GET as a phone sends it (gzip accepted): the bytes on the wire, the parsed body, the time. */
function getGzip(url: string): Promise<{ wire: number; body: unknown; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const raw = Buffer.concat(chunks);
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
          const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();
          resolve({ wire: raw.length, body: JSON.parse(text), ms });
        });
      })
      .on('error', reject);
  });
}

/** A first sync, paged by SYNC_PAGE_SIZE.max until it has caught up (hasMore false). */
async function firstSyncBench(base: string): Promise<void> {
  let cursor: string | null = null;
  let wire = 0;
  let changes = 0;
  const times: number[] = [];
  for (;;) {
    const query = `limit=${SYNC_PAGE_SIZE.max}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await getGzip(`${base}/api/sync/changes?${query}`);
    const body = page.body as { changes: unknown[]; cursor: string; hasMore: boolean };
    wire += page.wire;
    changes += body.changes.length;
    if (body.changes.length > 0) times.push(page.ms);
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nFirst sync (anonymous, pages of ${SYNC_PAGE_SIZE.max}): ${changes.toLocaleString('en')} changes in ${times.length} pages, ` +
      `${(wire / 1024 / 1024).toFixed(2)} MB gzipped (target: at most 5 MB); ` +
      `a page of ${SYNC_PAGE_SIZE.max}: p50 ${percentile(times, 50).toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`,
  );
}

/** Parent: starts the child, loads each scenario on both servers, prints the table. */
export async function runCatalogueBench(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<Ports>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Ports);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
  const count = (await db.knex('artworks').whereNull('deleted_at').count({ n: '*' }).first()) as {
    n: number;
  };
  await db.close();
  console.log(
    `\nCatalogue bench on PostgreSQL: ${Number(count.n).toLocaleString('en')} artworks, ${CONNECTIONS} connections, ${REQUESTS} requests per run, ${os.cpus().length} cores`,
  );
  console.log(
    '\n| scenario | ours req/s | ours p50 ms | ours p99 ms | limit req/s | limit p50 ms | limit p99 ms | ours/limit |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    for (const [i, s] of ports.scenarios.entries()) {
      const ours = `http://127.0.0.1:${ports.app}${s.path}`;
      const limit = `http://127.0.0.1:${ports.bare}/${i}`;
      await load(ours, s.cookie); // warm-up
      await load(limit, s.cookie);
      const a = await load(ours, s.cookie);
      const b = await load(limit, s.cookie);
      console.log(
        `| ${s.name} | ${a.rps.toFixed(0)} | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} | ${b.rps.toFixed(0)} | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ${(a.rps / b.rps).toFixed(2)} |`,
      );
    }
    await firstSyncBench(`http://127.0.0.1:${ports.app}`);
    const { printFirstCard } = await import('./bench-first-card');
    await printFirstCard(`http://127.0.0.1:${ports.app}`, `${Number(count.n).toLocaleString('en')} artworks`);
  } finally {
    child.kill();
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv.includes('--sync-only')) {
  // The sync measurement alone, against a running app: `tsx scripts/bench-catalogue.ts --sync-only <base url>`.
  await firstSyncBench(process.argv[process.argv.indexOf('--sync-only') + 1] ?? 'http://127.0.0.1:3000');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runCatalogueBench();
