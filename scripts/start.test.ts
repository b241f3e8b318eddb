import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { isAlive, waitForExit } from '../db/embedded/processes';
import { keptUrl, postmasterPid, startApp, type AppProcess } from './start-process';

/**
 * `npm start` as a person runs it, on the embedded PostgreSQL: Ctrl-C and SIGTERM stop the server
 * cleanly, kill -9 leaves none running, a second start on one DATA_DIR is refused in one line,
 * EMBEDDED_DATABASE=pglite forces the fallback, and no acknowledged write is lost when the whole
 * thing is killed mid-stream.
 */
const apps: AppProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const app of apps) if (app.child.exitCode === null) app.child.kill('SIGKILL');
  await Promise.all(apps.map((a) => a.exited));
  for (const dir of dirs) {
    if (fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid')))
      await waitForExit(postmasterPid(dir), 30_000);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-start-'));
  dirs.push(dir);
  return dir;
}

function start(dir: string, env: Record<string, string> = {}): AppProcess {
  const app = startApp(dir, env);
  apps.push(app);
  return app;
}

async function health(origin: string): Promise<{ database: { kind: string } }> {
  return (await (await fetch(`${origin}/api/health`)).json()) as { database: { kind: string } };
}

describe('npm start on the embedded PostgreSQL', { timeout: 240_000 }, () => {
  it('stops PostgreSQL cleanly on Ctrl-C (SIGINT) and SIGTERM; a second start on one DATA_DIR is refused in one line', async () => {
    const dir = dataDir();
    const first = start(dir);
    expect((await health(await first.ready)).database.kind).toBe('postgres');
    let pid = postmasterPid(dir);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(first.stdout()).toContain('"msg":"stopped"');
    // Not on a terminal: JSON lines, the banner's facts as fields of the one 'running' line.
    const running = first
      .stdout()
      .split('\n')
      .filter((line) => line.includes('Atelier is running'));
    expect(running).toHaveLength(1);
    expect(JSON.parse(running[0]!)).toMatchObject({
      level: 30,
      database: `embedded PostgreSQL 18, files in ${dir}/postgres (psql "$(cat ${dir}/postgres-url)")`,
      mail: expect.stringMatching(
        /^kept in the database \(no SMTP_URL\): admins read it at http:\/\/localhost:\d+\/dev\/mailbox$/,
      ),
      demoAccounts: [],
    });
    expect(first.stdout()).not.toContain('Atelier is ready');

    const again = start(dir);
    const origin = await again.ready;
    const second = start(dir);
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim()).toMatch(
      new RegExp(
        `^Another process \\(pid ${again.child.pid}\\) is using the embedded database in ${dir}/postgres[^\\n]*$`,
      ),
    );
    expect((await health(origin)).database.kind).toBe('postgres');
    pid = postmasterPid(dir);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(isAlive(pid)).toBe(false);
  });

  it('talks like a person on a terminal: readable lines and a banner with the address, the database, mail and the demo accounts', async () => {
    const dir = dataDir();
    const app = start(dir, { LOG_FORMAT: 'pretty', SEED_DEMO: 'true' });
    const port = new URL(await app.ready).port;
    const out = app.stdout();
    expect(out).toContain(`\nAtelier is ready: http://localhost:${port}\n`);
    expect(out).toContain(
      `\n  Database  embedded PostgreSQL 18, files in ${dir}/postgres (psql "$(cat ${dir}/postgres-url)")\n`,
    );
    expect(out).toContain(
      `\n  Mail      kept in the database (no SMTP_URL): admins read it at http://localhost:${port}/dev/mailbox\n`,
    );
    expect(out).toContain(
      '\n  Sign in   collector@atelier.test, artist@atelier.test or admin@atelier.test, password demo1234\n',
    );
    expect(out).not.toContain('{"level"');
    expect(out).not.toContain('SESSION_KEYS');
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(app.stdout()).toMatch(/INFO.*stopped/);
  });

  it('kill -9 of Node leaves no PostgreSQL running', async () => {
    const dir = dataDir();
    const app = start(dir);
    await app.ready;
    const pid = postmasterPid(dir);
    app.child.kill('SIGKILL');
    await app.exited;
    // The server's watchdog sees its pipe close and asks for a fast shutdown.
    expect(await waitForExit(pid, 60_000)).toBe(true);
  });

  it('falls back to PGlite when EMBEDDED_DATABASE=pglite, saying so in one line', async () => {
    const dir = dataDir();
    const app = start(dir, { EMBEDDED_DATABASE: 'pglite' });
    expect((await health(await app.ready)).database.kind).toBe('pglite');
    const lines = app
      .stdout()
      .split('\n')
      .filter((l) => l.includes('EMBEDDED_DATABASE=pglite'));
    expect(lines).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, 'postgres'))).toBe(false);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  });
});

/** Sign-ups sent 3 at a time until the app dies; answers the usernames it acknowledged (201). */
async function signUpStream(origin: string, round: number, acknowledged: string[]): Promise<void> {
  let n = 0;
  const writer = async () => {
    for (;;) {
      const username = `crash_${round}_${n++}`;
      const res = await fetch(`${origin}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Crash',
          lastName: 'Test',
          username,
          email: `${username}@example.test`,
          password: 'durable-writes-9',
          role: 'user',
        }),
      }).catch(() => null);
      if (!res) return; // the app is gone
      if (res.status === 201) acknowledged.push(username);
      else throw new Error(`sign-up answered ${res.status}`);
    }
  };
  await Promise.all([writer(), writer(), writer()]);
}

describe('a crash during a stream of acknowledged writes', { timeout: 600_000 }, () => {
  it('loses none of them: SIGKILL of the process group and of PostgreSQL, 3 rounds', async () => {
    const dir = dataDir();
    const acknowledged: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const app = start(dir);
      const origin = await app.ready;
      const before = acknowledged.length;
      const stream = signUpStream(origin, round, acknowledged);
      while (acknowledged.length < before + 5) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 1500));
      // A power cut of the processes: the app's group and the server, at the same instant.
      const pid = postmasterPid(dir);
      process.kill(-app.child.pid!, 'SIGKILL');
      process.kill(pid, 'SIGKILL');
      await Promise.all([stream, app.exited]);
      expect(acknowledged.length).toBeGreaterThan(before);
    }
    // The server alone (recovering from the last kill), read as psql would.
    const server = await startEmbeddedPostgres({ dataDir: dir });
    const client = new pg.Client({ connectionString: keptUrl(dir) });
    await client.connect();
    const { rows } = await client.query('SELECT username FROM users WHERE username = ANY($1)', [
      acknowledged,
    ]);
    await client.end();
    await server.stop();
    expect(rows.map((r: { username: string }) => r.username).sort()).toEqual([...acknowledged].sort());
    console.info(`crash test: ${acknowledged.length} acknowledged sign-ups over 3 rounds, all kept`);
  });
});
