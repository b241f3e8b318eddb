// `npm run bench`, first part: the embedded PostgreSQL (the default) beside this machine's
// PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres: a fresh
// database is made there and dropped), in the same run on the same demo data: cold and warm start,
// throughput and p99 of the catalogue and write routes, memory. The app runs as `npm start` does,
// in a process of its own per engine; both are up during the routes, which alternate between them
// in timed rounds (scripts/bench-rounds.ts). Only loopback traffic; bounded run time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/connection';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { migrateLatest } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seeds/demo';
import { cpuMeter, type CpuMeter } from './bench-cpu';
import { interleavedRounds, median, quantile, type RouteResult, type Send } from './bench-rounds';
import { keptUrl, postmasterPid, startApp, type AppProcess } from './start-process';

const ROUNDS = Number(process.env.BENCH_ENGINE_ROUNDS ?? 20);
const BLOCK_MS = Number(process.env.BENCH_ENGINE_BLOCK_MS ?? 600);
const WARMUP_MS = Number(process.env.BENCH_ENGINE_WARMUP_MS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The throwaway database's name on that server starts with this. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'atelier_bench_';
/** When set, the embedded side's app listens on this port and the machine side's on the next (else any free port). */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 0);

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

async function scenarios(base: string): Promise<Record<string, Send>> {
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

interface Prepared {
  cold: number;
  warm: number;
  app: AppProcess;
  origin: string;
  dataDir: string;
}

/** Cold start (no demo), a start that seeds the demo, then a warm start left running for the rounds. */
async function prepare(engine: Engine): Promise<Prepared> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-engine-'));
  try {
    const cold = await timedStart(dataDir, { ...engine.env, SEED_DEMO: 'false' });
    await stop(cold.app);
    await stop((await timedStart(dataDir, { ...engine.env, SEED_DEMO: 'true' })).app);
    // The demo is there now: a production start refuses its known passwords unless it is a demo.
    const warm = await timedStart(dataDir, { ...engine.env, SEED_DEMO: 'true' });
    return { cold: cold.ms, warm: warm.ms, app: warm.app, origin: warm.origin, dataDir };
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
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

/**
 * Fresh statistics on both sides before the rounds: this machine's server runs with autovacuum
 * off, so without this its tables have none and it plans from default estimates, while the
 * embedded server's autovacuum analyzes them at a moment of its own choosing (the two then pick
 * different plans for the same statement, and which one a round meets depends on the clock).
 */
async function analyze(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** The middle half of the rounds' ratios, and all of them. */
function spread(values: number[]): string {
  const s = [...values].sort((x, y) => x - y);
  const f = (x: number) => x.toFixed(2);
  return `${f(quantile(s, 0.25))}-${f(quantile(s, 0.75))}; all ${f(s[0]!)}-${f(s.at(-1)!)}`;
}

/** The app's and its sessions' CPU per request on each side; the ratio machine/embedded (above 1: the embedded side does less work). */
function cpuColumn(r: RouteResult): string {
  if (r.a.cpu === null || r.b.cpu === null) return '-';
  const [a, b] = [(1000 * r.a.cpu) / r.a.requests, (1000 * r.b.cpu) / r.b.requests];
  return `${a.toFixed(2)}, ${b.toFixed(2)} (${(b / a).toFixed(2)})`;
}

function report(results: Record<string, RouteResult>, loads: string[]): void {
  console.log(
    `\nEngines, ${ROUNDS} rounds of ${BLOCK_MS} ms per route and engine at concurrency ${CONCURRENCY} (alternated, both servers up; req/s: median of the rounds, p50 / p99: all requests), ${os.cpus().length} cores, load average at each round: ${loads.join(' ')}`,
  );
  console.log(
    '\n| Route | Embedded req/s | p50 / p99 ms | Machine PG req/s | p50 / p99 ms | Ratio: median (middle half; all rounds) | Rounds >= 0.9 | CPU ms per request: embedded, machine (ratio) |\n|---|---|---|---|---|---|---|---|',
  );
  for (const [name, r] of Object.entries(results)) {
    const ms = (t: number[]) => `${quantile(t, 0.5).toFixed(0)} / ${quantile(t, 0.99).toFixed(0)}`;
    console.log(
      `| ${name} | ${median(r.a.rps).toFixed(0)} | ${ms(r.a.times)} | ${median(r.b.rps).toFixed(0)} | ${ms(r.b.times)} | ${median(r.ratios).toFixed(2)} (${spread(r.ratios)}) | ${r.ratios.filter((x) => x >= 0.9).length}/${r.ratios.length} | ${cpuColumn(r)} |`,
    );
  }
}

export async function runEngineBench(): Promise<void> {
  const starts = await databaseStarts();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const db = `${DATABASE_PREFIX}${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${db}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  const port = (offset: number): Record<string, string> =>
    PORT_BASE ? { PORT: String(PORT_BASE + offset) } : {};
  const running: Prepared[] = [];
  const closing: Array<CpuMeter | null> = [];
  try {
    const embedded = await prepare({ env: port(0) });
    running.push(embedded);
    const machine = await prepare({ env: { ...port(1), DATABASE_URL: url.toString() } });
    running.push(machine);
    await analyze(keptUrl(embedded.dataDir));
    await analyze(url.toString());
    const meters = {
      a: await cpuMeter(embedded.app.child.pid!, keptUrl(embedded.dataDir)),
      b: await cpuMeter(machine.app.child.pid!, url.toString()),
    };
    closing.push(meters.a, meters.b);
    const loads: string[] = [];
    const results = await interleavedRounds(
      await scenarios(embedded.origin),
      await scenarios(machine.origin),
      {
        rounds: ROUNDS,
        blockMs: BLOCK_MS,
        warmupMs: WARMUP_MS,
        concurrency: CONCURRENCY,
        meters,
        onRound: (_, load) => loads.push(load.split(' ')[0]!),
        onRoundDone: (round, ratios) =>
          console.log(
            `round ${round}/${ROUNDS}, load ${loads.at(-1)}: ${Object.entries(ratios)
              .map(([k, v]) => `${k} ${v.toFixed(2)}`)
              .join(', ')}`,
          ),
      },
    );
    report(results, loads);
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
      `memory after the routes: Node RSS ${rss(embedded.app.child.pid!).toFixed(0)} MiB embedded, ${rss(machine.app.child.pid!).toFixed(0)} MiB machine; the embedded server's processes ${postgresPss(postmasterPid(embedded.dataDir)).toFixed(0)} MiB (PSS)`,
    );
  } finally {
    for (const m of closing) await m?.close();
    for (const p of running) {
      await stop(p.app);
      fs.rmSync(p.dataDir, { recursive: true, force: true });
    }
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url.endsWith(process.argv[1] ?? '')) await runEngineBench();
