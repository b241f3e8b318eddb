import type { ArtworkImage } from '../../../contract/artwork';
import { MAX_ARTWORK_IMAGES } from '../../../contract/constants';
import { ErrorCodes } from '../../../contract/errors';
import { catalogueScope, type Actor } from '../../auth/permissions';
import { HttpError, NotFoundError, ValidationError } from '../../errors';
import type { RemovedImage } from '../../images/image-urls';
import type { StoredImage } from '../../images/store-image';
import {
  imageSlots,
  insertImages,
  listVisibleImages,
  setPrimaryImage,
  softDeleteImages,
  type ImageSlot,
} from './artwork-images.repo';
import { findArtworkAccess, touchArtwork } from './artwork-visibility.repo';
import { primaryImage } from '../../../contract/primary-image';
import type { ServiceDeps, DbDeps } from '../../deps';
import type { ImageChange } from './image-change';

export type { ImageChange } from './image-change';

/** Stores the new files (in `add` order); called only once the change is known to be allowed. */
export type Upload = () => Promise<StoredImage[]>;

/** `GET /api/artwork-images`: images of artworks the viewer may see; a hidden artwork is 404. */
export async function listImages(
  deps: ServiceDeps,
  actor: Actor | null,
  artworkId?: number,
): Promise<ArtworkImage[]> {
  const scope = catalogueScope(actor);
  if (artworkId !== undefined && !(await findArtworkAccess(deps.db, scope, artworkId))) {
    throw new NotFoundError('Artwork');
  }
  return listVisibleImages(deps.db, deps.storage, scope, artworkId);
}

/** The rules of spec section 4 and the 8-image cap; returns the images that stay. */
function checkChange(slots: ImageSlot[], change: ImageChange): ImageSlot[] {
  const own = new Set(slots.map((slot) => slot.id));
  const foreign = change.removeIds.find((id) => !own.has(id));
  if (foreign !== undefined) {
    throw new ValidationError({ images: `Image ${foreign} is not an image of this artwork` });
  }
  const remaining = slots.filter((slot) => !change.removeIds.includes(slot.id));
  if (change.primaryId !== undefined && !remaining.some((slot) => slot.id === change.primaryId)) {
    throw new ValidationError({
      images: 'The primary image must be one of the images this artwork keeps',
    });
  }
  const primaries =
    change.add.filter((image) => image.primary).length + (change.primaryId !== undefined ? 1 : 0);
  if (primaries > 1) throw new ValidationError({ images: 'Choose only one primary image' });
  if (remaining.length + change.add.length > MAX_ARTWORK_IMAGES) {
    throw new HttpError(400, `Maximum ${MAX_ARTWORK_IMAGES} images allowed`, ErrorCodes.TOO_MANY_FILES);
  }
  return remaining;
}

/**
 * Exactly one primary while there are images: the one chosen, else the current one if it stays,
 * else the first remaining by position (the first image added, for a new set).
 */
function choosePrimary(remaining: ImageSlot[], newIds: number[], change: ImageChange): number | null {
  if (change.primaryId !== undefined) return change.primaryId;
  const marked = change.add.findIndex((image) => image.primary);
  if (marked >= 0) return newIds[marked] ?? null;
  return primaryImage(remaining)?.id ?? newIds[0] ?? null;
}

/**
 * Applies an image change inside the request's transaction. The artwork row is locked (and its
 * version bumped) first, so two concurrent uploads cannot both pass the cap. Files are stored only after every check passed
 * and before any row is written (storeUploads removes them again if the transaction rolls back).
 * Returns the removed images, whose files the caller deletes once the transaction commits.
 */
export async function changeImages(
  { db }: DbDeps,
  artworkId: number,
  change: ImageChange,
  upload: Upload,
): Promise<RemovedImage[]> {
  if (change.add.length === 0 && change.removeIds.length === 0 && change.primaryId === undefined) return [];
  await touchArtwork(db, artworkId);
  const slots = await imageSlots(db, artworkId);
  const remaining = checkChange(slots, change);
  const stored = change.add.length > 0 ? await upload() : [];
  const removed = await softDeleteImages(db, artworkId, change.removeIds);
  const nextPosition = Math.max(0, ...slots.map((slot) => slot.position + 1));
  const newImages = stored.map((image, i) => ({
    stored: image,
    description: change.add[i]?.description ?? null,
  }));
  const newIds = await insertImages(db, artworkId, newImages, nextPosition);
  const primary = choosePrimary(remaining, newIds, change);
  if (primary !== null) await setPrimaryImage(db, artworkId, primary);
  return removed;
}
