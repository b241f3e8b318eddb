// `npm run bench`, first part: the embedded PostgreSQL (the default) beside this machine's
// PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres: a fresh
// database is made there and dropped), in the same run on the same demo data: cold and warm start,
// throughput and p99 of the catalogue and write routes, memory. The app runs as `npm start` does,
// in a process of its own. Only loopback traffic; bounded request counts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/connection';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { migrateLatest } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seeds/demo';
import { postmasterPid, startApp, type AppProcess } from './start-process';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Engine {
  env: Record<string, string>;
}

/** Spawn to listening, in ms, and the app (stopped by the caller). */
async function timedStart(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ ms: number; app: AppProcess; origin: string }> {
  const t0 = performance.now();
  const app = startApp(dataDir, env);
  const origin = await app.ready;
  return { ms: performance.now() - t0, app, origin };
}

function pss(pid: number): number {
  try {
    return Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server's processes: the postmaster and its children (Linux: /proc). */
function postgresPss(postmaster: number): number {
  let total = pss(postmaster);
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
        total += pss(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
}

async function load(send: () => Promise<Response>): Promise<LoadResult> {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next++ < REQUESTS) {
      const s = performance.now();
      const res = await send();
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`answered ${res.status}`);
      times.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { rps: REQUESTS / ((performance.now() - t0) / 1000), p50: at(0.5), p99: at(0.99) };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function scenarios(base: string): Promise<Record<string, () => Promise<Response>>> {
  const ids = (
    (await (await fetch(`${base}/api/artworks?approved=true&limit=24`)).json()) as Array<{ id: number }>
  ).map((a) => a.id);
  const cookie = await signIn(base, 'artist@atelier.test');
  const me = (await (await fetch(`${base}/api/artists/me`, { headers: { cookie } })).json()) as {
    id: number;
  };
  const own = (
    (await (
      await fetch(`${base}/api/artworks?artistId=${me.id}&limit=24`, { headers: { cookie } })
    ).json()) as Array<{
      id: number;
    }>
  ).map((a) => a.id);
  let n = 0;
  return {
    'Gallery (24, recent)': () => fetch(`${base}/api/artworks?approved=true&limit=24`),
    'Search + filter': () => fetch(`${base}/api/artworks?approved=true&search=light&sort=price-low`),
    'Artists list': () => fetch(`${base}/api/artists?approved=true`),
    'Artwork by id': () => fetch(`${base}/api/artworks/${ids[n++ % ids.length]}`),
    // An artist editing prices (favourites are limited per user: 100 an hour, issue 23).
    'Write: price edit': () =>
      fetch(`${base}/api/artworks/${own[n % own.length]}`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ price: 100 + (n++ % 50) }),
      }),
  };
}

async function stop(app: AppProcess): Promise<void> {
  app.child.kill('SIGTERM');
  await app.exited;
}

async function measure(engine: Engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-engine-'));
  try {
    const cold = await timedStart(dataDir, { ...engine.env, SEED_DEMO: 'false' });
    await stop(cold.app);
    await stop((await timedStart(dataDir, { ...engine.env, SEED_DEMO: 'true' })).app);
    // The demo is there now: a production start refuses its known passwords unless it is a demo.
    const warm = await timedStart(dataDir, { ...engine.env, SEED_DEMO: 'true' });
    const results: Record<string, LoadResult> = {};
    for (const [name, send] of Object.entries(await scenarios(warm.origin))) {
      await load(send); // warm-up
      results[name] = await load(send);
    }
    const nodeRss = rss(warm.app.child.pid!);
    const pgPss = engine.env.DATABASE_URL ? null : postgresPss(postmasterPid(dataDir));
    await stop(warm.app);
    return { cold: cold.ms, warm: warm.ms, results, nodeRss, pgPss };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function rss(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** The database's own share of a start, in this process: cold (initdb, start, migrations) and warm. */
async function databaseStarts(): Promise<{ cold: number; migrate: number; warm: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-db-'));
  try {
    const t0 = performance.now();
    const first = await startEmbeddedPostgres({ dataDir });
    const t1 = performance.now();
    const db = await openDatabase({ databaseUrl: first.url, poolMax: 1 });
    await migrateLatest(db.knex);
    await db.close();
    const t2 = performance.now();
    await first.stop();
    const t3 = performance.now();
    const again = await startEmbeddedPostgres({ dataDir });
    const warm = performance.now() - t3;
    await again.stop();
    return { cold: t1 - t0, migrate: t2 - t1, warm };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runEngineBench(): Promise<void> {
  const starts = await databaseStarts();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const db = `atelier_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${db}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  try {
    const embedded = await measure({ env: {} });
    const machine = await measure({ env: { DATABASE_URL: url.toString() } });
    const load = (await fs.promises.readFile('/proc/loadavg', 'utf8').catch(() => '?'))
      .split(' ')
      .slice(0, 3)
      .join(' ');
    console.log(
      `\nEngines, ${REQUESTS} requests per route at concurrency ${CONCURRENCY}, ${os.cpus().length} cores, load ${load}`,
    );
    console.log(
      '\n| Route | Embedded req/s | p50 / p99 ms | Machine PG req/s | p50 / p99 ms | Ratio |\n|---|---|---|---|---|---|',
    );
    for (const name of Object.keys(embedded.results)) {
      const [e, m] = [embedded.results[name]!, machine.results[name]!];
      console.log(
        `| ${name} | ${e.rps.toFixed(0)} | ${e.p50.toFixed(0)} / ${e.p99.toFixed(0)} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(0)} / ${m.p99.toFixed(0)} | ${(e.rps / m.rps).toFixed(2)} |`,
      );
    }
    console.log(
      `\nstart to listening (no seed): cold ${embedded.cold.toFixed(0)} ms embedded (initdb included), ${machine.cold.toFixed(0)} ms on the machine's PostgreSQL (empty database)`,
    );
    console.log(
      `warm start (demo in place): ${embedded.warm.toFixed(0)} ms embedded, ${machine.warm.toFixed(0)} ms machine`,
    );
    console.log(
      `the database alone: initdb and start ${starts.cold.toFixed(0)} ms, migrations ${starts.migrate.toFixed(0)} ms, warm start ${starts.warm.toFixed(0)} ms`,
    );
    console.log(
      `memory after the routes: Node RSS ${embedded.nodeRss.toFixed(0)} MiB embedded, ${machine.nodeRss.toFixed(0)} MiB machine; the embedded server's processes ${embedded.pgPss?.toFixed(0)} MiB (PSS)`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url.endsWith(process.argv[1] ?? '')) await runEngineBench();
