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

export const Route = createFileRoute('/')({
  validateSearch: (raw: Record<string, unknown>): { search?: string } => {
    const search = parseSearchParam(raw.search);
    return search ? { search } : {};
  },
  loaderDeps: ({ search }) => ({ search: search.search }),
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.search) {
      void queryClient.prefetchQuery(searchArtworksQuery(deps.search));
      void queryClient.prefetchQuery(searchArtistsQuery(deps.search));
      return;
    }
    void queryClient.prefetchQuery(latestArtworksQuery());
    void queryClient.prefetchQuery(featuredArtistsQuery());
    void queryClient.prefetchQuery(showcaseCommissionsQuery());
  },
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
