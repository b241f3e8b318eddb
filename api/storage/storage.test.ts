import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createMemoryStorage } from './memory-storage';
import { createS3Storage } from './s3-storage';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { InvalidStorageKeyError, contentTypeForKey, isValidKey, type Storage } from './storage';

const tempRoots: string[] = [];

async function localDriver(): Promise<Storage> {
  const root = await mkdtemp(path.join(tmpdir(), 'atelier-storage-'));
  tempRoots.push(root);
  return createLocalStorage({ root });
}

// One s3rver for the file, started by the first S3 test; each storage gets its own key prefix,
// so every test starts from an empty store as with the other drivers.
let s3Server: Promise<TestS3Server> | null = null;
let s3Stores = 0;
async function s3Driver(): Promise<Storage> {
  s3Server ??= startS3Server();
  const server = await s3Server;
  return createS3Storage({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    forcePathStyle: true,
    keyPrefix: `contract-${++s3Stores}`,
  });
}

afterAll(async () => {
  await Promise.all(tempRoots.map((root) => rm(root, { recursive: true, force: true })));
  if (s3Server) await (await s3Server).close();
});

const drivers: [string, () => Promise<Storage>][] = [
  ['local', localDriver],
  ['memory', async () => createMemoryStorage()],
  ['s3', s3Driver],
];

describe.each(drivers)('%s storage', (_name, makeStorage) => {
  it('reads back what it stored', async () => {
    const storage = await makeStorage();
    await storage.put('artworks/a1/b-640.webp', Buffer.from('pixels'), 'image/webp');
    const found = await storage.get('artworks/a1/b-640.webp');
    expect(found?.data.toString()).toBe('pixels');
    expect(found?.contentType).toBe('image/webp');
  });

  it('overwrites an existing key', async () => {
    const storage = await makeStorage();
    await storage.put('x.txt', Buffer.from('one'), 'text/plain; charset=utf-8');
    await storage.put('x.txt', Buffer.from('two'), 'text/plain; charset=utf-8');
    expect((await storage.get('x.txt'))?.data.toString()).toBe('two');
  });

  it('answers null for a missing key, including a "folder"', async () => {
    const storage = await makeStorage();
    await storage.put('a/b.webp', Buffer.from('1'), 'image/webp');
    expect(await storage.get('nope.webp')).toBeNull();
    expect(await storage.get('a')).toBeNull();
    expect(await storage.get('a/b.webp/c')).toBeNull();
  });

  it('deletes idempotently', async () => {
    const storage = await makeStorage();
    await storage.put('a/b.webp', Buffer.from('1'), 'image/webp');
    await storage.delete('a/b.webp');
    await storage.delete('a/b.webp');
    await storage.delete('never/was.webp');
    expect(await storage.get('a/b.webp')).toBeNull();
  });

  it('deletes by plain string prefix', async () => {
    const storage = await makeStorage();
    const keys = ['art/k1-320.webp', 'art/k1-640.webp', 'art/k10-320.webp', 'art/k2-320.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    await storage.put('art/k1/nested.webp', Buffer.from('n'), 'image/webp');

    await storage.deletePrefix('art/k1-');
    expect(await storage.get('art/k1-320.webp')).toBeNull();
    expect(await storage.get('art/k1-640.webp')).toBeNull();
    expect(await storage.get('art/k10-320.webp')).not.toBeNull();
    expect(await storage.get('art/k1/nested.webp')).not.toBeNull();

    await storage.deletePrefix('art/k1');
    expect(await storage.get('art/k10-320.webp')).toBeNull();
    expect(await storage.get('art/k1/nested.webp')).toBeNull();
    expect(await storage.get('art/k2-320.webp')).not.toBeNull();

    await storage.deletePrefix('art/');
    expect(await storage.get('art/k2-320.webp')).toBeNull();
    await storage.deletePrefix('missing/folder/');
  });

  it('lists what it stored, below a prefix, with the time it was written', async () => {
    const storage = await makeStorage();
    const before = Date.now() - 60_000;
    for (const key of ['artworks/1/a-320.webp', 'artworks/1/a-640.webp', 'artists/2/b-320.webp'])
      await storage.put(key, Buffer.from(key), 'image/webp');
    const all = [];
    for await (const entry of storage.list()) all.push(entry);
    expect(all.map((e) => e.key).sort()).toEqual([
      'artists/2/b-320.webp',
      'artworks/1/a-320.webp',
      'artworks/1/a-640.webp',
    ]);
    for (const entry of all) expect(entry.lastModified.getTime()).toBeGreaterThan(before);
    const artworks = [];
    for await (const entry of storage.list('artworks/')) artworks.push(entry.key);
    expect(artworks.sort()).toEqual(['artworks/1/a-320.webp', 'artworks/1/a-640.webp']);
  });

  it('builds public URLs', async () => {
    const storage = await makeStorage();
    expect(storage.url('artworks/k-640.webp')).toBe('/uploads/artworks/k-640.webp');
  });

  it.each([
    '../etc/passwd',
    'a/../b',
    '/abs.webp',
    'a\\b',
    'A.webp',
    'a//b',
    'a/',
    '',
    '.env',
    'a/.hidden',
    'a b',
    `${'a'.repeat(256)}/b.webp`,
  ])('rejects the invalid key %j', async (key) => {
    const storage = await makeStorage();
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(() => storage.url(key)).toThrow(InvalidStorageKeyError);
  });

  it.each(['', '/', '../', 'a/../', '/abs'])('rejects the prefix %j', async (prefix) => {
    const storage = await makeStorage();
    await expect(storage.deletePrefix(prefix)).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe('keys', () => {
  it('accepts the keys the image pipeline writes', () => {
    expect(isValidKey('artworks/0b6c5a8e-4d3f-4a8e-9a1e-3f2b1c0d9e8f-1280.webp')).toBe(true);
    expect(isValidKey('artists/12/profile_1.v2.jpg')).toBe(true);
  });

  it('derives the content type from the extension only', () => {
    expect(contentTypeForKey('a/b.webp')).toBe('image/webp');
    expect(contentTypeForKey('a.b/webp')).toBe('application/octet-stream');
    expect(contentTypeForKey('a/b.exe')).toBe('application/octet-stream');
  });
});
