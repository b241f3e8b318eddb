// A server for the benchmarks in a process of its own (`node scripts/start.mjs` on a fresh data
// directory with the demo data), so what is measured is the app alone: its memory (read from
// /proc) and latencies not shared with the load generator's event loop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  base: string;
  /** The server process's resident memory in MiB (Linux: /proc), or null where unknown. */
  rssMiB(): number | null;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-server-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      // As `npm start` runs it (package.json): fewer glibc malloc arenas keep the RSS of a process
      // whose image and hashing threads allocate large buffers about 200 MiB lower.
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}`);
    if (i > 600) throw new Error('the bench server did not answer /api/health within 5 minutes');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const statusFile = `/proc/${child.pid}/status`;
  return {
    base,
    rssMiB: () => {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(statusFile, 'utf8'))?.[1];
        return kb ? Number(kb) / 1024 : null;
      } catch {
        return null;
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
