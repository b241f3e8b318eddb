import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  assertValidPrefix,
  contentTypeForKey,
  isValidKey,
  type ListedObject,
  type OpenedObject,
  type Storage,
  type StoredObject,
} from './storage';

export interface LocalStorageOptions {
  /** Folder holding the files, e.g. `${DATA_DIR}/uploads`. Created on first write. */
  root: string;
  /** URL path (or absolute base URL) the HTTP layer serves `root` under. */
  publicPath?: string;
}

/**
 * Absolute path of `key` under `root`, or null when the key is invalid, so the HTTP layer can
 * stream the file (koa-send, `fs.createReadStream`) without its own path checks.
 */
export function resolveLocalPath(root: string, key: string): string | null {
  if (!isValidKey(key)) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

/**
 * Disk driver. The content type is not stored: `get` derives it from the key's extension,
 * exactly as a static file server does, so keys should carry their extension.
 */
export function createLocalStorage({ root, publicPath = '/uploads' }: LocalStorageOptions): Storage {
  const base = path.resolve(root);
  const urlBase = publicPath.replace(/\/+$/, '');

  function pathOf(key: string): string {
    assertValidKey(key);
    return path.join(base, key);
  }

  return {
    async put(key, data) {
      await writeAtomic(pathOf(key), data);
    },
    async get(key): Promise<StoredObject | null> {
      const data = await readIfExists(pathOf(key));
      return data ? { data, contentType: contentTypeForKey(key) } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      await removeByPrefix(base, prefix);
    },
    url(key) {
      assertValidKey(key);
      return `${urlBase}/${key}`;
    },
    async *list(prefix = '') {
      for await (const { key, lastModified } of walk(base, '')) {
        if (key.startsWith(prefix)) yield { key, lastModified };
      }
    },
    // The fast path for `GET /uploads/<key>`: one stat, then the file is streamed from disk.
    async open(key): Promise<OpenedObject | null> {
      const file = resolveLocalPath(base, key);
      if (!file) return null;
      const stats = await statIfExists(file);
      if (!stats?.isFile()) return null;
      return {
        notModified: false,
        body: createReadStream(file),
        contentType: contentTypeForKey(key),
        contentLength: stats.size,
        etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        lastModified: stats.mtime,
      };
    },
  };
}

async function statIfExists(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    // A key too long for the file system cannot have been stored: missing, not a server error.
    if (MISSING_CODES.has(errorCode(error)) || errorCode(error) === 'ENAMETOOLONG') return null;
    throw error;
  }
}

// Readers never see a half-written file: the temp file lives in the target folder (same
// file system, so rename is atomic) and is fsynced before the rename.
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (MISSING_CODES.has(errorCode(error))) return null;
    throw error;
  }
}

// String-prefix semantics (as on S3): `a/b` removes `a/b.webp`, `a/bc/d.webp` and `a/b/…`;
// every entry of the parent folder whose name starts with the last segment matches.
async function removeByPrefix(base: string, prefix: string): Promise<void> {
  const slash = prefix.lastIndexOf('/');
  const dir = path.join(base, prefix.slice(0, slash + 1));
  const namePrefix = prefix.slice(slash + 1);
  if (namePrefix === '') {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  const names = await listIfExists(dir);
  const matching = names.filter((name) => name.startsWith(namePrefix));
  await Promise.all(matching.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
}

/** Every file below `dir` as a key relative to `base` (dot-files, such as temp files, are not keys). */
async function* walk(base: string, dir: string): AsyncGenerator<ListedObject> {
  for (const name of await listIfExists(path.join(base, dir))) {
    const key = dir ? `${dir}/${name}` : name;
    if (!isValidKey(key)) continue;
    const stats = await statIfExists(path.join(base, key));
    if (stats?.isDirectory()) yield* walk(base, key);
    else if (stats?.isFile()) yield { key, lastModified: stats.mtime };
  }
}

async function listIfExists(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (MISSING_CODES.has(errorCode(error))) return [];
    throw error;
  }
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
}
