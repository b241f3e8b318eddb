import type { Knex } from 'knex';
import { approvalTarget, canMoveApproval, moderationActionOf } from '../../../contract/approval';
import type {
  Artist,
  ArtistListQuery,
  ArtistProfileBody,
  ArtistProfileInput,
} from '../../../contract/artist';
import type { NewImageList } from '../../../contract/image-set';
import { ErrorCodes } from '../../../contract/errors';
import {
  canManageArtist,
  canSeeEmail,
  canSeeUnapproved,
  requireAdmin,
  requireArtistOrAdmin,
  requireArtistOwner,
  requireUser,
  unapprovedArtistScope,
  type Actor,
} from '../../auth/permissions';
import type { DbDeps, ServiceDeps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { StoreFiles } from '../../images/store-image';
import { insertArtistImages } from './artist-images.repo';
import type { Page } from '../../lib/keyset';
import * as writes from './artist-writes.repo';
import * as repo from './artists.repo';
import { notifyArtistModerated } from '../notifications/moderation-notices';
import { noteEdited, recordDecision } from '../moderation/moderation-log.service';
import { isPublicArtistRow } from '../../visibility/public-visibility';

/** Drops the email unless the viewer is the artist or an admin. */
function present(actor: Actor | null, artist: repo.ArtistRecord): Artist {
  if (canSeeEmail(actor, artist.userId)) return artist;
  const { email: _email, ...rest } = artist;
  return rest;
}

/** An artist the viewer may see: unapproved profiles are 404 for everyone but their owner and admins. */
export async function loadVisibleArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<repo.ArtistRecord> {
  const artist = await repo.findArtist(deps.db, deps.storage, id);
  if (!artist) throw new NotFoundError('Artist');
  if (!isPublicArtistRow(artist) && !canSeeUnapproved(actor, artist.id)) throw new NotFoundError('Artist');
  return artist;
}

async function reload(deps: ServiceDeps, actor: Actor, id: number): Promise<Artist> {
  const artist = await repo.findArtist(deps.db, deps.storage, id);
  if (!artist) throw new NotFoundError('Artist');
  return present(actor, artist);
}

export async function listArtists(
  deps: ServiceDeps,
  actor: Actor | null,
  query: ArtistListQuery,
): Promise<Page<Artist>> {
  const filter: repo.ArtistFilter = {
    unapproved: unapprovedArtistScope(actor),
    approvedOnly: query.approved === 'true',
  };
  if (query.userId !== undefined) filter.userId = query.userId;
  if (query.search) filter.search = query.search;
  if (query.specialty) filter.specialty = query.specialty;
  if (query.hasArtworks === 'true') filter.hasArtworks = true;
  const page = await repo.listArtists(deps.db, deps.storage, filter, {
    sort: query.sort ?? 'recent',
    limit: query.limit,
    cursor: query.cursor,
    offset: query.offset,
  });
  return { ...page, items: page.items.map((a) => present(actor, a)) };
}

export async function getArtist(deps: ServiceDeps, actor: Actor | null, id: number): Promise<Artist> {
  return present(actor, await loadVisibleArtist(deps, actor, id));
}

/**
 * The public (approved, live) artists among `ids`, as GET /api/artists/:id answers them to this
 * viewer (delta sync); others are left out.
 */
export async function publicArtistsByIds(
  deps: ServiceDeps,
  actor: Actor | null,
  ids: number[],
): Promise<Artist[]> {
  const artists = await repo.findApprovedArtists(deps.db, deps.storage, ids);
  return artists.map((a) => present(actor, a));
}

/**
 * An artist profile, in any approval state, for its artist or an admin (its history); 404 for
 * anyone else, as for a missing id.
 */
export async function managedArtist(deps: ServiceDeps, actor: Actor | null, id: number): Promise<Artist> {
  const artist = await repo.findArtist(deps.db, deps.storage, id);
  if (!artist || !canManageArtist(actor, artist.id)) throw new NotFoundError('Artist');
  return artist;
}

/** The signed-in user's own profile, in any approval state. */
export async function getMyArtist(deps: ServiceDeps, actor: Actor | null): Promise<Artist> {
  const user = requireUser(actor);
  if (user.artistId === null) throw new NotFoundError('Artist profile');
  return reload(deps, user, user.artistId);
}

/** Profile image URLs of the given artists, for lists that show avatars (the admin's artist users). */
export function profileImageUrls(
  deps: ServiceDeps,
  artistIds: number[],
): Promise<Map<number, string | null>> {
  return repo.findProfileImageUrls(deps.db, deps.storage, artistIds);
}

/** Specialty names as the specialties table spells them; any unknown name is a 400 naming it. */
async function canonicalSpecialties(db: Knex, names: string[]): Promise<string[]> {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  const known = await writes.findSpecialtyNames(db, unique);
  const unknown = unique.filter((n) => !known.has(n.toLowerCase()));
  if (unknown.length > 0)
    throw new ValidationError({ specialties: `Unknown specialties: ${unknown.join(', ')}` });
  return unique.map((n) => known.get(n.toLowerCase())!);
}

async function toChanges(db: Knex, profile: ArtistProfileInput): Promise<writes.ArtistChanges> {
  const changes: writes.ArtistChanges = {};
  if (profile.bio !== undefined) changes.bio = profile.bio || null;
  if (profile.portfolioUrl !== undefined) changes.portfolioUrl = profile.portfolioUrl || null;
  if (profile.specialties !== undefined)
    changes.specialties = await canonicalSpecialties(db, profile.specialties);
  if (profile.socialLinks !== undefined) {
    // Blank links are not links: the form sends every field, filled or not.
    changes.socialLinks = Object.fromEntries(Object.entries(profile.socialLinks).filter(([, v]) => v));
  }
  return changes;
}

/** Takes the stored uploads, then appends their rows after the current images. */
async function appendImages(
  deps: ServiceDeps,
  artistId: number,
  images: NewImageList | undefined,
  store: StoreFiles,
): Promise<void> {
  if (!images || images.length === 0) return;
  const files = images.map((image) => image.file);
  if (new Set(files).size < files.length) throw new ValidationError({ images: 'A file is listed twice' });
  const stored = await store(files);
  await insertArtistImages(
    deps.db,
    artistId,
    stored.map((s, i) => ({
      stored: s,
      description: images[i]!.description || undefined,
      imageType: images[i]!.type ?? 'portfolio',
    })),
  );
}

/** The id a new profile will have, taken before its transaction (its images are stored under it). */
export function reserveArtistId(deps: ServiceDeps): Promise<number> {
  return writes.reserveArtistId(deps.db);
}

/**
 * Who may create a profile: an artist or admin without one yet. A caller who already has one gets
 * 409 with its id, so a client that lost the first answer can switch to PATCH. Also asked before
 * the images are processed.
 */
export async function checkCanCreateArtist(deps: ServiceDeps, actor: Actor | null): Promise<Actor> {
  const user = requireArtistOrAdmin(actor);
  const existing = await repo.findArtistIdByUser(deps.db, user.id);
  if (existing !== null) {
    throw new ConflictError('You already have an artist profile', ErrorCodes.DUPLICATE, {
      artistId: existing,
    });
  }
  return user;
}

/** The profile a write targets: 404 when missing or hidden from the actor, 403 when not theirs. */
export async function artistForWrite(deps: ServiceDeps, actor: Actor | null, id: number): Promise<Artist> {
  const user = requireUser(actor);
  const artist = await loadVisibleArtist(deps, user, id);
  requireArtistOwner(user, artist.id);
  return artist;
}

/** The empty profile a bus_admin gets at sign-up: pending until an admin approves it. */
export async function openPendingProfile({ db }: DbDeps, userId: number): Promise<number> {
  return writes.insertArtist(db, userId, {});
}

/** Creates the caller's own profile, pending until an admin approves it. */
export async function createArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  body: ArtistProfileBody,
  store: StoreFiles,
  newId?: number,
): Promise<Artist> {
  const user = await checkCanCreateArtist(deps, actor);
  const { images, ...profile } = body;
  const id = await writes.insertArtist(deps.db, user.id, await toChanges(deps.db, profile), newId);
  await appendImages(deps, id, images, store);
  return reload(deps, user, id);
}

