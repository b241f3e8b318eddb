import type { Knex } from 'knex';
import type { ImageVariant } from '../../contract/common';
import { afterCommit } from '../lib/after-commit';
import type { Storage } from '../storage/storage';
import { defaultImageUrl, imageVariants, renditionKey } from './store-image';

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

/** A stored image whose row was deleted: its base key and rendition widths. */
export interface RemovedImage {
  key: string | null;
  sizes: readonly number[];
}

/**
 * Deletes the renditions of images whose rows `db`'s transaction deleted, once it has committed: a
 * rolled-back delete keeps its files. (The rows stay as sync tombstones; their URLs answer 404.)
 */
export function deleteStoredImagesAfterCommit(
  db: Knex,
  storage: Storage,
  images: readonly RemovedImage[],
): void {
  if (!images.some((image) => image.key)) return;
  afterCommit(db, () =>
    Promise.allSettled(images.map((image) => deleteStoredImage(storage, image.key, image.sizes))),
  );
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
