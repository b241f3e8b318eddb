// The catalogue benchmark (issues 10 and 29), run by `npm run bench` when DATABASE_URL is set (fill
// it first with `npm run bench:data`). A child process serves two things on the same PostgreSQL:
// the real app, and a bare `node:http` + `pg` handler that runs the very statements the app sent
// for each scenario (recorded through knex's `query` event), like for like:
// - cold: the first page's statements with its count (the app forgets its remembered counts at the
//   start of each such request: header x-bench-cold);
// - warm: the statements of the same request once its count is remembered (no count).
// Scenarios whose cold and warm statements are the same (a cursor page, an artwork) run once.
// This process loads both at each of BENCH_CONNECTIONS (10,50), in alternated rounds (ROUNDS), and
// prints requests/s, p50, p99, CPU per request and the ratio ours/bare (the median of the rounds'),
// with the load average of the machine before and after.
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
import { forgetCounts } from '../api/lib/capped-count';
import { encodeCursor } from '../api/lib/keyset-sort';
import { load, percentile } from './bench-load';
import { median } from './bench-rounds';
import { hashPassword } from '../api/modules/auth/password';
import { createLocalStorage } from '../api/storage/local-storage';
import { ARTWORK_SORTS } from '../api/modules/artworks/artworks.repo';
import { openDatabase, preparedName } from '../db/connection';
import { createPrintProvider } from '../api/modules/pod/print-providers';
import { SYNC_PAGE_SIZE } from '../contract/sync';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Requests per side and round (BENCH_CATALOGUE_REQUESTS). */
const REQUESTS = Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 500);
/**
 * Rounds per row (BENCH_ROUNDS): in each, the app and the bare handler take `REQUESTS` each, the
 * order swapped from one round to the next (as scripts/bench-rounds.ts does), and the row gives
 * the median of the rounds' ratios with their range. One run of a few seconds per side measured
 * the machine's moment as much as the app: the artists list, cold at 50 connections, read 0.75
 * to 0.92 in runs a minute apart, the bare handler alone 238 to 370 requests/s.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * Only the scenarios whose name contains one of these (BENCH_ONLY=search, or `recent,by id`), without
 * the sync and first card.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
const BARE_REUSE_PLANS = process.env.BENCH_BARE_REUSE_PLANS === '1';
const picked = (name: string) => ONLY.split(',').some((part) => name.includes(part));
/**
 * Requests each server gets before a measured run (default: as many as measured). The app has far
 * more code for V8 to optimise than the bare handler: after 400 requests an artwork by id cost it
 * 2.5 ms of CPU, after 3,000 0.8 ms, so short warm-ups measure the compiler as much as the app.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
/** BENCH_APP_ONLY=1: load the app alone, not the bare handler (a CPU profile of the app by itself). */
const APP_ONLY = process.env.BENCH_APP_ONLY === '1';
/** BENCH_WARM_ONLY=1: skip the cold runs (a first page with its count), whose cost is the count. */
const WARM_ONLY = process.env.BENCH_WARM_ONLY === '1';
/** USER_HZ: the unit of /proc/<pid>/stat's CPU times (100 on Linux). */
const CLOCK_TICKS = 100;

type Statements = Array<{ sql: string; bindings: unknown[] }>;

