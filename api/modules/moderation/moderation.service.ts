import type { Artist } from '../../../contract/artist';
import type { Artwork } from '../../../contract/artwork';
import { ErrorCodes } from '../../../contract/errors';
import type { ModerationHistory } from '../../../contract/moderation';
import { requireUser, type Actor } from '../../auth/permissions';
import type { ServiceDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { artistForWrite, getArtist, managedArtist } from '../artists/artists.service';
import { artworkForWrite, getArtwork, managedArtwork } from '../artworks/artworks.service';
import { notifyAdmins } from '../notifications/notify';
import * as repo from './moderation.repo';

type Kind = 'artwork' | 'artist profile';

/**
 * Refuses a resubmission in words: only a rejected (or revoked) item, and only once the artist has
 * edited it since the admin's decision, so the admin is never asked to look at the same thing twice.
 */
function checkResubmittable(kind: Kind, state: repo.ReviewState | null): void {
  if (!state) throw new NotFoundError(kind === 'artwork' ? 'Artwork' : 'Artist');
  if (state.approvalStatus !== 'rejected') {
    throw new ConflictError(
      `Only a rejected ${kind} can be submitted for review again; this one is ${state.approvalStatus}`,
      ErrorCodes.INVALID_TRANSITION,
      { current: state.approvalStatus },
    );
  }
  const edited = !!state.editedAt && (!state.moderatedAt || state.editedAt > state.moderatedAt);
  if (!edited) {
    throw new ConflictError(
      `Edit your ${kind} to address the admin's reason before submitting it for review again`,
      ErrorCodes.INVALID_TRANSITION,
      { current: state.approvalStatus },
    );
  }
}

async function tellAdmins(deps: ServiceDeps, title: string, note: string | null, link: string) {
  await notifyAdmins(deps.db, { title, body: note?.trim() || null, link });
}

/** 'Submit for review again' on an artwork: back to pending, in the history, and the admins are told. */
export async function resubmitArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  note?: string | null,
): Promise<Artwork> {
  const user = requireUser(actor);
  await artworkForWrite(deps, user, id);
  checkResubmittable('artwork', await repo.lockReviewState(deps.db, 'artworks', id));
  await repo.backToPending(deps.db, 'artworks', id);
  await repo.recordModerationEvent(deps.db, { artworkId: id }, 'resubmitted', note ?? null, user.id);
  const artwork = await getArtwork(deps, user, id);
  await tellAdmins(
    deps,
    `"${artwork.title}" by ${artwork.artistName} was submitted for review again`,
    note ?? null,
    '/admin/artworks',
  );
  return artwork;
}

/** 'Submit for review again' on a rejected artist profile. */
export async function resubmitArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
  note?: string | null,
): Promise<Artist> {
  const user = requireUser(actor);
  const artist = await artistForWrite(deps, user, id);
  checkResubmittable('artist profile', await repo.lockReviewState(deps.db, 'artists', id));
  await repo.backToPending(deps.db, 'artists', id);
  await repo.recordModerationEvent(deps.db, { artistId: id }, 'resubmitted', note ?? null, user.id);
  await tellAdmins(
    deps,
    `${artist.displayName}'s artist profile was submitted for review again`,
    note ?? null,
    '/admin/artists',
  );
  return getArtist(deps, user, id);
}

/** An artwork's history, for its artist and admins; anyone else gets 404 as for a missing id. */
export async function artworkHistory(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<ModerationHistory> {
  await managedArtwork(deps, actor, id);
  return { items: await repo.moderationHistory(deps.db, { artworkId: id }) };
}

/** An artist profile's history, for the artist and admins. */
export async function artistHistory(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<ModerationHistory> {
  await managedArtist(deps, actor, id);
  return { items: await repo.moderationHistory(deps.db, { artistId: id }) };
}
