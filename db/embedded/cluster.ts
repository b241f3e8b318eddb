import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PostgresBinaries } from './binaries';
import { diskFull } from './failures';
import { ownFolder, type ServerUser } from './server-user';
import { StartupError } from './startup-error';

const run = promisify(execFile);

/** Where the embedded server keeps everything, all under DATA_DIR. */
export interface ClusterPaths {
  dataDir: string;
  /** The cluster (PGDATA), private to the server's user. */
  pgdata: string;
  /** The Unix socket's folder. */
  socketDir: string;
  /** The server's log (stderr), inside the cluster. */
  logFile: string;
  /** The superuser's random password (0600). */
  passwordFile: string;
  /** A connection URL for psql and other tools, rewritten at each start (0600). */
  urlFile: string;
}

export const SUPERUSER = 'atelier';
export const DATABASE = 'atelier';

export function clusterPaths(dataDir: string): ClusterPaths {
  const pgdata = path.join(dataDir, 'postgres');
  return {
    dataDir,
    pgdata,
    socketDir: path.join(dataDir, 'postgres-socket'),
    logFile: path.join(pgdata, 'log', 'server.log'),
    passwordFile: path.join(dataDir, 'postgres-password'),
    urlFile: path.join(dataDir, 'postgres-url'),
  };
}

/** A Unix socket's path must fit in sun_path (104 bytes on macOS, 108 on Linux, with its NUL). */
export function socketFits(paths: ClusterPaths): boolean {
  return Buffer.byteLength(path.join(paths.socketDir, '.s.PGSQL.65535')) <= 100;
}

export function isCluster(pgdata: string): boolean {
  return fs.existsSync(path.join(pgdata, 'PG_VERSION'));
}

/** The superuser's password: made once, kept in DATA_DIR. */
export function clusterPassword(paths: ClusterPaths): string {
  try {
    const kept = fs.readFileSync(paths.passwordFile, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // First start.
  }
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(paths.passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

/** A UTF-8 locale for the server's character classes, as the system offers one (else C). */
function utf8Locale(): string {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n'));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => available.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

/**
 * initdb: UTF-8, the builtin C.UTF-8 collation (the same order on every machine, no glibc or ICU
 * version to drift), scram-sha-256 for every connection, the superuser `atelier` with the kept
 * password. Data files are flushed with one syncfs on Linux (much faster than a fsync per file).
 */
export async function initCluster(
  paths: ClusterPaths,
  binaries: PostgresBinaries,
  user: ServerUser | null,
  password: string,
): Promise<void> {
  ownFolder(paths.pgdata, user);
  ownFolder(paths.socketDir, user);
  const pwfile = path.join(paths.socketDir, `initdb-pw-${process.pid}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) fs.chownSync(pwfile, user.uid, user.gid);
  const args = [
    `--pgdata=${paths.pgdata}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    `--locale=${utf8Locale()}`,
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
    ...(process.platform === 'linux' ? ['--sync-method=syncfs'] : []),
  ];
  try {
    await run(binaries.initdb, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } catch (err) {
    const e = err as Error & { stderr?: string; code?: string };
    const output = `${e.stderr ?? ''} ${e.message}`;
    if (/No space left on device|ENOSPC/i.test(output)) throw diskFull(paths.dataDir);
    const line = (e.stderr ?? '').split('\n').find((l) => /error|FATAL/i.test(l)) ?? e.message;
    throw new StartupError(
      `Could not create the embedded PostgreSQL cluster in ${paths.pgdata}: ${line.trim()}`,
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** How the server is reached: its Unix socket in DATA_DIR and/or 127.0.0.1 on a port. */
export interface Listen {
  socket: boolean;
  /** 0: no TCP. */
  tcpPort: number;
}

/** The connection URL (libpq's form: psql and node-postgres both read it); the socket when there is one. */
export function connectionUrl(paths: ClusterPaths, password: string, listen: Listen): string {
  const auth = `${SUPERUSER}:${encodeURIComponent(password)}`;
  if (!listen.socket) return `postgresql://${auth}@127.0.0.1:${listen.tcpPort}/${DATABASE}`;
  const port = listen.tcpPort || 5432;
  return `postgresql://${auth}@localhost:${port}/${DATABASE}?host=${encodeURIComponent(paths.socketDir)}`;
}
