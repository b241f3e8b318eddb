import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { FollowState, SavedIds } from '@contract/follow';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';
import { pagedQueryOptions } from '@/lib/paged';

/**
 * Following artists and favourite artworks (issue 13, point 5). `savedIds` (whom the user follows,
 * what they favourited) drives every heart and Follow button; a toggle updates it at once and then
 * refreshes the lists and the artist's follower count.
 */
export const followKeys = {
  all: ['follows'] as const,
  savedIds: () => [...followKeys.all, 'ids'] as const,
  state: (artistId: number) => [...followKeys.all, 'state', artistId] as const,
  following: () => [...followKeys.all, 'following'] as const,
  favourites: () => [...followKeys.all, 'favourites'] as const,
};

/** The ids the signed-in user follows and favourited; only asked when signed in. */
export function savedIdsQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: followKeys.savedIds(),
    queryFn: ({ signal }) => call(Endpoints.savedIds, {}, { signal }),
    enabled: signedIn,
  });
}

export function useSavedIds(signedIn: boolean) {
  return useQuery(savedIdsQueryOptions(signedIn));
}

/** An artist's follower count and whether the caller follows them. */
export function followStateQueryOptions(artistId: number) {
  return queryOptions({
    queryKey: followKeys.state(artistId),
    queryFn: ({ signal }) => call(Endpoints.getFollowState, { params: { id: artistId } }, { signal }),
  });
}

export function followingQueryOptions() {
  return pagedQueryOptions(followKeys.following(), (cursor, signal) =>
    call(Endpoints.listFollowing, { query: { cursor } }, { signal }),
  );
}

export function favouritesQueryOptions() {
  return pagedQueryOptions(followKeys.favourites(), (cursor, signal) =>
    call(Endpoints.listFavourites, { query: { cursor } }, { signal }),
  );
}

/** `ids` with `id` added (first: newest) or removed. */
export function toggledIds(ids: readonly number[], id: number, on: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return on ? [id, ...rest] : rest;
}

/** Shows the change at once in every heart or button; `undo` puts the previous ids back. */
function optimistic(queryClient: QueryClient, field: keyof SavedIds, id: number, on: boolean) {
  const key = followKeys.savedIds();
  const before = queryClient.getQueryData<SavedIds>(key);
  if (before)
    queryClient.setQueryData<SavedIds>(key, { ...before, [field]: toggledIds(before[field], id, on) });
  return () => queryClient.setQueryData(key, before);
}

async function refresh(queryClient: QueryClient, list: readonly unknown[]) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: followKeys.savedIds() }),
    queryClient.invalidateQueries({ queryKey: list }),
  ]);
}

/** Follows or stops following; the answer (the new follower count) is cached for the profile. */
export async function setFollowing(
  queryClient: QueryClient,
  artistId: number,
  on: boolean,
): Promise<FollowState> {
  const undo = optimistic(queryClient, 'artistIds', artistId, on);
  try {
    const endpoint = on ? Endpoints.followArtist : Endpoints.unfollowArtist;
    const state = await call(endpoint, { params: { id: artistId } });
    queryClient.setQueryData(followKeys.state(artistId), state);
    await refresh(queryClient, followKeys.following());
    return state;
  } catch (error) {
    undo();
    throw error;
  }
}

export async function setFavourite(queryClient: QueryClient, artworkId: number, on: boolean): Promise<void> {
  const undo = optimistic(queryClient, 'artworkIds', artworkId, on);
  try {
    const endpoint = on ? Endpoints.favouriteArtwork : Endpoints.unfavouriteArtwork;
    await call(endpoint, { params: { id: artworkId } });
    await refresh(queryClient, followKeys.favourites());
  } catch (error) {
    undo();
    throw error;
  }
}
