import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import { pagedQueryOptions } from '@/lib/paged';

/**
 * Following artists and favourite artworks (issue 13, point 5). `savedIds` (whom the user follows,
 * what they favourited) drives every heart and Follow button; a toggle updates it at once and then
 * refreshes the lists and the artist's follower count (web/api/follow-writes.ts, loaded with the first
 * tap).
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
    queryFn: ({ signal }) => read(Endpoints.savedIds, {}, { signal }),
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
    queryFn: ({ signal }) => read(Endpoints.getFollowState, { params: { id: artistId } }, { signal }),
  });
}

export function followingQueryOptions() {
  return pagedQueryOptions(followKeys.following(), (cursor, signal) =>
    read(Endpoints.listFollowing, { query: { cursor } }, { signal }),
  );
}

export function favouritesQueryOptions() {
  return pagedQueryOptions(followKeys.favourites(), (cursor, signal) =>
    read(Endpoints.listFavourites, { query: { cursor } }, { signal }),
  );
}
