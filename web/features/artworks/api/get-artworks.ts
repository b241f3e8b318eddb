import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artwork, ArtworkListQuery } from '../../../../contract/artwork';
import { buildUrl, getList, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artworks?…` (approved, artistId, search, medium, specialty, min/maxPrice, sort, limit, offset). */
export function fetchArtworks(params: ArtworkListQuery = {}, options?: RequestOptions) {
  return getList<Artwork>(buildUrl('/api/artworks', params), options);
}

/** Key `['/api/artworks', params]`: invalidate `['/api/artworks']` to refresh every artwork list and detail. */
export function artworksQueryOptions(params: ArtworkListQuery = {}) {
  return queryOptions({
    queryKey: ['/api/artworks', params] as const,
    queryFn: ({ signal }) => fetchArtworks(params, { signal }),
  });
}

/** `data`: `{ items: Artwork[], total }`. */
export function useArtworks(params: ArtworkListQuery = {}) {
  return useQuery(artworksQueryOptions(params));
}
