import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '../../../../contract/artist';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artists/{id}`; a missing artist throws ApiError with status 404. */
export function fetchArtist(id: number, options?: RequestOptions) {
  return getJson<Artist>(`/api/artists/${id}`, options);
}

export function artistQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['/api/artists', id] as const,
    queryFn: ({ signal }) => fetchArtist(id, { signal }),
  });
}

export function useArtist(id: number) {
  return useQuery(artistQueryOptions(id));
}
