import type { ArtworkImage } from '@contract/artwork';
import type { ImageVariant } from '@contract/common';
import type { ImageType } from '@contract/enums';
import type { ImageSetChange, NewImageChange } from '@contract/image-set';
import type { ImageProblem } from './image-files';
import { primaryAfterChange, primaryImage } from '@contract/primary-image';

/** An image of the artwork form: one already saved, or a new file with its local preview. */
export type ImageSetItem =
  | { key: string; kind: 'existing'; id: number; url: string; variants: ImageVariant[] }
  | { key: string; kind: 'new'; file: File; previewUrl: string };

export interface ImageSet {
  items: ImageSetItem[];
  /** The item shown first everywhere; exactly one while there are images. */
  primaryKey: string | null;
  /** Saved images the artist removed, sent as `{id, remove: true}` changes. */
  removedIds: number[];
}

export const emptyImageSet: ImageSet = { items: [], primaryKey: null, removedIds: [] };

/** The saved images of an artwork, its primary one (else the first) marked. */
export function imageSetFrom(images: readonly ArtworkImage[]): ImageSet {
  const items: ImageSetItem[] = images.map((image) => ({
    key: `saved-${image.id}`,
    kind: 'existing',
    id: image.id,
    url: image.imageUrl,
    variants: image.variants,
  }));
  const primary = primaryImage(images);
  return { items, primaryKey: primary ? `saved-${primary.id}` : null, removedIds: [] };
}

/** Adds new images; the first image of an empty set becomes primary (spec section 4). */
export function addImages(set: ImageSet, added: ImageSetItem[]): ImageSet {
  if (!added.length) return set;
  const items = [...set.items, ...added];
  const keys = (list: ImageSetItem[]) => list.map((item) => item.key);
  return { ...set, items, primaryKey: primaryAfterChange(set.primaryKey, keys(set.items), keys(added)) };
}

/** Removes an image; removing the primary makes the first remaining image primary (spec section 4). */
export function removeImage(set: ImageSet, key: string): ImageSet {
  const removed = set.items.find((item) => item.key === key);
  if (!removed) return set;
  const items = set.items.filter((item) => item.key !== key);
  const primaryKey = primaryAfterChange(
    set.primaryKey,
    items.map((item) => item.key),
  );
  const removedIds = removed.kind === 'existing' ? [...set.removedIds, removed.id] : set.removedIds;
  return { items, primaryKey, removedIds };
}

export function setPrimaryImage(set: ImageSet, key: string): ImageSet {
  return set.items.some((item) => item.key === key) ? { ...set, primaryKey: key } : set;
}

/** The artwork form's image rules (spec section 5): at least one image, and a primary one. */
export function imageSetProblem(set: ImageSet): ImageProblem | null {
  if (!set.items.length) {
    return { title: 'Images required', description: 'Please upload at least one image for your artwork.' };
  }
  if (!set.items.some((item) => item.key === set.primaryKey)) {
    return { title: 'Primary image required', description: 'Please select a primary image.' };
  }
  return null;
}

export function newItems(set: ImageSet): Array<Extract<ImageSetItem, { kind: 'new' }>> {
  return set.items.filter((item): item is Extract<ImageSetItem, { kind: 'new' }> => item.kind === 'new');
}

/** What `imageSetChanges` reads: saved images by id, new ones with their file (and, for profiles, description and type). */
export type EncodableImage =
  | { key: string; kind: 'existing'; id: number }
  | { key: string; kind: 'new'; file: File; description?: string; imageType?: ImageType };

export interface EncodableImageSet {
  items: readonly EncodableImage[];
  /** null when the set has no primary image (artist profile images). */
  primaryKey: string | null;
  removedIds: readonly number[];
}

/**
 * The one encoder of an image set (artworks and artist profiles) for a multipart body
 * (contract/image-set.ts): the body's `images` changes and the files they refer to by index. New
 * images say whether they are primary (when the set has a primary); a saved image is named only
 * when it becomes primary or is removed.
 */
export function imageSetChanges(set: EncodableImageSet): { images: ImageSetChange; files: File[] } {
  const images: ImageSetChange = [];
  const files: File[] = [];
  for (const item of set.items) {
    const primary = set.primaryKey !== null && item.key === set.primaryKey;
    if (item.kind === 'existing') {
      if (primary) images.push({ id: item.id, primary: true });
      continue;
    }
    const change: NewImageChange = { file: files.length };
    if (set.primaryKey !== null) change.primary = primary;
    const description = item.description?.trim();
    if (description) change.description = description;
    if (item.imageType) change.type = item.imageType;
    images.push(change);
    files.push(item.file);
  }
  for (const id of set.removedIds) images.push({ id, remove: true });
  return { images, files };
}
