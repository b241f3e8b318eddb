import type { Readable } from 'node:stream';

/**
 * Storage for uploaded files, addressed by key (e.g. `artworks/1f0c…-640.webp`).
 *
 * Drivers, chosen by `UPLOADS_DRIVER` in `create-storage.ts`:
 * - `local-storage.ts` (disk under `UPLOADS_DIR`, the default);
 * - `s3-storage.ts` (an S3-compatible bucket, so several instances share one store):
 *   put = PutObject with `Cache-Control: public, max-age=31536000, immutable` (keys are never
 *   rewritten: a new upload gets a new key); get = GetObject, null on NoSuchKey; delete =
 *   DeleteObject (idempotent on S3); deletePrefix = ListObjects page by page, then
 *   DeleteObjects in batches of 1000;
 * - `memory-storage.ts` (unit tests).
 *
 * Public URLs are `/uploads/<key>` whatever the driver: the app serves that path from the
 * configured storage (`uploadsMiddleware`), so a URL stored in the database stays valid when an
 * installation moves from disk to a bucket.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key that starts with `prefix` (a plain string prefix, as on S3). */
  deletePrefix(prefix: string): Promise<void>;
  /** Public URL the browser loads the file from. */
  url(key: string): string;
  /**
   * Every stored key below `prefix` (a plain string prefix; everything without one) with the time
   * it was written, in no particular order. The sweep of unreferenced files reads it.
   */
  list(prefix?: string): AsyncIterable<ListedObject>;
  /**
   * Optional streaming read for the HTTP layer (`GET /uploads/<key>`): null when the key is
   * missing or invalid, never a throw for a bad key. With `ifNoneMatch` equal to the object's
   * ETag a driver may answer `notModified` without a body. Drivers without it are served
   * through `get`.
   */
  open?(key: string, options?: OpenOptions): Promise<OpenedObject | null>;
}

/** Uploads are content-addressed (a new upload gets a new key), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface OpenOptions {
  /** The request's If-None-Match header, passed on so S3 can answer 304 without the bytes. */
  ifNoneMatch?: string;
}

export type OpenedObject =
  | {
      notModified: false;
      body: Readable;
      contentType: string;
      contentLength?: number;
      etag?: string;
      lastModified?: Date;
    }
  | { notModified: true; etag: string };

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

// Segments may not start with a dot: no `..`, no hidden files, and the local driver's
// `.tmp-*` files can never collide with a key.
const SEGMENT = '[a-z0-9_-][a-z0-9_.-]*';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const PREFIX_PATTERN = new RegExp(`^(?:${SEGMENT}/)*(?:${SEGMENT}|${SEGMENT}/)$`);
const MAX_KEY_LENGTH = 512;

// A file name on disk (and in s3rver) is at most 255 bytes; no driver accepts a longer segment.
const MAX_SEGMENT_LENGTH = 255;
const segmentsFit = (key: string) => key.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH);

/** A key is `[a-z0-9/_.-]+`, relative, without empty segments, `..` or dot-files. */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..') && segmentsFit(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

/** A prefix is a key or a key followed by `/`; never empty, so nobody wipes the whole store. */
export function assertValidPrefix(prefix: string): void {
  const valid =
    prefix.length <= MAX_KEY_LENGTH &&
    PREFIX_PATTERN.test(prefix) &&
    !prefix.includes('..') &&
    segmentsFit(prefix);
  if (!valid) throw new InvalidStorageKeyError(prefix);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** Content type implied by the key's extension (what a static file server would send). */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot + 1) : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
