import type { ArtistUser, ArtistUserCounts, ArtistUserListQuery, PublicUser } from '../../../contract/user';
import type { ServiceDeps } from '../../deps';
import type { Page } from '../../lib/keyset';
import { isAdmin, requireAdmin, type Actor } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { profileImageUrls } from '../artists/artists.service';
import * as repo from './users.repo';

/** What anyone may see of a user: never the email. */
/**
 * A user's public fields, for what a public profile shows: only accounts behind an approved, live
 * artist profile can be looked up by others (collectors, pending artists and admins are not
 * discoverable); a user may read their own, and admins any.
 */
export async function getPublicUser(deps: ServiceDeps, actor: Actor | null, id: number): Promise<PublicUser> {
  const mayReadAny = actor !== null && (actor.id === id || isAdmin(actor));
  const user = mayReadAny
    ? await repo.findPublicUser(deps.db, id)
    : await repo.findPublicArtistUser(deps.db, id);
  if (!user) throw new NotFoundError('User');
  return user;
}

/** Admins only: every artist account with its profile state and avatar (admin artist management). */
export async function listArtistUsers(
  deps: ServiceDeps,
  actor: Actor | null,
  query: ArtistUserListQuery,
): Promise<Page<ArtistUser>> {
  requireAdmin(actor);
  const page = await repo.listArtistUsers(deps.db, query);
  const ids = page.items.flatMap((u) => (u.artistId !== undefined ? [u.artistId] : []));
  const images = await profileImageUrls(deps, ids);
  return {
    ...page,
    items: page.items.map((u) => ({
      ...u,
      profileImageUrl: u.artistId !== undefined ? (images.get(u.artistId) ?? null) : null,
    })),
  };
}

/** Admins only: the artist accounts by profile state (the management screen's counters). */
export async function countArtistUsers(deps: ServiceDeps, actor: Actor | null): Promise<ArtistUserCounts> {
  requireAdmin(actor);
  return repo.countArtistUsers(deps.db);
}
