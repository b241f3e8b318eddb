import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** An artist's profile, portfolio, studio… images (the profile picture marked). */
export const artistImageKeys = {
  all: ['artist-images'] as const,
  list: (artistId: number) => [...artistImageKeys.all, { artistId }] as const,
};

/** `GET /api/artist-images?artistId=`. */
export function fetchArtistImages(artistId: number, signal?: AbortSignal) {
  return read(Endpoints.listArtistImages, { query: { artistId } }, { signal });
}

/** `data`: `ArtistImage[]`. */
export function artistImagesQueryOptions(artistId: number) {
  return queryOptions({
    queryKey: artistImageKeys.list(artistId),
    queryFn: ({ signal }) => fetchArtistImages(artistId, signal),
  });
}

/** `enabled: false` when not needed (the public profile asks only without a profile image). */
export function useArtistImages(artistId: number, enabled = true) {
  return useQuery({ ...artistImagesQueryOptions(artistId), enabled });
}
