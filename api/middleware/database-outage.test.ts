import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import { createTestDatabase, onPostgres } from '../test/test-db';
import { createTestApp, type TestApp } from '../test/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** A TCP port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a database outage', () => {
  it('answers 503 with Retry-After and the error shape on every API route, never a 500', async () => {
    const db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/gone`,
    });
    const t = await createTestApp({}, { sharedDb: db });
    apps.push(t);
    const client = t.client();
    const calls = [
      client.get('/api/artworks?approved=true'),
      client.get('/api/artworks/1'),
      client.get('/api/artists'),
      client.get('/api/commissions'),
      client.get('/api/specialties'),
      client.post('/api/auth/login', { email: 'someone@example.test', password: 'whatever-1' }),
      client.post('/api/auth/register', {
        firstName: 'A',
        lastName: 'B',
        username: 'outage_user',
        email: 'outage@example.test',
        password: 'long-enough-1',
        role: 'user',
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    }
    expect((await client.get('/api/health')).status).toBe(503);
    await db.close();
  });

  it.runIf(onPostgres())(
    'is survived: the same process answers again as soon as the database is back',
    async () => {
      const real = await createTestDatabase();
      const target = new URL(real.url!);
      // The embedded server listens on a Unix socket (`?host=<dir>`), PostgreSQL 15 on TCP.
      const socketDir = target.searchParams.get('host');
      const upstreamAt = socketDir
        ? { path: `${socketDir}/.s.PGSQL.${target.port || 5432}` }
        : { port: Number(target.port || 5432), host: target.hostname };
      let up = true;
      const sockets = new Set<net.Socket>();
      const proxy = net.createServer((socket) => {
        if (!up) return socket.destroy();
        const upstream = net.connect(upstreamAt);
        sockets.add(socket).add(upstream);
        socket.pipe(upstream).pipe(socket);
        const drop = () => {
          socket.destroy();
          upstream.destroy();
        };
        socket.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const via = new URL(real.url!);
      via.searchParams.delete('host');
      via.hostname = '127.0.0.1';
      via.port = String((proxy.address() as net.AddressInfo).port);
      const db = await openDatabase({ databaseUrl: via.toString(), poolMax: 2 });
      const t = await createTestApp({}, { sharedDb: db });
      try {
        const client = t.client();
        expect((await client.get('/api/artworks?approved=true')).status).toBe(200);
        up = false;
        for (const s of sockets) s.destroy();
        sockets.clear();
        const down = await client.get('/api/artworks?approved=true');
        expect(down.status).toBe(503);
        up = true;
        let back = 0;
        for (let i = 0; i < 20 && back !== 200; i++) {
          back = (await client.get('/api/artworks?approved=true')).status;
          if (back !== 200) await new Promise((r) => setTimeout(r, 100));
        }
        expect(back).toBe(200);
      } finally {
        await t.close();
        await db.close();
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
        await real.close();
      }
    },
  );
});