interface Ports {
  app: number;
  bare: number;
  /** `counts`: the cold statements differ from the warm ones (a first page's count). */
  scenarios: Array<{ name: string; path: string; cookie: string | null; counts: boolean }>;
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
  // As api/server.ts opens it (BENCH_REUSE_PLANS=0: every statement unnamed, for a before/after).
  const db = await openDatabase({
    databaseUrl: url,
    poolMax: config.databasePoolMax,
    reusePlans: process.env.BENCH_REUSE_PLANS !== '0',
  });
  const storage = createLocalStorage({ root: config.uploadsDir });
  const handle = createApp({
    db,
    storage,
    config,
    logger: createLogger('silent'),
    printProvider: createPrintProvider(config),
  }).callback();
  // A cold request counts again: every remembered count is forgotten as it starts.
  const app = http.createServer((req, res) => {
    if (req.headers['x-bench-cold']) forgetCounts(db.knex);
    void handle(req, res);
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const knex = db.knex;

  // The artist who received the most requests reads their requests page (only they may): the
  // generated account cannot sign in, so it is given the bench's password.
  const busiest = (await knex('commission_requests as r')
    .join('artists as a', 'a.id', 'r.artist_id')
    .join('users as u', 'u.id', 'a.user_id')
    .where('u.email', 'like', '%@bench.test')
    .groupBy('r.artist_id', 'u.id', 'u.email')
    .orderByRaw('count(*) desc')
    .first('r.artist_id', 'u.id as user_id', 'u.email')) as
    { artist_id: number; user_id: number; email: string } | undefined;
  let cookie: string | null = null;
  if (busiest) {
    await knex('users')
      .where({ id: busiest.user_id })
      .update({ password_hash: await hashPassword('bench1234') });
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: busiest.email, password: 'bench1234' }),
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
      // A rare term (issue 29): 294 of 100,000 artworks, 2 of 1,000; under MatchesFirst's 2,000,
      // its page is taken from its matches (BENCH_RARE_SEARCH: another term).
      name: 'gallery search rare',
      path: `/api/artworks?approved=true&search=${encodeURIComponent(process.env.BENCH_RARE_SEARCH ?? 'quiet harbour')}&sort=price-low`,
      cookie: null,
    },
    {
      name: 'gallery deep page (cursor)',
      path: `/api/artworks?approved=true&sort=price-low&cursor=${cursor}`,
      cookie: null,
    },
    { name: 'artists list', path: '/api/artists?approved=true', cookie: null },
    { name: 'artwork by id', path: `/api/artworks/${artworkId}`, cookie: null },
    ...(cookie && busiest
      ? [
          {
            name: 'commission requests page',
            path: `/api/commission-requests?artistId=${busiest.artist_id}`,
            cookie,
          },
        ]
      : []),
  ];

  // Record the SQL of each scenario with nothing else running: cold (counts forgotten), then warm.
  const record = async (s: (typeof scenarios)[number]): Promise<Statements> => {
    const queries: Statements = [];
    const listener = (q: { sql: string; bindings?: unknown[] }) =>
      queries.push({ sql: q.sql, bindings: [...(q.bindings ?? [])] });
    knex.on('query', listener);
    const res = await fetch(base + s.path, { headers: s.cookie ? { cookie: s.cookie } : {} });
    await res.arrayBuffer();
    knex.off('query', listener);
    if (!res.ok) throw new Error(`${s.path} answered ${res.status}`);
    return queries;
  };
  const recorded: Array<{ cold: Statements; warm: Statements }> = [];
  for (const s of scenarios) {
    forgetCounts(knex);
    const cold = await record(s);
    recorded.push({ cold, warm: await record(s) });
  }
  // BENCH_PRINT_SQL=1: each scenario's recorded statements on stderr (what the app sent).
  if (process.env.BENCH_PRINT_SQL === '1') {
    scenarios.forEach((s, i) => {
      for (const state of ['cold', 'warm'] as const) {
        console.error(`\n-- ${s.name} (${state})`);
        for (const q of recorded[i]![state]) console.error(`${q.sql};  -- ${JSON.stringify(q.bindings)}`);
      }
    });
  }

  // The bare handler: the same statements through a bare pg pool, the page's rows as JSON.
  // BENCH_BARE_REUSE_PLANS=1: under the same statement names as the app's pool (db/connection.ts,
  // preparedName), so the ratio shows the app's own work with the plans reused on both sides.
  // GET /<scenario>/cold or /<scenario>/warm.
  const pool = new pg.Pool({ connectionString: url, max: config.databasePoolMax });
  const bare = http.createServer((req, res) => {
    const [, index, state] = req.url!.split('/');
    const queries = recorded[Number(index)]?.[state === 'cold' ? 'cold' : 'warm'];
    if (!queries) {
      res.statusCode = 404;
      res.end();
      return;
    }
    void (async () => {
      let body: unknown[] = [];
      for (const q of queries) {
        const values = q.bindings as unknown[];
        const name = BARE_REUSE_PLANS ? preparedName(q.sql) : undefined;
        const result = await pool.query(name ? { name, text: q.sql, values } : { text: q.sql, values });
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
    scenarios: scenarios.map((s, i) => ({
      ...s,
      counts: JSON.stringify(recorded[i]!.cold) !== JSON.stringify(recorded[i]!.warm),
    })),
  };
  process.stdout.write(`${JSON.stringify(ports)}\n`);
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
  // BENCH_CPU_PROF=<dir>: the serving child writes a V8 CPU profile there when it is stopped
  // (summarise it with `node scripts/cpu-profile-top.mjs <file>`).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, ...process.execArgv, fileURLToPath(import.meta.url), '--serve'],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
  const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  // The serving child's CPU time (user + system, all its threads) in ms: per request, the firmer
  // figure on a shared machine, where requests/s move with whatever else runs.
  const cpuMs = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  };
  const measured = async (url: string, options: Parameters<typeof load>[1]) => {
    const before = cpuMs();
    const result = await load(url, options);
    return { ...result, cpu: (cpuMs() - before) / options.requests };
  };
  type Measured = Awaited<ReturnType<typeof measured>>;
  /** One side over all rounds: requests/s (median of the rounds), p50 and p99 of every request, CPU. */
  const side = (runs: Measured[]) => {
    const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
    const cells = [
      median(runs.map((r) => r.rps)).toFixed(0),
      percentile(times, 50).toFixed(1),
      percentile(times, 99).toFixed(1),
      (runs.reduce((sum, r) => sum + r.cpu, 0) / runs.length).toFixed(2),
    ];
    return cells.join(' | ');
  };
  console.log(
    `\nCatalogue bench on PostgreSQL: ${Number(count.n).toLocaleString('en')} artworks, ${APP_ONLY ? 'one round' : `${ROUNDS} rounds`} of ${REQUESTS} requests per side after ${WARMUP} to warm up, ${os.cpus().length} cores, load average ${loadavg()} at the start`,
  );
  console.log(
    '\n| scenario | state | conns | ours req/s | ours p50 ms | ours p99 ms | ours CPU ms/req | bare req/s | bare p50 ms | bare p99 ms | bare CPU ms/req | ours/bare: median (range) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  try {
    for (const connections of CONNECTIONS) {
      for (const [i, s] of ports.scenarios.entries()) {
        if (!picked(s.name)) continue;
        for (const state of s.counts && !WARM_ONLY ? (['cold', 'warm'] as const) : (['warm'] as const)) {
          const headers: Record<string, string> = {
            ...(s.cookie ? { cookie: s.cookie } : {}),
            ...(state === 'cold' ? { 'x-bench-cold': '1' } : {}),
          };
          const ours = `http://127.0.0.1:${ports.app}${s.path}`;
          const bare = `http://127.0.0.1:${ports.bare}/${i}/${state}`;
          const options = { connections, requests: REQUESTS, headers };
          const warmUp = { ...options, requests: WARMUP };
          if (APP_ONLY) {
            await load(ours, warmUp);
            const a = await measured(ours, options);
            console.log(
              `| ${s.name} | ${s.counts ? state : '-'} | ${connections} | ${a.rps.toFixed(0)} | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} | ${a.cpu.toFixed(2)} | | | | | |`,
            );
            continue;
          }
          await load(ours, warmUp);
          await load(bare, warmUp);
          const a: Measured[] = [];
          const b: Measured[] = [];
          for (let round = 0; round < ROUNDS; round++) {
            // Ours first in even rounds, the bare handler first in odd ones.
            if (round % 2 === 0) a.push(await measured(ours, options));
            b.push(await measured(bare, options));
            if (round % 2 === 1) a.push(await measured(ours, options));
          }
          const ratios = a.map((r, round) => r.rps / b[round]!.rps);
          const range = `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;
          console.log(
            `| ${s.name} | ${s.counts ? state : '-'} | ${connections} | ${side(a)} | ${side(b)} | ${median(ratios).toFixed(2)} (${range}) |`,
          );
        }
      }
    }
    console.log(`\nLoad average at the end: ${loadavg()}`);
    if (!ONLY) {
      await firstSyncBench(`http://127.0.0.1:${ports.app}`);
      const { printFirstCard } = await import('./bench-first-card');
      await printFirstCard(
        `http://127.0.0.1:${ports.app}`,
        `${Number(count.n).toLocaleString('en')} artworks`,
      );
    }
  } finally {
    child.kill();
  }
}

if (process.argv.includes('--serve')) {
  // A stopped child exits normally, so that --cpu-prof writes its profile.
  process.on('SIGTERM', () => process.exit(0));
  await serve();
} else if (process.argv.includes('--sync-only')) {
  // The sync measurement alone, against a running app: `tsx scripts/bench-catalogue.ts --sync-only <base url>`.
  await firstSyncBench(process.argv[process.argv.indexOf('--sync-only') + 1] ?? 'http://127.0.0.1:3000');
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runCatalogueBench();
