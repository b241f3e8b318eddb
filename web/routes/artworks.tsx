import { createFileRoute } from '@tanstack/react-router';
import { pagedArtworksQueryOptions } from '@/api/artworks';
import { activeMediumsQueryOptions } from '@/api/reference';
import { activeSpecialtiesQueryOptions } from '@/api/reference';
import { artworkBrowse, type ArtworkBrowseSearch } from '@/features/gallery/artwork-browse';
import { ArtworkGalleryPage } from '@/features/gallery/components/artwork-gallery-page';
import { warm } from './-components/load-data';

export const Route = createFileRoute('/artworks')({
  validateSearch: (raw: Record<string, unknown>): ArtworkBrowseSearch => artworkBrowse.parse(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, server }, deps }) =>
    warm(server, [
      queryClient.prefetchInfiniteQuery(pagedArtworksQueryOptions(artworkBrowse.listParams(deps))),
      queryClient.prefetchQuery(activeMediumsQueryOptions()),
      queryClient.prefetchQuery(activeSpecialtiesQueryOptions()),
    ]),
  component: ArtworkGalleryPage,
});
