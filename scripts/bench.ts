// `npm run bench`: compares the engines (bench-engines.ts), then boots the real app on a fresh embedded database with the demo data and measures
// cold start, request latency of the busiest public endpoints under concurrency, memory, and how fast the
// demo art paints.
// Only loopback traffic; bounded request counts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/app';
import { createPrintProvider } from '../api/modules/pod/print-providers';
import { loadConfig } from '../api/config';
import { createLogger } from '../api/lib/logger';
import { createLocalStorage } from '../api/storage/local-storage';
import { openDatabase } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { STYLES, generateArtwork } from '../db/seeds/art';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../db/seeds/demo';
import { runHardeningBench } from './bench-hardening';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(
  url: string,
): Promise<{ p50: number; p95: number; p99: number; rps: number; bytes: number }> {
  const times: number[] = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url);
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      bytes = body.byteLength;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: REQUESTS / elapsed,
    bytes,
  };
}

// First the engines: the embedded PostgreSQL beside this machine's (scripts/bench-engines.ts).
if (process.env.BENCH_ENGINES !== 'false') {
  const { runEngineBench } = await import('./bench-engines');
  await runEngineBench();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SESSION_KEYS: 'bench',
});
const logger = createLogger('silent');
const t0 = performance.now();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const tOpen = performance.now();
await migrateLatest(db.knex);
const tMigrate = performance.now();
const storage = createLocalStorage({ root: config.uploadsDir });
await seedDemoIfEmpty({ knex: db.knex, storage, logger });
const tSeed = performance.now();
const server = http.createServer(
  createApp({ db, storage, config, logger, printProvider: createPrintProvider(config) }).callback(),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

console.log(
  `Atelier bench on ${db.kind}, ${REQUESTS} requests per endpoint, concurrency ${CONCURRENCY}, ${os.cpus().length} cores`,
);
console.log(
  `cold start: open database ${(tOpen - t0).toFixed(0)} ms, migrate ${(tMigrate - tOpen).toFixed(0)} ms, seed ${(tSeed - tMigrate).toFixed(0)} ms`,
);
const first = (await (await fetch(`${base}/api/artworks?approved=true&limit=1`)).json()) as Array<{
  id: number;
}>;
const endpoints = [
  '/api/health',
  '/api/artworks?approved=true&limit=3',
  '/api/artworks?approved=true&limit=24&sort=price-low',
  '/api/artworks?approved=true',
  '/api/artworks?approved=true&search=light&medium=Oil',
  `/api/artworks/${first[0]!.id}`,
  '/api/artists?approved=true',
  '/api/commissions?showcase=true',
];
console.log('\n| endpoint | p50 ms | p95 ms | p99 ms | req/s | body KB |\n|---|---|---|---|---|---|');
for (const endpoint of endpoints) {
  await load(base + endpoint); // warm-up pass
  const r = await load(base + endpoint);
  console.log(
    `| ${endpoint} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${(r.bytes / 1024).toFixed(1)} |`,
  );
}
const { printFirstCard, printInitialJs, printOfflinePaint } = await import('./bench-first-card');
printInitialJs();
const demoCount = (await fetch(`${base}/api/artworks?approved=true&limit=1`)).headers.get('x-total-count');
await printFirstCard(base, `demo, ${demoCount} public artworks`);
await printOfflinePaint(base);

const memory = process.memoryUsage();
console.log(
  `\nmemory after the run: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);

// Bursts of CPU-heavy writes (logins, uploads, decompression bombs) and a public read meanwhile,
// against a server in a process of its own (its memory is then the app's alone).
if (!config.databaseUrl || process.env.BENCH_HARDENING === 'true') {
  const { startBenchServer } = await import('./bench-server');
  // The login burst signs in 100 times from one address: the sign-in limit is raised for it.
  const child = await startBenchServer({ RATE_LIMIT_LOGIN_PER_15MIN: '100000', SESSION_KEYS: 'bench' });
  try {
    await runHardeningBench(
      child.base,
      { email: 'collector@atelier.test', password: DEMO_PASSWORD, artistEmail: 'artist@atelier.test' },
      child.rssMiB,
    );
  } finally {
    await child.stop();
  }
}

// Demo art (rendered at first seed, then cached): the target is under 100 ms an image on 2 cores.
await generateArtwork(0, { width: 960, height: 1200, style: 'grid' }); // builds the shared texture once
const artTimings: number[] = [];
for (let i = 0; i < 20; i++) {
  const style = STYLES[i % STYLES.length] ?? 'grid';
  const started = performance.now();
  await generateArtwork(100 + i, { width: 960, height: 1200, style });
  artTimings.push(performance.now() - started);
}
const artAverage = artTimings.reduce((sum, ms) => sum + ms, 0) / artTimings.length;
console.log(
  `demo art: 20 images 960x1200, average ${artAverage.toFixed(1)} ms, slowest ${Math.max(...artTimings).toFixed(1)} ms`,
);

server.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// With DATABASE_URL: the catalogue benchmark against the bare `node:http` + `pg` limit (fill the
// database first with `npm run bench:data -- --artworks 100000`).
if (process.env.DATABASE_URL) {
  const { runCatalogueBench } = await import('./bench-catalogue');
  await runCatalogueBench();
}

// Last, the soak (issue 23): 10 minutes of mixed traffic and 5 idle, and whether memory comes back
// (scripts/bench-soak.ts; `npm run bench:soak` alone; BENCH_SOAK=false skips it).
if (process.env.BENCH_SOAK !== 'false') await import('./bench-soak');
