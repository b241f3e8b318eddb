import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createLocalStorage } from '../storage/local-storage';
import { createMemoryStorage } from '../storage/memory-storage';
import { createS3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { errorMiddleware } from './errors';
import { uploadsMiddleware } from './static';

let s3: TestS3Server;
let localRoot = '';
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(tmpdir(), 'atelier-uploads-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(localRoot, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local', () => createLocalStorage({ root: localRoot })],
  ['memory (served through get)', () => createMemoryStorage()],
  [
    's3',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('GET /uploads/* from %s storage', (_name, makeStorage) => {
  let storage: Storage;
  let server: http.Server;
  let base = '';
  const bytes = Buffer.from('RIFF....WEBPVP8 pixels');
  const url = '/uploads/artworks/k1-640.webp';

  beforeAll(async () => {
    storage = makeStorage();
    await storage.put('artworks/k1-640.webp', bytes, 'image/webp');
    const app = new Koa();
    app.use(errorMiddleware(createLogger('silent')));
    app.use(uploadsMiddleware(storage));
    app.use((ctx) => {
      ctx.status = 418; // reached only when the uploads middleware passes the request on
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('streams the file with its type, a year of immutable caching and an ETag', async () => {
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('answers a revalidation with the same ETag with 304 and no body', async () => {
    const etag = (await fetch(base + url)).headers.get('etag')!;
    // What a browser sends when it revalidates (fetch() with If-None-Match alone adds `no-cache`).
    const res = await fetch(base + url, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    const changed = await fetch(base + url, { headers: { 'If-None-Match': '"something-else"' } });
    expect(changed.status).toBe(200);
    expect(Buffer.from(await changed.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(base + url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(await res.text()).toBe('');
  });

  it('answers 404 for a missing key and a "folder"', async () => {
    for (const missing of ['/uploads/artworks/nope.webp', '/uploads/artworks', '/uploads/artworks/']) {
      const res = await fetch(base + missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('cache-control'), missing).toBeNull();
    }
  });

  it.each([
    '/uploads/%2E.webp',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/artworks%2fk1-640.webp',
    '/uploads/ARTWORKS/K1-640.WEBP',
    '/uploads/a//b.webp',
    '/uploads/.env',
    '/uploads/a/.hidden',
    `/uploads/${'a'.repeat(600)}.webp`,
    `/uploads/${'a'.repeat(300)}/b.webp`,
  ])('answers 404, never a 500, for the bad key %s', async (bad) => {
    const res = await fetch(base + bad);
    expect(res.status).toBe(404);
  });

  it('passes other paths and methods on', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(418);
    expect((await fetch(base + url, { method: 'POST' })).status).toBe(418);
  });
});
