import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistUser } from '../../../../contract/user';
import { getList, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/admin/artist-users` (admins only): every artist account with its profile state. */
export function fetchArtistUsers(options?: RequestOptions) {
  return getList<ArtistUser>('/api/admin/artist-users', options);
}

export const artistUsersQueryKey = ['/api/admin/artist-users'] as const;

export function artistUsersQueryOptions() {
  return queryOptions({
    queryKey: artistUsersQueryKey,
    queryFn: ({ signal }) => fetchArtistUsers({ signal }),
  });
}

/** `data`: `{ items: ArtistUser[], total }`. */
export function useArtistUsers() {
  return useQuery(artistUsersQueryOptions());
}
