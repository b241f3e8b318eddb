import type { ArtistImage } from '../../../contract/artist';
import { requireArtistOwner, requireUser, type Actor } from '../../auth/permissions';
import type { ServiceDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import { deleteStoredImagesAfterCommit } from '../../images/image-urls';
import * as repo from './artist-images.repo';
import { loadVisibleArtist } from './artists.service';

/** Images of an artist the viewer may see (approved, or the viewer's own, or any for admins). */
export async function listArtistImages(
  deps: ServiceDeps,
  actor: Actor | null,
  artistId: number,
): Promise<ArtistImage[]> {
  const artist = await loadVisibleArtist(deps, actor, artistId);
  return repo.listArtistImages(deps.db, deps.storage, artist.id);
}

/** 401 signed out, 404 when the image (or its unapproved artist) is not visible, 403 when not the owner. */
async function loadOwnImage(deps: ServiceDeps, actor: Actor | null, imageId: number): Promise<ArtistImage> {
  const user = requireUser(actor);
  const image = await repo.findArtistImage(deps.db, deps.storage, imageId);
  if (!image) throw new NotFoundError('Image');
  // An unapproved artist's images are as invisible to others as the artist itself.
  await loadVisibleArtist(deps, user, image.artistId).catch((err: unknown) => {
    throw err instanceof NotFoundError ? new NotFoundError('Image') : err;
  });
  requireArtistOwner(user, image.artistId);
  return image;
}

/** Makes the image the artist's one profile image. */
export async function setProfileImage(
  deps: ServiceDeps,
  actor: Actor | null,
  imageId: number,
): Promise<ArtistImage> {
  const image = await loadOwnImage(deps, actor, imageId);
  await repo.markProfileImage(deps.db, image.artistId, image.id);
  return (await repo.findArtistImage(deps.db, deps.storage, image.id))!;
}

/**
 * Soft-deletes the image row (it stays as a sync tombstone) and deletes its stored renditions once
 * the deletion commits: a rolled-back request keeps its files.
 */
export async function deleteArtistImage(
  deps: ServiceDeps,
  actor: Actor | null,
  imageId: number,
): Promise<void> {
  const image = await loadOwnImage(deps, actor, imageId);
  deleteStoredImagesAfterCommit(deps.db, deps.storage, await repo.softDeleteArtistImage(deps.db, image.id));
}
