import type { Knex } from 'knex';
import { approvalTarget, canMoveApproval, moderationActionOf } from '../../../contract/approval';
import type {
  Artwork,
  ArtworkCreateBody,
  ArtworkInput,
  ArtworkListQuery,
  ArtworkPatch,
  ArtworkUpdateBody,
} from '../../../contract/artwork';
import type { NewImageList } from '../../../contract/image-set';
import { ErrorCodes } from '../../../contract/errors';
import {
  canManageArtist,
  catalogueScope,
  isAdmin,
  requireAdmin,
  requireArtistOwner,
  requireRole,
  type Actor,
  type CatalogueScope,
} from '../../auth/permissions';
import type { ServiceDeps, DbDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { deleteStoredImagesAfterCommit } from '../../images/image-urls';
import type { StoreFiles } from '../../images/store-image';
import { mediumExists, specialtyExists } from '../reference/reference.service';
import { notifyArtworkModerated } from '../notifications/moderation-notices';
import { requireVerifiedEmail } from '../auth/email-verification.service';
import { softDeleteImagesOf } from './artwork-images.repo';
import { changeImages } from './artwork-images.service';
import { imageChangeOf, type ImageChange } from './image-change';
import { findArtworkAccess, lockArtwork, type ArtworkAccess } from './artwork-visibility.repo';
import * as writes from './artwork-writes.repo';
import * as repo from './artworks.repo';
import { insertStock, softDeleteStockOf, updateOriginalPrice } from './stock.repo';
import { tellFollowersOfArtwork } from '../follows/follower-news.service';
import { noteEdited, recordDecision } from '../moderation/moderation-log.service';

export function listArtworks(deps: ServiceDeps, actor: Actor | null, query: ArtworkListQuery) {
  return repo.listArtworks(deps.db, deps.storage, catalogueScope(actor), query);
}

/** A pending or rejected artwork is 404 for anyone but its artist and admins. */
export async function getArtwork(deps: ServiceDeps, actor: Actor | null, id: number): Promise<Artwork> {
  const artwork = await repo.findVisibleArtwork(deps.db, deps.storage, catalogueScope(actor), id);
  if (!artwork) throw new NotFoundError('Artwork');
  return artwork;
}

/**
 * The artworks among `ids` as GET /api/artworks/:id answers them to a viewer of this scope
 * (delta sync): public ones for `{ all: false, ownArtistId: null }`, plus the artist's own in any
 * status with `ownArtistId`. Missing and hidden ones are left out.
 */
export function artworksByIds(deps: ServiceDeps, scope: CatalogueScope, ids: number[]): Promise<Artwork[]> {
  return repo.findVisibleArtworks(deps.db, deps.storage, scope, ids);
}

/** Whose artwork each of `ids` is (deleted ones included). */
export function artistsOfArtworks(deps: ServiceDeps, ids: number[]): Promise<Map<number, number>> {
  return repo.artistsOfArtworks(deps.db, ids);
}

/** An artwork its artist or an admin manages (its history); 404 for anyone else, as for a missing id. */
export async function managedArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<ArtworkAccess> {
  const access = await findArtworkAccess(deps.db, catalogueScope(actor), id);
  if (!access || !canManageArtist(actor, access.artistId)) throw new NotFoundError('Artwork');
  return access;
}

/** The artwork a write targets: 404 when missing or hidden from the actor, 403 when not theirs. */
export async function artworkForWrite(
  { db }: DbDeps,
  actor: Actor | null,
  id: number,
): Promise<ArtworkAccess> {
  const access = await findArtworkAccess(db, catalogueScope(actor), id);
  if (!access) throw new NotFoundError('Artwork');
  requireArtistOwner(actor, access.artistId);
  return access;
}

/**
 * Artists create under their own live profile; admins for any artist (or their own profile).
 * Also asked before a create's images are processed, so a caller who may not create gets its
 * answer without making the server decode anything.
 */
export async function resolveArtistId(
  { db }: DbDeps,
  actor: Actor | null,
  requested: number | undefined,
): Promise<number> {
  if (actor && isAdmin(actor)) {
    const artistId = requested ?? actor.artistId;
    if (!artistId) throw new ValidationError({ artistId: 'Choose the artist this artwork belongs to' });
    if (!(await repo.artistIsLive(db, artistId))) throw new ValidationError({ artistId: 'Unknown artist' });
    return artistId;
  }
  const artist = requireRole(actor, 'bus_admin');
  if (artist.artistId === null) throw new ForbiddenError('Create your artist profile before adding artworks');
  await requireVerifiedEmail({ db }, artist.id);
  if (requested !== undefined && requested !== artist.artistId) {
    throw new ForbiddenError('You can only add artworks to your own artist profile');
  }
  return artist.artistId;
}

async function checkReferences(
  db: Knex,
  input: { mediumId?: number; specialtyId?: number | null },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.mediumId !== undefined && !(await mediumExists({ db }, input.mediumId)))
    fields.mediumId = 'Unknown medium';
  if (input.specialtyId != null && !(await specialtyExists({ db }, input.specialtyId)))
    fields.specialtyId = 'Unknown specialty';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

const blankToNull = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === '' ? null : value;

/** Only the fields sent; `artistId` and any approval status in a body are never taken. */
function artworkValues(input: ArtworkPatch): Partial<writes.ArtworkValues> {
  return {
    title: input.title,
    description: blankToNull(input.description),
    mediumId: input.mediumId,
    specialtyId: input.specialtyId,
    dimensions: blankToNull(input.dimensions),
    yearCreated: input.yearCreated,
    price: input.price,
    imageUrl: blankToNull(input.imageUrl),
  };
}

function newArtworkValues(input: ArtworkInput): writes.ArtworkValues {
  return {
    title: input.title,
    description: blankToNull(input.description) ?? null,
    mediumId: input.mediumId,
    specialtyId: input.specialtyId ?? null,
    dimensions: blankToNull(input.dimensions) ?? null,
    yearCreated: input.yearCreated ?? null,
    price: input.price,
    imageUrl: blankToNull(input.imageUrl) ?? null,
  };
}

/**
 * Applies an image change, taking the new files' stored images once it is allowed; the files of
 * removed images are deleted once the change commits.
 */
async function applyImages(
  deps: ServiceDeps,
  id: number,
  change: ImageChange,
  store: StoreFiles,
): Promise<void> {
  const upload = () => store(change.add.map((image) => image.file));
  const removed = await changeImages(deps, id, change, upload);
  deleteStoredImagesAfterCommit(deps.db, deps.storage, removed);
}

/** The id a new artwork will have, taken before its transaction (its images are stored under it). */
export function reserveArtworkId(deps: ServiceDeps): Promise<number> {
  return writes.reserveArtworkId(deps.db);
}

/**
 * Created pending, with its original in stock at the artwork's price ("originals in stock") and
 * the images sent with it (one request, so a retried create cannot leave an artwork without them).
 */
export async function createArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  body: ArtworkCreateBody,
  store: StoreFiles,
  newId?: number,
): Promise<Artwork> {
  const { images, ...input } = body;
  const change = imageChangeOf(images);
  const artistId = await resolveArtistId(deps, actor, input.artistId);
  await checkReferences(deps.db, input);
  const values = newArtworkValues(input);
  const id = await writes.insertArtwork(deps.db, artistId, values, newId);
  await insertStock(deps.db, id, {
    type: 'original',
    price: values.price,
    quantity: 1,
    dimensions: values.dimensions,
    isAvailable: true,
  });
  await applyImages(deps, id, change, store);
  return getArtwork(deps, actor, id);
}

