import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './binaries';
import type { ClusterPaths, Listen } from './cluster';
import { explainFailure } from './failures';
import { isAlive, postmasterState, waitForExit } from './processes';
import type { ServerUser } from './server-user';

/**
 * PostgreSQL runs under a small `sh` watchdog that holds a pipe from this process as its stdin.
 * When the pipe closes (this process stopped it, exited or was killed with -9), the watchdog asks
 * PostgreSQL for a fast shutdown: no server outlives its Node process. The watchdog is in a
 * process group of its own, so a Ctrl-C reaches Node (which finishes its requests, closes its
 * pool, then stops the server) and not the server directly.
 */
const WATCHDOG = `
exec 3<&0
"$@" >>"$ATELIER_PG_LOG" 2>&1 </dev/null 3<&- &
pid=$!
{ read -r _ <&3; kill -INT "$pid" 2>/dev/null; } &
watcher=$!
exec 3<&-
wait "$pid"
status=$?
kill "$watcher" 2>/dev/null
exit $status
`;

export interface Postmaster {
  /** Fast shutdown (open sessions are ended), waiting until the server has exited. */
  stop(): Promise<void>;
}

export interface LaunchOptions {
  binaries: PostgresBinaries;
  paths: ClusterPaths;
  user: ServerUser | null;
  listen: Listen;
  settings: Record<string, string>;
}

function readPidFile(pgdata: string): string[] | null {
  try {
    return fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
}

/**
 * A server left running on this data directory by a start that never stopped it (its Node
 * process and watchdog were killed): stop it. A postmaster.pid naming a pid that is now another
 * program (a reboot reused it) is removed, with the socket's lock, so the start is not refused.
 */
export async function clearStalePostmaster(paths: ClusterPaths, onNotice: (line: string) => void) {
  const pid = Number(readPidFile(paths.pgdata)?.[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const state = postmasterState(pid, paths.pgdata);
  if (state === 'other') {
    fs.rmSync(path.join(paths.pgdata, 'postmaster.pid'), { force: true });
    for (const f of fs.existsSync(paths.socketDir) ? fs.readdirSync(paths.socketDir) : []) {
      if (f.endsWith('.lock')) fs.rmSync(path.join(paths.socketDir, f), { force: true });
    }
    return;
  }
  if (state === 'unknown') return; // PostgreSQL itself refuses to start next to a live server
  onNotice(
    `Stopping the embedded PostgreSQL (pid ${pid}) that a previous start left running on ${paths.pgdata}.`,
  );
  for (const [signal, ms] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
}

function serverArgs(o: LaunchOptions): string[] {
  const settings: Record<string, string> = {
    listen_addresses: o.listen.tcpPort ? '127.0.0.1' : '',
    port: String(o.listen.tcpPort || 5432),
    unix_socket_directories: o.listen.socket ? o.paths.socketDir : '',
    cluster_name: 'atelier',
    lc_messages: 'C',
    // DATA_DIR is on this machine's own disk and its pages mostly in memory: a random read costs
    // about a sequential one (the default 4 prices spinning disks), so index scans are chosen as
    // they run (on the demo, 4 turned the search's joins into hash joins the machine's server skips).
    random_page_cost: '1.1',
    ...o.settings,
  };
  return ['-D', o.paths.pgdata, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

/** Resolves when postmaster.pid says 'ready'; rejects with the server's reason if it exits first. */
function waitUntilReady(child: ChildProcess, o: LaunchOptions, logStart: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      if (err) reject(err);
      else resolve();
    };
    const timer = setInterval(() => {
      const lines = readPidFile(o.paths.pgdata);
      if (lines?.[7]?.trim() === 'ready' && isAlive(Number(lines[0]))) finish();
    }, 25);
    child.once('exit', () => finish(explainFailure(o.paths, o.listen.tcpPort, logStart)));
    child.once('error', (err) => finish(err));
  });
}

export async function launchPostmaster(o: LaunchOptions): Promise<Postmaster> {
  fs.mkdirSync(path.dirname(o.paths.logFile), { recursive: true });
  if (o.user) fs.chownSync(path.dirname(o.paths.logFile), o.user.uid, o.user.gid);
  const logStart = fs.existsSync(o.paths.logFile) ? fs.statSync(o.paths.logFile).size : 0;
  const child = spawn(
    '/bin/sh',
    ['-c', WATCHDOG, 'atelier-postgres', o.binaries.postgres, ...serverArgs(o)],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
      env: { ...process.env, ATELIER_PG_LOG: o.paths.logFile, LC_MESSAGES: 'C' },
      ...(o.user ? { uid: o.user.uid, gid: o.user.gid } : {}),
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The pipe is the watchdog's lifeline; it must not keep this process alive by itself.
  child.unref();
  (child.stdin as unknown as { unref?: () => void })?.unref?.();
  try {
    await waitUntilReady(child, o, logStart);
  } catch (err) {
    child.stdin?.end();
    throw err;
  }
  let stopping: Promise<void> | null = null;
  return {
    stop: () => {
      stopping ??= (async () => {
        const pid = Number(readPidFile(o.paths.pgdata)?.[0]);
        child.stdin?.end();
        const timeout = setTimeout(() => {
          if (pid && isAlive(pid)) process.kill(pid, 'SIGQUIT');
        }, 30_000);
        await exited;
        clearTimeout(timeout);
      })();
      return stopping;
    },
  };
}
