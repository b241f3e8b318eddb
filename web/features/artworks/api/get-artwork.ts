import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artwork } from '../../../../contract/artwork';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artworks/{id}`; a missing artwork throws ApiError with status 404. */
export function fetchArtwork(id: number, options?: RequestOptions) {
  return getJson<Artwork>(`/api/artworks/${id}`, options);
}

export function artworkQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['/api/artworks', id] as const,
    queryFn: ({ signal }) => fetchArtwork(id, { signal }),
  });
}

export function useArtwork(id: number) {
  return useQuery(artworkQueryOptions(id));
}
