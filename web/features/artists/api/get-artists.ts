import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist, ArtistListQuery } from '../../../../contract/artist';
import { buildUrl, getList, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artists?…` (approved, userId, search, specialty, sort, limit, offset). */
export function fetchArtists(params: ArtistListQuery = {}, options?: RequestOptions) {
  return getList<Artist>(buildUrl('/api/artists', params), options);
}

/** Key `['/api/artists', params]`: invalidate `['/api/artists']` to refresh every artist list and profile. */
export function artistsQueryOptions(params: ArtistListQuery = {}) {
  return queryOptions({
    queryKey: ['/api/artists', params] as const,
    queryFn: ({ signal }) => fetchArtists(params, { signal }),
  });
}

/** `data`: `{ items: Artist[], total }`. */
export function useArtists(params: ArtistListQuery = {}) {
  return useQuery(artistsQueryOptions(params));
}
