import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
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
});
