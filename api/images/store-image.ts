import { randomUUID } from 'node:crypto';
import type { ImageVariant } from '../../contract/common';
import type { Storage } from '../storage/storage';
import { detectImage } from './detect-image';
import { imagePool } from './image-pool';
import { InvalidImageError, processImage, type ProcessImageOptions } from './process-image';

export interface StoredImage {
  /** Base key; each rendition lives at `${key}-${width}.webp`. */
  key: string;
  width: number;
  height: number;
  /** Rendition widths, ascending. */
  sizes: number[];
}

const PREFERRED_WIDTH = 1280;

export function renditionKey(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/**
 * Checks, re-encodes and stores an upload under a fresh key below `prefix` (e.g. `artworks`).
 * Throws InvalidImageError for anything that is not a decodable JPEG, PNG, WebP or GIF; on any
 * failure the renditions already written are deleted.
 */
export async function storeImage(
  storage: Storage,
  buffer: Buffer,
  prefix: string,
  options: ProcessImageOptions = {},
): Promise<StoredImage> {
  if (!(await detectImage(buffer))) {
    throw new InvalidImageError('The file is not a JPEG, PNG, WebP or GIF image');
  }
  const image = await imagePool.run(() => processImage(buffer, options));
  const key = `${prefix}/${randomUUID()}`;
  const attempted: string[] = [];
  try {
    for (const rendition of image.renditions) {
      const renditionPath = renditionKey(key, rendition.width);
      attempted.push(renditionPath);
      await storage.put(renditionPath, rendition.data, 'image/webp');
    }
  } catch (error) {
    await deleteQuietly(storage, attempted);
    throw error;
  }
  const sizes = image.renditions.map((rendition) => rendition.width);
  return { key, width: image.width, height: image.height, sizes };
}

// The original error is what the caller needs; a failed cleanup only leaves orphan files.
async function deleteQuietly(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Every rendition with its URL, narrowest first (for `srcset`). */
export function imageVariants(storage: Storage, key: string, sizes: readonly number[]): ImageVariant[] {
  return [...sizes]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: storage.url(renditionKey(key, width)) }));
}

/** URL of the 1280 rendition, else the widest below it, else the narrowest. */
export function defaultImageUrl(storage: Storage, key: string, sizes: readonly number[]): string {
  if (sizes.length === 0) throw new RangeError(`Image ${key} has no renditions`);
  const below = sizes.filter((width) => width <= PREFERRED_WIDTH);
  const width = below.length > 0 ? Math.max(...below) : Math.min(...sizes);
  return storage.url(renditionKey(key, width));
}

/**
 * The images stored for some of the request's uploaded files (by their index in its file list, in
 * that order). The HTTP side (api/http/uploads.ts) processes and stores them before the request's
 * transaction opens (415 for a file that is not an image, 413 for one too large to decode) and
 * removes them if the transaction rolls back; a service calls it once its checks have passed.
 */
export type StoreFiles = (files: readonly number[]) => Promise<StoredImage[]>;
