import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm start` (scripts/start.mjs) in a process group of its own, on DATA_DIR, with the web build skipped. */
export interface AppProcess {
  child: ChildProcess;
  /** Resolves with the HTTP origin once the app listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

export function startApp(dataDir: string, env: Record<string, string> = {}): AppProcess {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL; // the embedded database, unless `env` names another
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    SKIP_WEB_BUILD: 'true',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SSR_ENTRY: path.join(dataDir, 'no-ssr.js'),
    SESSION_KEYS: 'start-test-key',
    LOG_LEVEL: 'info',
    RATE_LIMIT_LOGIN_PER_15MIN: '1000000',
    ...env,
  };
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      // The JSON line (stdout not a terminal) or the banner (LOG_FORMAT=pretty).
      const match = /"port":(\d+)[^\n]*Atelier is running|Atelier is ready: http:\/\/localhost:(\d+)/.exec(
        out,
      );
      const port = match?.[1] ?? match?.[2];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    void exited.then((code) => reject(new Error(`the app exited (${code}) before listening: ${err || out}`)));
  });
  ready.catch(() => {});
  return { child, ready, exited, stdout: () => out, stderr: () => err };
}

/** The embedded server's postmaster pid, from its pid file. */
export function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The connection URL the embedded server keeps in DATA_DIR (what psql would use). */
export function keptUrl(dataDir: string): string {
  return fs.readFileSync(path.join(dataDir, 'postgres-url'), 'utf8').trim();
}
