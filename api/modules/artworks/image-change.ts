import { isNewImage, type ImageSetChange } from '../../../contract/image-set';
import { ValidationError } from '../../errors';

export interface NewImage {
  /** The upload's index in the request's file list. */
  file: number;
  description: string | null;
  primary: boolean;
}

/** One change to an artwork's image set, applied as a whole or not at all. */
export interface ImageChange {
  add: NewImage[];
  removeIds: number[];
  primaryId?: number | undefined;
}

/**
 * The image-set change of a request (contract/image-set.ts) as the change applied here: new
 * images in the order listed, kept images removed or made primary. A file used twice, an image
 * named twice or an image both removed and made primary is a 400 on `images`.
 */
export function imageChangeOf(set: ImageSetChange | undefined): ImageChange {
  const change: ImageChange = { add: [], removeIds: [] };
  const files = new Set<number>();
  const ids = new Set<number>();
  for (const item of set ?? []) {
    if (isNewImage(item)) {
      if (files.has(item.file)) throw new ValidationError({ images: `File ${item.file} is listed twice` });
      files.add(item.file);
      change.add.push({
        file: item.file,
        description: item.description || null,
        primary: item.primary === true,
      });
      continue;
    }
    if (ids.has(item.id)) throw new ValidationError({ images: `Image ${item.id} is listed twice` });
    ids.add(item.id);
    if (item.remove && item.primary)
      throw new ValidationError({ images: 'An image cannot be both removed and made primary' });
    if (item.remove) change.removeIds.push(item.id);
    else if (item.primary) {
      if (change.primaryId !== undefined)
        throw new ValidationError({ images: 'Choose only one primary image' });
      change.primaryId = item.id;
    }
  }
  return change;
}
