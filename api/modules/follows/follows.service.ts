import type { Artist } from '../../../contract/artist';
import type { Artwork } from '../../../contract/artwork';
import type { FavouriteState, FollowState, SavedIds } from '../../../contract/follow';
import type { PagingQuery } from '../../../contract/paging';
import { requireUser, type Actor } from '../../auth/permissions';
import type { ServiceDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { Page } from '../../lib/keyset';
import { publicArtistsByIds } from '../artists/artists.service';
import { artworksByIds } from '../artworks/artworks.service';
import * as repo from './follows.repo';

/**
 * Following artists and favourite artworks (issue 13, point 5). Only public artists can be followed
 * and only public artworks saved (404 otherwise, as their pages are); stopping is always possible.
 */

export async function getFollowState(
  deps: ServiceDeps,
  actor: Actor | null,
  artistId: number,
): Promise<FollowState> {
  if (!(await repo.isPublicArtist(deps.db, artistId))) throw new NotFoundError('Artist');
  return repo.followState(deps.db, actor?.id ?? null, artistId);
}

export async function followArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  artistId: number,
): Promise<FollowState> {
  const user = requireUser(actor);
  if (!(await repo.isPublicArtist(deps.db, artistId))) throw new NotFoundError('Artist');
  await repo.follow(deps.db, user.id, artistId);
  return repo.followState(deps.db, user.id, artistId);
}

export async function unfollowArtist(
  deps: ServiceDeps,
  actor: Actor | null,
  artistId: number,
): Promise<FollowState> {
  const user = requireUser(actor);
  await repo.unfollow(deps.db, user.id, artistId);
  return repo.followState(deps.db, user.id, artistId);
}

export async function favouriteArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  artworkId: number,
): Promise<FavouriteState> {
  const user = requireUser(actor);
  if (!(await repo.isPublicArtwork(deps.db, artworkId))) throw new NotFoundError('Artwork');
  await repo.favourite(deps.db, user.id, artworkId);
  return { favourite: true };
}

export async function unfavouriteArtwork(
  deps: ServiceDeps,
  actor: Actor | null,
  artworkId: number,
): Promise<FavouriteState> {
  const user = requireUser(actor);
  await repo.unfavourite(deps.db, user.id, artworkId);
  return { favourite: false };
}

/** Rows in the order of `ids` (the loaders answer in their own order). */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listFollowing(
  deps: ServiceDeps,
  actor: Actor | null,
  query: PagingQuery,
): Promise<Page<Artist>> {
  const user = requireUser(actor);
  const page = await repo.followingPage(deps.db, user.id, query);
  const artists = await publicArtistsByIds(deps, user, page.items);
  return { ...page, items: inOrder(page.items, artists) };
}

export async function listFavourites(
  deps: ServiceDeps,
  actor: Actor | null,
  query: PagingQuery,
): Promise<Page<Artwork>> {
  const user = requireUser(actor);
  const page = await repo.favouritesPage(deps.db, user.id, query);
  const artworks = await artworksByIds(deps, { all: false, ownArtistId: null }, page.items);
  return { ...page, items: inOrder(page.items, artworks) };
}

export function savedIds(deps: ServiceDeps, actor: Actor | null): Promise<SavedIds> {
  return repo.savedIds(deps.db, requireUser(actor).id);
}
