import { createFileRoute } from '@tanstack/react-router';
import { pagedArtistsQueryOptions } from '@/api/artists';
import { activeSpecialtiesQueryOptions } from '@/api/reference';
import { artistBrowse, type ArtistBrowseSearch } from '@/features/gallery/artist-browse';
import { ArtistGalleryPage } from '@/features/gallery/components/artist-gallery-page';
import { allArtistsQuery } from '@/features/gallery/gallery-queries';
import { warm } from './-components/load-data';

export const Route = createFileRoute('/artists')({
  validateSearch: (raw: Record<string, unknown>): ArtistBrowseSearch => artistBrowse.parse(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, server }, deps }) =>
    warm(server, [
      queryClient.prefetchInfiniteQuery(pagedArtistsQueryOptions(artistBrowse.listParams(deps))),
      queryClient.prefetchQuery(allArtistsQuery()),
      queryClient.prefetchQuery(activeSpecialtiesQueryOptions()),
    ]),
  component: ArtistGalleryPage,
});
