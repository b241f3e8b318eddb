import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/connection';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../test/fault-proxy';
import { createArtist, createUser, imageForm, signIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import type { TestClient } from '../test/test-client';

/**
 * The database behind a TCP proxy that refuses, resets and drops connections (issue 23, point 5):
 * every API call answers 503 with Retry-After and the error shape, never a 500 and never a hang
 * (a request without an answer after HANG_MS counts as hanging: the timeouts configured below
 * answer within a few seconds), and the same process answers again once the database is back.
 * PostgreSQL only: the embedded fallback has no network.
 */
const HANG_MS = 60_000;
const CONNECT_MS = 1_000;
const STATEMENT_MS = 2_000;

let real: TestDatabase;
let proxy: FaultProxy;
let db: Database;
let t: TestApp;
let collector: TestClient;
let artist: TestClient;
let collectorId: number;
let artistId: number;

const enabled = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (!enabled) return;
  real = await createTestDatabase();
  proxy = await startFaultProxy(real.url!);
  db = await openDatabase({
    databaseUrl: proxy.url,
    poolMax: 4,
    connectTimeoutMs: CONNECT_MS,
    statementTimeoutMs: STATEMENT_MS,
  });
  t = await createTestApp(process.env.DEBUG_FAULTS ? { LOG_LEVEL: 'error' } : {}, { sharedDb: db });
  const user = await createUser(real.knex);
  const maker = await createArtist(real.knex);
  collectorId = user.id;
  artistId = maker.artistId;
  collector = await signIn(t, user.email);
  artist = await signIn(t, maker.email);
}, 120_000);
afterAll(async () => {
  if (!enabled) return;
  await t.close();
  await db.close();
  await proxy.close();
  await real.close();
});

/** What clients do at once: public and signed-in reads, sign-in, writes, an upload, an image. */
async function mixedCalls(): Promise<Array<[string, Promise<Response>]>> {
  const form = await imageForm({ title: 'Outage', mediumId: 1, price: 10 }, 1);
  const signal = () => AbortSignal.timeout(HANG_MS);
  const call = (
    who: TestClient | null,
    method: string,
    path: string,
    body?: unknown,
  ): [string, Promise<Response>] => {
    const headers: Record<string, string> = { 'idempotency-key': `k-${Math.random()}` };
    if (who) headers.cookie = who.cookieHeader();
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return [
      `${method} ${path}`,
      fetch(t.baseUrl + path, { method, headers, body: payload, signal: signal() }),
    ];
  };
  return [
    call(null, 'GET', '/api/artworks?approved=true'),
    call(null, 'GET', '/api/artists/1'),
    call(null, 'GET', '/api/specialties'),
    call(collector, 'GET', '/api/auth/me'),
    call(collector, 'GET', `/api/commission-requests?userId=${collectorId}`),
    call(null, 'POST', '/api/auth/login', { email: 'nobody@example.test', password: 'long-enough-1' }),
    call(collector, 'POST', '/api/commission-requests', {
      artistId,
      title: 'During the outage',
      description: 'Written while the database was away',
    }),
    call(artist, 'POST', '/api/artworks', form),
    call(collector, 'PUT', `/api/artists/${artistId}/follow`),
    call(null, 'GET', '/uploads/artworks/0123456789abcdef-640.webp'),
    call(null, 'GET', '/api/health'),
  ];
}

async function untilAnswering(): Promise<number> {
  let status = 0;
  for (let i = 0; i < 60 && status !== 200; i++) {
    const res = await collector.get('/api/auth/me');
    status = res.status;
    if (process.env.DEBUG_FAULTS) console.log(status, res.text.slice(0, 100));
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  return status;
}

describe.runIf(enabled)('the database behind a failing network', () => {
  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS', async () => {
    await expect(db.knex.raw('select pg_sleep(?)', [(STATEMENT_MS + 1000) / 1000])).rejects.toMatchObject({
      code: '57014',
    });
  });

  it.each<FaultMode>(['refuse', 'reset', 'drop'])(
    '%s: every call answers 503 with Retry-After, then the process recovers by itself',
    async (mode) => {
      // Open connections in the pool first, so the fault hits them as well as new ones.
      expect(await untilAnswering()).toBe(200);
      await Promise.all([collector.get('/api/artworks?approved=true'), artist.get('/api/artists/me')]);
      await proxy.setMode(mode);
      const failures: string[] = [];
      // Three clients' worth at once: more requests than the pool has connections.
      const calls = (await Promise.all([mixedCalls(), mixedCalls(), mixedCalls()])).flat();
      for (const [name, pending] of calls) {
        const res = await pending.catch((err: Error) => err);
        if (res instanceof Error) {
          failures.push(`${name}: no answer (${res.name})`);
          continue;
        }
        const text = await res.text();
        if (res.status !== 503) failures.push(`${name}: ${res.status} ${text.slice(0, 100)}`);
        else if (!(Number(res.headers.get('retry-after')) > 0)) failures.push(`${name}: no Retry-After`);
        else if (!name.endsWith('/api/health') && JSON.parse(text).code !== 'SERVICE_UNAVAILABLE')
          failures.push(`${name}: ${text}`);
      }
      expect(failures).toEqual([]);
      await proxy.setMode('pass');
      expect(await untilAnswering()).toBe(200);
      // Nothing sent during the outage was half-written.
      const requests = await real.knex('commission_requests').where({ title: 'During the outage' });
      expect(requests).toEqual([]);
    },
    240_000,
  );
});
