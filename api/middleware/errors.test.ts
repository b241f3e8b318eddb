import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { errorMiddleware } from './errors';

/** A tiny app whose only route throws what the test hands it, behind the real error middleware. */
let thrown: unknown;
let server: http.Server;
let base: string;
beforeAll(async () => {
  const app = new Koa();
  app.use(errorMiddleware(createLogger('silent')));
  app.use(() => {
    throw thrown;
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const withCode = (message: string, code?: string, name?: string) =>
  Object.assign(new Error(message), code ? { code } : {}, name ? { name } : {});

describe('database faults become 503 with Retry-After', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection that took too long to open', withCode('timeout expired')],
    ['a statement without an answer', withCode('select * from artworks - Query read timeout')],
    ['a connection that ended', withCode('Connection terminated unexpectedly')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a full pool', withCode('Knex: Timeout acquiring a connection', undefined, 'KnexTimeoutError')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
  ])('%s', async (_label, error) => {
    thrown = error;
    const res = await fetch(`${base}/api/anything`);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('keeps other failures a 500 that shows no internals', async () => {
    thrown = new Error('secret internals');
    const res = await fetch(`${base}/api/anything`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret');
  });
});
