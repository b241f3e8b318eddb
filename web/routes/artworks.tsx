import { createFileRoute } from '@tanstack/react-router';
import { pagedArtworksQueryOptions } from '@/api/artworks';
import { activeMediumsQueryOptions } from '@/api/reference';
import { activeSpecialtiesQueryOptions } from '@/api/reference';
import { artworkBrowse, type ArtworkBrowseSearch } from '@/features/gallery/artwork-browse';
import { ArtworkGalleryPage } from '@/features/gallery/components/artwork-gallery-page';

export const Route = createFileRoute('/artworks')({
  validateSearch: (raw: Record<string, unknown>): ArtworkBrowseSearch => artworkBrowse.parse(raw),
  loaderDeps: ({ search }) => search,
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(pagedArtworksQueryOptions(artworkBrowse.listParams(deps)));
    void queryClient.prefetchQuery(activeMediumsQueryOptions());
    void queryClient.prefetchQuery(activeSpecialtiesQueryOptions());
  },
  component: ArtworkGalleryPage,
});
