import { createFileRoute } from '@tanstack/react-router';
import { pagedArtistsQueryOptions } from '@/api/artists';
import { activeSpecialtiesQueryOptions } from '@/api/reference';
import { artistBrowse, type ArtistBrowseSearch } from '@/features/gallery/artist-browse';
import { ArtistGalleryPage } from '@/features/gallery/components/artist-gallery-page';
import { allArtistsQuery } from '@/features/gallery/gallery-queries';

export const Route = createFileRoute('/artists')({
  validateSearch: (raw: Record<string, unknown>): ArtistBrowseSearch => artistBrowse.parse(raw),
  loaderDeps: ({ search }) => search,
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(pagedArtistsQueryOptions(artistBrowse.listParams(deps)));
    void queryClient.prefetchQuery(allArtistsQuery());
    void queryClient.prefetchQuery(activeSpecialtiesQueryOptions());
  },
  component: ArtistGalleryPage,
});
