import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

// The contract every driver keeps is in storage.test.ts; this file checks what is S3's own.
let s3: TestS3Server;
let raw: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  raw = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  raw?.destroy();
  await s3?.close();
});

const storageWith = (options: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    ...options,
  });

const bucketKeys = async (prefix: string) =>
  ((await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key,
  );

describe('createS3Storage', () => {
  it('stores objects with their content type and a year of immutable caching', async () => {
    const storage = storageWith({ keyPrefix: 'meta' });
    await storage.put('artworks/k-640.webp', Buffer.from('img'), 'image/webp');
    const head = await raw.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'meta/artworks/k-640.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('keeps its keys under the key prefix, and its URLs without it', async () => {
    const mine = storageWith({ keyPrefix: 'tenant-a/' });
    const theirs = storageWith({ keyPrefix: 'tenant-b' });
    await mine.put('x/1.webp', Buffer.from('a'), 'image/webp');
    await theirs.put('x/1.webp', Buffer.from('b'), 'image/webp');
    expect(await bucketKeys('tenant-')).toEqual(['tenant-a/x/1.webp', 'tenant-b/x/1.webp']);
    expect((await mine.get('x/1.webp'))?.data.toString()).toBe('a');
    expect(mine.url('x/1.webp')).toBe('/uploads/x/1.webp');

    await mine.deletePrefix('x/');
    expect(await bucketKeys('tenant-')).toEqual(['tenant-b/x/1.webp']);
  });

  it('deletes a prefix across several list pages', async () => {
    const storage = storageWith({ keyPrefix: 'paged', listPageSize: 2 });
    const keys = ['p/1.webp', 'p/2.webp', 'p/3.webp', 'p/4.webp', 'p/5.webp', 'q/keep.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    await storage.deletePrefix('p/');
    expect(await bucketKeys('paged/')).toEqual(['paged/q/keep.webp']);
  });

  it('opens an object as a stream with its ETag, and answers notModified for that ETag', async () => {
    const storage = storageWith({ keyPrefix: 'open' });
    await storage.put('a/b.webp', Buffer.from('stream me'), 'image/webp');
    const opened = await storage.open!('a/b.webp');
    if (!opened || opened.notModified) throw new Error('expected the object');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('stream me');
    expect(opened).toMatchObject({ contentType: 'image/webp', contentLength: 9 });
    expect(opened.etag).toMatch(/^"/);

    expect(await storage.open!('a/b.webp', { ifNoneMatch: opened.etag })).toEqual({
      notModified: true,
      etag: opened.etag,
    });
    expect(await storage.open!('a/missing.webp')).toBeNull();
    expect(await storage.open!('../a/b.webp')).toBeNull();
  });

  it('fails loudly when the bucket does not exist', async () => {
    const storage = storageWith({ bucket: 'no-such-bucket' });
    await expect(storage.put('a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
