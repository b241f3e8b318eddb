import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from './binaries';
import { clusterPaths } from './cluster';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { DataDirInUseError } from './instance-lock';
import { isAlive } from './processes';
import { serverUser } from './server-user';
import { StartupError } from './startup-error';

/**
 * The embedded server's life on one DATA_DIR: its first start, what it leaves on disk, a second
 * start refused, leftovers of a start that died (a live postmaster, a stale pid file), a lost
 * password, a port taken, a full disk. Each test has its own DATA_DIR.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-embedded-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(
  dir: string,
  extra: { port?: number } = {},
): Promise<EmbeddedPostgres & { notices: string[] }> {
  const notices: string[] = [];
  const server = await startEmbeddedPostgres({ dataDir: dir, onNotice: (l) => notices.push(l), ...extra });
  cleanups.push(() => server.stop());
  return { ...server, notices };
}

async function query<T extends Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const postmasterPid = (dir: string) =>
  Number(fs.readFileSync(path.join(clusterPaths(dir).pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);

const serverOwner = () => serverUser({}, () => {});

// Each test starts (and on a first start, creates) a cluster: seconds each on a loaded machine.
describe('the embedded PostgreSQL', { timeout: 180_000 }, () => {
  it('starts a real PostgreSQL 18 under DATA_DIR, reached only with its kept password, and stops it', async () => {
    const dir = dataDir();
    const server = await started(dir);
    expect(server.created).toBe(true);
    const [row] = await query<Record<string, string>>(
      server.url,
      `SELECT current_setting('server_version') AS v, current_database() AS db, current_setting('password_encryption') AS enc,
              current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS sync,
              current_setting('random_page_cost') AS rpc`,
    );
    // Tuned for a local disk, never at the cost of an acknowledged write (fsync and synchronous commits on).
    expect(row).toMatchObject({
      v: expect.stringMatching(/^18\./),
      db: 'atelier',
      enc: 'scram-sha-256',
      fsync: 'on',
      sync: 'on',
      rpc: '1.1',
    });
    const paths = clusterPaths(dir);
    // The socket is in DATA_DIR; no TCP port is open; the password is kept private in DATA_DIR.
    expect(fs.readdirSync(paths.socketDir)).toContain('.s.PGSQL.5432');
    expect(fs.statSync(paths.passwordFile).mode & 0o077).toBe(0);
    expect(fs.readFileSync(paths.urlFile, 'utf8').trim()).toBe(server.url);
    const user = serverOwner();
    expect(fs.statSync(paths.pgdata).uid).toBe(user ? user.uid : process.getuid!());
    const wrong = new URL(server.url);
    wrong.password = 'not-the-password';
    await expect(query(wrong.toString(), 'SELECT 1')).rejects.toThrow(/password authentication failed/);

    const pid = postmasterPid(dir);
    await server.stop();
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(path.join(paths.pgdata, 'postmaster.pid'))).toBe(false);
    // A second start finds the cluster and its data again.
    const again = await started(dir);
    expect(again.created).toBe(false);
    expect(await query(again.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('refuses a second start on the same DATA_DIR with a clear message, and serves on', async () => {
    const dir = dataDir();
    const first = await started(dir);
    const second = startEmbeddedPostgres({ dataDir: dir });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(new RegExp(`pid ${process.pid}.*${dir}`));
    expect(await query(first.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('stops a postmaster left running on its DATA_DIR by a start that died, and starts its own', async () => {
    const dir = dataDir();
    const first = await started(dir);
    await first.stop();
    // A leftover: the same cluster started by hand, owned by no Atelier (as after kill -9 of
    // Node and its watchdog).
    const binaries = await findPostgresBinaries(serverOwner());
    const paths = clusterPaths(dir);
    const user = serverOwner();
    const orphan = spawn(
      binaries.postgres,
      ['-D', paths.pgdata, '-c', `unix_socket_directories=${paths.socketDir}`, '-c', 'listen_addresses='],
      {
        stdio: 'ignore',
        detached: true,
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
      },
    );
    orphan.unref();
    cleanups.push(() => void (isAlive(orphan.pid!) && process.kill(orphan.pid!, 'SIGKILL')));
    await waitForReady(paths.pgdata);
    const server = await started(dir);
    expect(server.notices.join('\n')).toMatch(
      new RegExp(
        `Stopping the embedded PostgreSQL \\(pid ${orphan.pid}\\) that a previous start left running`,
      ),
    );
    expect(isAlive(orphan.pid!)).toBe(false);
    expect(postmasterPid(dir)).not.toBe(orphan.pid);
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('starts over a postmaster.pid whose pid now belongs to another program (a reboot reused it)', async () => {
    const dir = dataDir();
    const first = await started(dir);
    const pidFile = path.join(clusterPaths(dir).pgdata, 'postmaster.pid');
    const kept = fs.readFileSync(pidFile, 'utf8');
    await first.stop();
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanups.push(() => void stranger.kill('SIGKILL'));
    fs.writeFileSync(pidFile, kept.replace(/^\d+/, String(stranger.pid)));
    const server = await started(dir);
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(isAlive(stranger.pid!)).toBe(true);
  });

  it('sets a new password when the kept one was deleted, keeping the data', async () => {
    const dir = dataDir();
    const first = await started(dir);
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await first.stop();
    fs.rmSync(clusterPaths(dir).passwordFile);
    const server = await started(dir);
    expect(server.url).not.toBe(first.url);
    expect(await query(server.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  it('listens on 127.0.0.1 on EMBEDDED_POSTGRES_PORT, and says in one line when that port is taken', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const dir = dataDir();
    const server = await started(dir, { port });
    const tcp = `postgresql://atelier:${encodeURIComponent(fs.readFileSync(clusterPaths(dir).passwordFile, 'utf8').trim())}@127.0.0.1:${port}/atelier`;
    expect(await query(tcp, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);

    const other = dataDir();
    const taken = startEmbeddedPostgres({ dataDir: other, port });
    await expect(taken).rejects.toThrow(StartupError);
    await expect(taken).rejects.toThrow(
      new RegExp(`could not listen on 127.0.0.1:${port}: the port is already in use`),
    );
    expect((await taken.catch((e: Error) => e.message)).toString()).not.toContain('\n');
    await server.stop();
  });

  it.runIf(process.getuid?.() === 0)('says in one line that the disk is full (a 16 MB tmpfs)', async () => {
    const dir = dataDir();
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir]);
    expect(mounted.status).toBe(0);
    cleanups.push(() => void spawnSync('umount', ['-l', dir]));
    const start = startEmbeddedPostgres({ dataDir: dir });
    await expect(start).rejects.toThrow(StartupError);
    await expect(start).rejects.toThrow(`The disk holding ${dir} is full (No space left on device)`);
  });
});

async function waitForReady(pgdata: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      if (fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim() === 'ready')
        return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the leftover postmaster never became ready');
}