/** Updates a profile (owner or admin); new images are appended. */
export async function updateArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  body: ArtistProfileBody,
  store: StoreFiles,
): Promise<Artist> {
  const user = requireUser(actor);
  const artist = await artistForWrite(deps, user, id);
  const { images, ...profile } = body;
  await writes.updateArtist(deps.db, artist.id, await toChanges(deps.db, profile));
  await appendImages(deps, artist.id, images, store);
  await noteEdited(deps, 'artists', artist.id);
  return reload(deps, user, artist.id);
}

/**
 * Admins approve (approved, verified) or reject/revoke (rejected, not verified). Repeating a
 * decision changes nothing. A change keeps the decision and its optional reason for the artist's
 * dashboard and notifies the artist in the same transaction.
 */
export async function approveArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  approved: boolean,
  reason?: string | null,
): Promise<Artist> {
  const admin = requireAdmin(actor);
  const artist = await repo.findArtist(deps.db, deps.storage, id);
  if (!artist) throw new NotFoundError('Artist');
  const target = approvalTarget(approved);
  if (canMoveApproval(artist.approvalStatus, target)) {
    const action = moderationActionOf(artist.approvalStatus, target);
    await writes.setApproval(deps.db, id, target, approved, { action, reason: reason ?? null });
    await recordDecision(deps, { artistId: id }, action, reason ?? null, admin.id);
    await notifyArtistModerated(deps.db, artist.userId, action, reason ?? null);
  } else if (artist.isVerified !== approved) {
    await writes.setApproval(deps.db, id, target, approved);
  }
  return reload(deps, admin, id);
}
