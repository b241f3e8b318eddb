import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';
import { InvalidImageError } from '../images/process-image';
import { renditionKey, storeImage, type StoredImage, type StoreFiles } from '../images/store-image';
import { onRollback } from '../lib/http';
import type { UploadedFileLike } from '../middleware/transaction';
import type { Storage } from '../storage/storage';

/**
 * The upload side effect, in one place. Files arrive as temporary files (api/middleware/body.ts,
 * removed when the request ends); a service asks for some of them to be stored through the
 * `StoreFiles` built here, once its checks have passed. Each is checked and re-encoded (WebP
 * renditions); a file that is not a real JPEG/PNG/WebP/GIF answers 415 naming it and removes what
 * was stored so far. If the request's transaction does not commit, the stored renditions are
 * deleted again: nothing is half-saved.
 */

/** Uploaded files of one multipart field, in the order they were sent. */
export function filesOf(ctx: Context, field: string): UploadedFileLike[] {
  const list = allFiles(ctx)[field];
  return Array.isArray(list) ? list : list ? [list] : [];
}

/** Every uploaded file of the request, whatever its field. */
export function uploadedFiles(ctx: Context): UploadedFileLike[] {
  return Object.values(allFiles(ctx)).flatMap((f) => (Array.isArray(f) ? f : [f]));
}

function allFiles(ctx: Context): Record<string, UploadedFileLike | UploadedFileLike[]> {
  return (ctx.request as { files?: Record<string, UploadedFileLike | UploadedFileLike[]> }).files ?? {};
}

/** Stores `files` under `prefix` (see above). */
export async function storeUploads(
  ctx: Context,
  storage: Storage,
  files: readonly UploadedFileLike[],
  prefix: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  const removeAll = async () => {
    await Promise.allSettled(
      stored.flatMap((s) => s.sizes.map((w) => storage.delete(renditionKey(s.key, w)))),
    );
  };
  try {
    for (const file of files) {
      const name = file.originalFilename || 'upload';
      try {
        stored.push(await storeImage(storage, await readFile(file.filepath), prefix));
      } catch (err) {
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

/** What a service gets to store the request's files: file indexes -> stored images. */
export function fileStore(ctx: Context, storage: Storage, files: readonly UploadedFileLike[]): StoreFiles {
  return (indexes, prefix) =>
    storeUploads(
      ctx,
      storage,
      indexes.map((i) => files[i]!),
      prefix,
    );
}
