import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, PASSWORD } from '../test/fixtures';
import { imageForm } from '../modules/artists/artists.test-world';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { TestClient } from '../test/test-client';
import { createTestDatabase, onPostgres, type TestDatabase } from '../test/test-db';
import { createS3Storage } from './s3-storage';

/**
 * Scale-out: instances that share one database and one bucket (and nothing else) serve each
 * other's uploads: two apps in this process on one database object and, on PostgreSQL (the
 * embedded server or DATABASE_URL's), also two real `tsx api/server.ts` processes on the test
 * file's database.
 */

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

/**
 * The one place that knows the upload wire format: a profile image added to the signed-in
 * artist's profile; answers the image's public URL.
 */
async function uploadArtistImage(client: TestClient, artistId: number): Promise<string> {
  const form = await imageForm({ images: [{ file: 0, type: 'profile' }] });
  const res = await client.request('PATCH', `/api/artists/${artistId}`, { form });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.text}`);
  const url = (res.body as { profileImageUrl?: string }).profileImageUrl;
  if (!url) throw new Error(`upload answered no profileImageUrl: ${res.text}`);
  return url;
}

async function signInAt(baseUrl: string, email: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/auth/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** The object as the bucket holds it, read with a client of its own. */
async function bucketBytes(url: string): Promise<Buffer | undefined> {
  const storage = createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  return (await storage.get(url.replace(/^\/uploads\//, '')))?.data;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

describe('two app instances on one database and one bucket', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(s3.env);
    b = await createTestApp(s3.env, { sharedDb: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('serves through B an image uploaded through A, with the same bytes', async () => {
    const artist = await createArtist(a.db.knex);
    const url = await uploadArtistImage(await signInAt(a.baseUrl, artist.email), artist.artistId);
    expect(url).toMatch(/^\/uploads\/artists\/\d+\/.+\.webp$/);

    const viaB = await fetchBytes(b.baseUrl + url);
    expect(viaB.status).toBe(200);
    expect(viaB.type).toBe('image/webp');
    const viaA = await fetchBytes(a.baseUrl + url);
    expect(viaB.bytes.equals(viaA.bytes)).toBe(true);
    expect(viaB.bytes.equals((await bucketBytes(url))!)).toBe(true);
    // Nothing went to either instance's disk.
    expect(filesUnder(a.uploadsDir)).toEqual([]);
    expect(filesUnder(b.uploadsDir)).toEqual([]);
  });

  it('a profile read through B lists the image uploaded through A', async () => {
    const artist = await createArtist(a.db.knex);
    const url = await uploadArtistImage(await signInAt(a.baseUrl, artist.email), artist.artistId);
    const profile = await b.client().get(`/api/artists/${artist.artistId}`);
    expect(profile.status).toBe(200);
    expect(profile.body.profileImageUrl).toBe(url);
  });
});

// Real processes need a database several processes can open: PostgreSQL (embedded or DATABASE_URL).
describe.runIf(onPostgres())(
  'two API processes (tsx api/server.ts) on one PostgreSQL database and one bucket',
  () => {
    let db: TestDatabase;
    const processes: ServerProcess[] = [];
    beforeAll(async () => {
      db = await createTestDatabase();
      const started = await Promise.all([
        startServerProcess(db.url!, s3.env),
        startServerProcess(db.url!, s3.env),
      ]);
      processes.push(...started);
    }, 180_000); // two cold `tsx` boots on a busy CI machine
    afterAll(async () => {
      await Promise.all(processes.map((p) => p.stop()));
      await db?.close();
    });

    it('serves through process B an image uploaded through process A', async () => {
      const [a, b] = processes as [ServerProcess, ServerProcess];
      expect(a.pid).not.toBe(b.pid);
      const artist = await createArtist(db.knex);
      const url = await uploadArtistImage(await signInAt(a.baseUrl, artist.email), artist.artistId);

      const viaB = await fetchBytes(b.baseUrl + url);
      expect(viaB.status).toBe(200);
      expect(viaB.type).toBe('image/webp');
      expect(viaB.bytes.equals((await fetchBytes(a.baseUrl + url)).bytes)).toBe(true);
      expect(viaB.bytes.equals((await bucketBytes(url))!)).toBe(true);
      expect(filesUnder(a.dataDir)).toEqual([]);
      expect(filesUnder(b.dataDir)).toEqual([]);
    });
  },
);

interface ServerProcess {
  pid: number;
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** `tsx api/server.ts` on a free port (PORT=0; the port is read from its "running" log line). */
async function startServerProcess(databaseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-proc-'));
  const child = spawn(TSX, ['api/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '3',
      SEED_DEMO: 'false',
      SESSION_KEYS: 'scale-out-test-key',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN_PER_15MIN: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await listeningPort(child);
    return { pid: child.pid!, baseUrl: `http://127.0.0.1:${port}`, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        const match = /"port":(\d+).*Atelier is running/.exec(line);
        if (match) {
          child.stdout?.off('data', onData);
          child.stdout?.resume();
          child.stderr?.resume();
          resolve(Number(match[1]));
          return;
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`api/server.ts exited with ${code} before listening:\n${output}`)),
    );
  });
}
