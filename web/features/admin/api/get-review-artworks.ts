import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artwork } from '../../../../contract/artwork';
import type { ArtworkStatusFilter } from '../../../../contract/enums';
import { buildUrl, getList, type RequestOptions } from '../../../lib/api-client';

/**
 * `GET /api/artworks?status=…`: for an admin, artworks in every approval state. The status is
 * always in the key (even 'all', which the API reads as no filter) so the admin's lists never share
 * a cache entry with the public, approved-only lists under `['/api/artworks', …]`.
 */
export function fetchReviewArtworks(status: ArtworkStatusFilter, options?: RequestOptions) {
  return getList<Artwork>(buildUrl('/api/artworks', { status }), options);
}

/** Under `['/api/artworks']`, so invalidating every artwork list refreshes these too. */
export function reviewArtworksQueryOptions(status: ArtworkStatusFilter) {
  return queryOptions({
    queryKey: ['/api/artworks', { status }] as const,
    queryFn: ({ signal }) => fetchReviewArtworks(status, { signal }),
  });
}

/** `data`: `{ items: Artwork[], total }`. */
export function useReviewArtworks(status: ArtworkStatusFilter) {
  return useQuery(reviewArtworksQueryOptions(status));
}
