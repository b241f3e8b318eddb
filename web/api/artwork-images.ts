import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** The images of an artwork on their own (the artwork's answers already carry them). */
export const artworkImageKeys = {
  all: ['artwork-images'] as const,
  list: (artworkId: number) => [...artworkImageKeys.all, { artworkId }] as const,
};

/** `GET /api/artwork-images?artworkId=`. */
export function fetchArtworkImages(artworkId: number, signal?: AbortSignal) {
  return read(Endpoints.listArtworkImages, { query: { artworkId } }, { signal });
}

export function artworkImagesQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: artworkImageKeys.list(artworkId),
    queryFn: ({ signal }) => fetchArtworkImages(artworkId, signal),
  });
}

export function useArtworkImages(artworkId: number) {
  return useQuery(artworkImagesQueryOptions(artworkId));
}
