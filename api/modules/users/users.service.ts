import type { ArtistUser, PublicUser } from '../../../contract/user';
import { requireAdmin, type Actor } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import type { ServiceDeps } from '../../deps';
import { profileImageUrls } from '../artists/artists.service';
import * as repo from './users.repo';

/** What anyone may see of a user: never the email. */
export async function getPublicUser(deps: ServiceDeps, id: number): Promise<PublicUser> {
  const user = await repo.findPublicUser(deps.db, id);
  if (!user) throw new NotFoundError('User');
  return user;
}

/** Admins only: every artist account with its profile state and avatar (admin artist management). */
export async function listArtistUsers(deps: ServiceDeps, actor: Actor | null): Promise<ArtistUser[]> {
  requireAdmin(actor);
  const users = await repo.listArtistUsers(deps.db);
  const ids = users.flatMap((u) => (u.artistId !== undefined ? [u.artistId] : []));
  const images = await profileImageUrls(deps, ids);
  return users.map((u) => ({
    ...u,
    profileImageUrl: u.artistId !== undefined ? (images.get(u.artistId) ?? null) : null,
  }));
}
