import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';

/** Admin views of user accounts. */
export const userKeys = {
  all: ['users'] as const,
  artistUsers: () => [...userKeys.all, 'artist-users'] as const,
};

/** `GET /api/admin/artist-users` (admins only): every artist account with its profile state. */
export function fetchArtistUsers(signal?: AbortSignal) {
  return call(Endpoints.listArtistUsers, {}, { signal });
}

/** `data`: `{ items: ArtistUser[], total }`. */
export function artistUsersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.artistUsers(),
    queryFn: ({ signal }) => fetchArtistUsers(signal),
  });
}

export function useArtistUsers() {
  return useQuery(artistUsersQueryOptions());
}
