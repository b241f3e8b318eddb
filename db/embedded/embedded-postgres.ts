import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, type PostgresBinaries } from './binaries';
import {
  clusterPassword,
  clusterPaths,
  connectionUrl,
  DATABASE,
  initCluster,
  isCluster,
  socketFits,
  SUPERUSER,
  type ClusterPaths,
} from './cluster';
import { lockDataDir } from './instance-lock';
import { clearStalePostmaster, launchPostmaster, type LaunchOptions, type Postmaster } from './postmaster';
import { letServerThrough, ownFolder, serverUser, type ServerUser } from './server-user';
import { StartupError } from './startup-error';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** As root without a `postgres` user: create it (EMBEDDED_POSTGRES_CREATE_USER=true). */
  createUser?: boolean | undefined;
  /** Also listen on 127.0.0.1:<port> (EMBEDDED_POSTGRES_PORT); a free one when the socket path is too long. */
  port?: number | undefined;
  /** A platform package's folder instead of the installed one (tests). */
  binariesDir?: string | undefined;
  /** Extra server settings (the tests' throwaway server turns fsync off). */
  settings?: Record<string, string>;
  onNotice?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** postgresql://atelier:...@localhost/atelier?host=<socket folder> (or 127.0.0.1:<port>). */
  url: string;
  version: string;
  /** True when the cluster was created by this start. */
  created: boolean;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The password file was lost but the cluster is there: set a new password in single-user mode
 * (the server is not running yet), so nothing in the cluster is lost with it.
 */
async function resetPassword(binaries: PostgresBinaries, paths: ClusterPaths, user: ServerUser | null) {
  fs.rmSync(paths.passwordFile, { force: true });
  const password = clusterPassword(paths);
  const child = spawn(binaries.postgres, ['--single', '-D', paths.pgdata, 'postgres'], {
    stdio: ['pipe', 'ignore', 'ignore'],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  child.stdin.end(`ALTER ROLE ${SUPERUSER} PASSWORD '${password}';\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0)
    throw new StartupError(`Could not set a new password for the embedded PostgreSQL in ${paths.pgdata}.`);
}

/** After a kill -9 of the server, its last sessions take a moment to notice and leave. */
async function launch(options: LaunchOptions): Promise<Postmaster> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await launchPostmaster(options);
    } catch (err) {
      if (attempt >= 20 || !/shared memory block|is still in use/i.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the embedded PostgreSQL on DATA_DIR (creating the cluster on the first start) and
 * answers once it accepts connections. Throws BinariesUnavailableError when the binaries cannot
 * run here (the caller may fall back to PGlite), StartupError for anything else, in one line.
 */
export async function startEmbeddedPostgres(o: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const notice = o.onNotice ?? (() => {});
  const paths = clusterPaths(path.resolve(o.dataDir));
  fs.mkdirSync(paths.dataDir, { recursive: true });
  const user = serverUser({ createUser: o.createUser }, notice);
  const binaries = await findPostgresBinaries(user, notice, o.binariesDir);
  const unlock = lockDataDir(paths.pgdata);
  try {
    letServerThrough(paths.dataDir, user);
    await clearStalePostmaster(paths, notice);
    const created = !isCluster(paths.pgdata);
    if (created) await initCluster(paths, binaries, user, clusterPassword(paths));
    else if (!fs.existsSync(paths.passwordFile)) await resetPassword(binaries, paths, user);
    ownFolder(paths.socketDir, user);
    const socket = socketFits(paths);
    const listen = { socket, tcpPort: o.port || (socket ? 0 : await freePort()) };
    const postmaster = await launch({ binaries, paths, user, listen, settings: o.settings ?? {} });
    const url = connectionUrl(paths, clusterPassword(paths), listen);
    try {
      await ensureDatabase(url);
      fs.writeFileSync(paths.urlFile, `${url}\n`, { mode: 0o600 });
    } catch (err) {
      await postmaster.stop();
      throw err;
    }
    return {
      url,
      version: binaries.version,
      created,
      stop: async () => {
        await postmaster.stop();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
