import { createFileRoute } from '@tanstack/react-router';
import { parseSearchParam } from '@/components/layout/search-text';
import { HomeFeatured } from '@/features/home/components/home-featured';
import { HomeHero } from '@/features/home/components/home-hero';
import {
  featuredArtistsQuery,
  latestArtworksQuery,
  searchArtistsQuery,
  searchArtworksQuery,
  showcaseCommissionsQuery,
} from '@/features/home/home-queries';
import { HomeSearchResults } from '@/features/home/components/home-search-results';
import { warm } from './-components/load-data';

export const Route = createFileRoute('/')({
  validateSearch: (raw: Record<string, unknown>): { search?: string } => {
    const search = parseSearchParam(raw.search);
    return search ? { search } : {};
  },
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context: { queryClient, server }, deps }) =>
    warm(
      server,
      deps.search
        ? [
            queryClient.prefetchQuery(searchArtworksQuery(deps.search)),
            queryClient.prefetchQuery(searchArtistsQuery(deps.search)),
          ]
        : [
            queryClient.prefetchQuery(latestArtworksQuery()),
            queryClient.prefetchQuery(featuredArtistsQuery()),
            queryClient.prefetchQuery(showcaseCommissionsQuery()),
          ],
    ),
  component: HomePage,
});

function HomePage() {
  const { search } = Route.useSearch();
  if (search) return <HomeSearchResults search={search} />;
  return (
    <>
      <HomeHero />
      <HomeFeatured />
    </>
  );
}
