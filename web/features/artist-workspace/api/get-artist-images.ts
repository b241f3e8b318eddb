import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtistImage } from '../../../../contract/artist';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artist-images?artistId={id}`: the artist's images, profile picture marked. */
export function fetchArtistImages(artistId: number, options?: RequestOptions) {
  return getJson<ArtistImage[]>(buildUrl('/api/artist-images', { artistId }), options);
}

export const artistImagesKey = ['/api/artist-images'] as const;

export function artistImagesQueryOptions(artistId: number) {
  return queryOptions({
    queryKey: [...artistImagesKey, { artistId }] as const,
    queryFn: ({ signal }) => fetchArtistImages(artistId, { signal }),
  });
}

export function useArtistImages(artistId: number) {
  return useQuery(artistImagesQueryOptions(artistId));
}
