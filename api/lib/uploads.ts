import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { ErrorCodes } from '../../contract/errors';
import type { ImageVariant } from '../../contract/common';
import { HttpError } from '../errors';
import { InvalidImageError } from '../images/process-image';
import {
  defaultImageUrl,
  imageVariants,
  renditionKey,
  storeImage,
  type StoredImage,
} from '../images/store-image';
import type { UploadedFileLike } from '../middleware/transaction';
import type { Storage } from '../storage/storage';
import { onRollback } from './http';

/** Uploaded files of one multipart field (`images`), in the order they were sent. */
export function filesOf(ctx: Context, field: string): UploadedFileLike[] {
  const files =
    (ctx.request as { files?: Record<string, UploadedFileLike | UploadedFileLike[]> }).files ?? {};
  const list = files[field];
  return Array.isArray(list) ? list : list ? [list] : [];
}

/**
 * Checks and stores every upload (re-encoded WebP renditions) before anything is written to the
 * database. A file that is not a real JPEG/PNG/WebP/GIF answers 415 naming it. If the request's
 * transaction does not commit, the stored renditions are deleted again: nothing is half-saved.
 */
export async function storeUploads(
  ctx: Context,
  storage: Storage,
  files: UploadedFileLike[],
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

/** Deletes an image's renditions once the row that pointed at them is gone. */
export async function deleteStoredImage(
  storage: Storage,
  key: string | null,
  sizes: readonly number[],
): Promise<void> {
  if (!key) return;
  await Promise.allSettled(sizes.map((w) => storage.delete(renditionKey(key, w))));
}

/** Row columns (image_key, image_url, sizes) -> the API's imageUrl + variants. */
export function imageFields(
  storage: Storage,
  row: { image_key: string | null; image_url: string | null; sizes: number[] | null },
): { imageUrl: string | null; variants: ImageVariant[] } {
  if (row.image_key && row.sizes && row.sizes.length > 0) {
    return {
      imageUrl: defaultImageUrl(storage, row.image_key, row.sizes),
      variants: imageVariants(storage, row.image_key, row.sizes),
    };
  }
  return { imageUrl: row.image_url ?? null, variants: [] };
}
