import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';
import { ImageTooLargeError, InvalidImageError } from '../images/process-image';
import { renditionKey, storeImage, type StoredImage, type StoreFiles } from '../images/store-image';
import { onCommit, onRollback } from '../lib/http';
import type { UploadedFileLike } from '../middleware/transaction';
import type { Storage } from '../storage/storage';

/**
 * The upload side effect, in one place. Files arrive as temporary files (api/middleware/body.ts,
 * removed when the request ends). A route's `prepare` step (api/lib/route.ts) stores the files its
 * body refers to through `prepareUploads`, before the write transaction opens: each is checked,
 * decoded and re-encoded (WebP renditions) through the bounded image pool, so no CPU-heavy work
 * holds a database connection. A file that is not a real JPEG/PNG/WebP/GIF answers 415 naming it,
 * one too large to decode 413 naming it, and what was stored so far is removed. The service then
 * takes the stored images inside the short transaction, which only inserts rows. If the
 * transaction does not commit the stored renditions are deleted again, and prepared files the
 * change did not use are deleted once it has: nothing is half-saved or left behind.
 */

/** The uploaded files of each multipart field, in the order they were sent. */
export function filesByField(ctx: Context): Record<string, UploadedFileLike[]> {
  return Object.fromEntries(
    Object.entries(allFiles(ctx)).map(([field, list]) => [field, Array.isArray(list) ? list : [list]]),
  );
}

/** The request's files as its body refers to them (set by the body middleware's decoder). */
export function requestFiles(ctx: Context): UploadedFileLike[] {
  return (ctx.state.requestFiles as UploadedFileLike[] | undefined) ?? [];
}

export function setRequestFiles(ctx: Context, files: UploadedFileLike[]): void {
  ctx.state.requestFiles = files;
}

/** Every `file` index in a parsed body, with its path (`images.1.file`). */
export function fileRefs(value: unknown, path: string[] = []): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => fileRefs(v, [...path, String(i)]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'file' && path.length > 0 ? [[[...path, k].join('.'), v]] : fileRefs(v, [...path, k]),
  ) as Array<[string, unknown]>;
}

/** The `file` indexes a parsed body refers to, in order and without repeats. */
export function referencedFiles(body: unknown): number[] {
  const indexes = fileRefs(body)
    .map(([, index]) => index)
    .filter((index): index is number => typeof index === 'number');
  return [...new Set(indexes)];
}

/** Every uploaded file of the request, whatever its field. */
export function uploadedFiles(ctx: Context): UploadedFileLike[] {
  return Object.values(allFiles(ctx)).flatMap((f) => (Array.isArray(f) ? f : [f]));
}

function allFiles(ctx: Context): Record<string, UploadedFileLike | UploadedFileLike[]> {
  return (ctx.request as { files?: Record<string, UploadedFileLike | UploadedFileLike[]> }).files ?? {};
}

function removeImages(storage: Storage, images: readonly StoredImage[]): Promise<unknown> {
  return Promise.allSettled(
    images.flatMap((image) => image.sizes.map((w) => storage.delete(renditionKey(image.key, w)))),
  );
}

/** Stores `files` under `prefix` (see above), one after the other through the image pool. */
async function storeUploads(
  ctx: Context,
  storage: Storage,
  files: readonly UploadedFileLike[],
  prefix: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  const removeAll = async () => {
    await removeImages(storage, stored);
  };
  try {
    for (const file of files) {
      const name = file.originalFilename || 'upload';
      try {
        stored.push(await storeImage(storage, await readFile(file.filepath), prefix));
      } catch (err) {
        if (err instanceof ImageTooLargeError) {
          throw new HttpError(
            413,
            `${name} is too large: ${lowerFirst(err.message)}`,
            ErrorCodes.PAYLOAD_TOO_LARGE,
            {
              [name]: err.message,
            },
          );
        }
        if (err instanceof InvalidImageError) {
          throw new HttpError(
            415,
            `${name} is not a supported image (JPEG, PNG, WebP or GIF)`,
            ErrorCodes.UNSUPPORTED_MEDIA_TYPE,
            { [name]: 'Not a supported image' },
          );
        }
        throw err;
      }
    }
  } catch (err) {
    await removeAll();
    throw err;
  }
  onRollback(ctx, removeAll);
  return stored;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A route's `prepare` step for uploads: stores the request's files at `indexes` (their positions in
 * its file list; by default every file its body refers to) under `prefix` before the write
 * transaction opens, and gives what the service uses inside it: file indexes -> the images stored
 * for them (see above).
 */
export async function prepareUploads(
  storage: Storage,
  { ctx, files, body }: { ctx: Context; files: readonly UploadedFileLike[]; body?: unknown },
  prefix: string,
  indexes: readonly number[] = referencedFiles(body),
): Promise<StoreFiles> {
  const chosen = [...new Set(indexes)];
  const stored = await storeUploads(
    ctx,
    storage,
    chosen.map((i) => files[i]!),
    prefix,
  );
  const byIndex = new Map(chosen.map((index, n) => [index, stored[n]!]));
  const taken = new Set<number>();
  onCommit(ctx, () =>
    removeImages(
      storage,
      chosen.filter((i) => !taken.has(i)).map((i) => byIndex.get(i)!),
    ).then(() => undefined),
  );
  return async (wanted) =>
    wanted.map((index) => {
      const image = byIndex.get(index);
      if (!image) throw new Error(`File ${index} was not prepared before the transaction`);
      taken.add(index);
      return image;
    });
}