/**
 * Edits fields and images in one transaction. An approved artwork stays approved: an admin
 * approved the artist's work, and edits are the artist's own (revoking is always possible).
 * The original's stock price follows the artwork's price.
 */
export async function updateArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  body: ArtworkUpdateBody,
  store: StoreFiles,
): Promise<Artwork> {
  const { images, ...patch } = body;
  const change = imageChangeOf(images);
  await artworkForWrite(deps, actor, id);
  await checkReferences(deps.db, patch);
  const values = artworkValues(patch);
  await writes.updateArtwork(deps.db, id, values);
  if (values.price !== undefined) await updateOriginalPrice(deps.db, id, values.price);
  await applyImages(deps, id, change, store);
  await noteEdited(deps, 'artworks', id);
  return getArtwork(deps, actor, id);
}

export async function addImages(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  images: NewImageList,
  store: StoreFiles,
): Promise<Artwork> {
  const change = imageChangeOf(images);
  await artworkForWrite(deps, actor, id);
  if (change.add.length === 0) throw new ValidationError({ images: 'Please upload at least one image' });
  await applyImages(deps, id, change, store);
  await noteEdited(deps, 'artworks', id);
  return getArtwork(deps, actor, id);
}

/** Soft delete, with its images and stock (the sync feed sends them as deletes); the image files go once it commits. */
export async function deleteArtwork(deps: ServiceDeps, actor: Actor | null, id: number): Promise<void> {
  await artworkForWrite(deps, actor, id);
  await writes.softDeleteArtwork(deps.db, id);
  deleteStoredImagesAfterCommit(deps.db, deps.storage, await softDeleteImagesOf(deps.db, id));
  await softDeleteStockOf(deps.db, id);
}

/**
 * Admins only, following contract/approval.ts; a refused move answers 409 with the current status.
 * The decision, with the optional reason of a reject or revoke, is kept for the artist's dashboard
 * and the artist is notified in the same transaction.
 */
export async function approveArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  approved: boolean,
  reason?: string | null,
): Promise<Artwork> {
  const admin = requireAdmin(actor);
  await lockArtwork(deps.db, id);
  const access = await findArtworkAccess(deps.db, catalogueScope(admin), id);
  if (!access) throw new NotFoundError('Artwork');
  const target = approvalTarget(approved);
  if (!canMoveApproval(access.approvalStatus, target)) {
    throw new ConflictError(
      `This artwork is already ${access.approvalStatus}`,
      ErrorCodes.INVALID_TRANSITION,
      {
        current: access.approvalStatus,
      },
    );
  }
  const action = moderationActionOf(access.approvalStatus, target);
  await writes.setApprovalStatus(deps.db, id, target, { action, reason: reason ?? null });
  await recordDecision(deps, { artworkId: id }, action, reason ?? null, admin.id);
  if (target === 'approved') await tellFollowersOfArtwork(deps, id);
  const artwork = await getArtwork(deps, admin, id);
  await notifyArtworkModerated(deps.db, artwork, action, reason ?? null);
  return artwork;
}
