import type { ArtistUser, ArtistUserListQuery, PublicUser } from '../../../contract/user';
import type { ServiceDeps } from '../../deps';
import type { Page } from '../../lib/keyset';
import { requireAdmin, type Actor } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { profileImageUrls } from '../artists/artists.service';
import * as repo from './users.repo';

/** What anyone may see of a user: never the email. */
export async function getPublicUser(deps: ServiceDeps, id: number): Promise<PublicUser> {
  const user = await repo.findPublicUser(deps.db, id);
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
