import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import {
  assertValidKey,
  assertValidPrefix,
  contentTypeForKey,
  IMMUTABLE_CACHE_CONTROL,
  isValidKey,
  type OpenedObject,
  type Storage,
  type StoredObject,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, Ceph, s3rver…); unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, shared profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Prepended to every key in the bucket (e.g. `atelier/`), so one bucket can hold several stores. */
  keyPrefix?: string;
  /** URL path (or absolute base URL) the HTTP layer serves the files under. */
  publicPath?: string;
  /** Keys listed per ListObjects page by `deletePrefix` (S3's maximum, 1000, by default). */
  listPageSize?: number;
}

/**
 * The S3 driver. Objects carry their content type and the immutable Cache-Control header, so a
 * CDN in front of the bucket could serve them as they are; the app serves them under the same
 * `/uploads/<key>` URLs as the local driver.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, publicPath = '/uploads', listPageSize = 1000 } = options;
  const keyPrefix = normalizeKeyPrefix(options.keyPrefix);
  const urlBase = publicPath.replace(/\/+$/, '');
  // The SDK (about a second of a start on a loaded machine) loads with the first request to the
  // bucket, not with every start of the server: most installs keep uploads on the local disk.
  const sdk = lazy(() => import('@aws-sdk/client-s3'));
  const client = lazy(async () => {
    const { S3Client } = await sdk();
    return new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API requires them (DeleteObjects): S3-compatible servers differ in
      // their support of the newer default (CRC32 trailers on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  const send: S3Client['send'] = async (command: never) => (await client()).send(command);

  /**
   * Every object whose key starts with `fullPrefix`, page by page. ListObjects (v1) continues with
   * Marker = the last key seen: every S3-compatible server has it, while v2's continuation tokens
   * fail on some (s3rver mints them with DES, which OpenSSL 3 lacks).
   */
  async function* listObjects(fullPrefix: string) {
    let marker: string | undefined;
    for (;;) {
      const { ListObjectsCommand } = await sdk();
      const page = await send(
        new ListObjectsCommand({ Bucket: bucket, Prefix: fullPrefix, MaxKeys: listPageSize, Marker: marker }),
      );
      const objects = (page.Contents ?? []).filter((object) => object.Key);
      yield* objects;
      if (!page.IsTruncated || objects.length === 0) break;
      marker = objects[objects.length - 1]!.Key;
    }
  }

  function objectKey(key: string): string {
    assertValidKey(key);
    return keyPrefix + key;
  }

  async function getObject(
    key: string,
    ifNoneMatch?: string,
  ): Promise<GetObjectCommandOutput | 'missing' | 'not-modified'> {
    const { GetObjectCommand } = await sdk();
    try {
      return await send(
        new GetObjectCommand({ Bucket: bucket, Key: keyPrefix + key, IfNoneMatch: ifNoneMatch }),
      );
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 404 || errorName(error) === 'NoSuchKey') return 'missing';
      if (status === 304) return 'not-modified';
      throw error;
    }
  }

  return {
    async put(key, data, contentType) {
      const { PutObjectCommand } = await sdk();
      await send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType || contentTypeForKey(key),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key): Promise<StoredObject | null> {
      assertValidKey(key);
      const found = await getObject(key);
      if (found === 'missing' || found === 'not-modified' || !found.Body) return null;
      const data = Buffer.from(await found.Body.transformToByteArray());
      return { data, contentType: found.ContentType || contentTypeForKey(key) };
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      await send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      // List everything first, then delete: a listing continued after its keys were deleted is
      // not portable across S3-compatible servers.
      const { DeleteObjectsCommand } = await sdk();
      const keys: string[] = [];
      for await (const object of listObjects(keyPrefix + prefix)) keys.push(object.Key!);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const result = await send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `S3 DeleteObjects failed for ${failed.length} key(s), e.g. ${failed[0]?.Key}: ${failed[0]?.Code}`,
          );
        }
      }
    },
    url(key) {
      assertValidKey(key);
      return `${urlBase}/${key}`;
    },
    async *list(prefix = '') {
      for await (const object of listObjects(keyPrefix + prefix)) {
        yield { key: object.Key!.slice(keyPrefix.length), lastModified: object.LastModified ?? new Date(0) };
      }
    },
    async open(key, { ifNoneMatch } = {}): Promise<OpenedObject | null> {
      if (!isValidKey(key)) return null;
      const found = await getObject(key, ifNoneMatch || undefined);
      if (found === 'missing') return null;
      if (found === 'not-modified') return { notModified: true, etag: ifNoneMatch ?? '' };
      if (!(found.Body instanceof Readable)) return null;
      return {
        notModified: false,
        body: found.Body,
        contentType: found.ContentType || contentTypeForKey(key),
        contentLength: found.ContentLength,
        etag: found.ETag,
        lastModified: found.LastModified,
      };
    },
  };
}

/** Runs `load` once, on first use, and keeps its promise. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** The DeleteObjects limit. */
const DELETE_BATCH = 1000;

/** `atelier` and `atelier/` both mean the folder `atelier/`; empty means the bucket's root. */
function normalizeKeyPrefix(prefix: string | undefined): string {
  if (!prefix) return '';
  const folder = prefix.endsWith('/') ? prefix : `${prefix}/`;
  assertValidPrefix(folder);
  return folder;
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}
