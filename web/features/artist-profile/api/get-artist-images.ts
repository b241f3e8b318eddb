import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistImage } from '../../../../contract/artist';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artist-images?artistId=`: profile, portfolio, studio… images of an artist. */
export function fetchArtistImages(artistId: number, options?: RequestOptions) {
  return getJson<ArtistImage[]>(buildUrl('/api/artist-images', { artistId }), options);
}

/** Key `['/api/artist-images', {artistId}]`, data `ArtistImage[]` (as the artist dashboard's). */
export function artistImagesQueryOptions(artistId: number) {
  return queryOptions({
    queryKey: ['/api/artist-images', { artistId }] as const,
    queryFn: ({ signal }) => fetchArtistImages(artistId, { signal }),
  });
}

/** Only needed when the artist has no profile image (the avatar fallback chain). */
export function useArtistImages(artistId: number, enabled = true) {
  return useQuery({ ...artistImagesQueryOptions(artistId), enabled });
}
