import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { PageContainer, PageHeader } from '../components/layout/page';
import { Button, ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { artistsQueryOptions } from '../api/artists';
import { ArtistCard, ArtistCardSkeleton } from '../features/artists/components/artist-card';
import { activeSpecialtiesQueryOptions, useActiveSpecialties } from '../api/reference';
import {
  ARTIST_SORT_OPTIONS,
  artistListParams,
  artistStats,
  browseArtists,
  parseArtistBrowseSearch,
  popularSpecialties,
  type ArtistBrowseSearch,
} from '../features/gallery/artist-browse';
import { ArtistStats } from '../features/gallery/components/artist-stats';
import { countText, GalleryResults } from '../features/gallery/components/gallery-results';
import { GalleryToolbar } from '../features/gallery/components/gallery-toolbar';
import { QuickFilterChips } from '../features/gallery/components/quick-filter-chips';
import { nameOptions } from '../features/gallery/reference-options';
import { withoutEmpty } from '../features/gallery/search-text';
import { useGalleryList } from '../features/gallery/use-gallery-list';

/** Every approved artist: the stats, and the offline fallback of the filtered list. */
const allArtists = () => artistsQueryOptions(artistListParams({}));

export const Route = createFileRoute('/artists')({
  validateSearch: (raw: Record<string, unknown>): ArtistBrowseSearch => parseArtistBrowseSearch(raw),
  loaderDeps: ({ search }) => search,
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(artistsQueryOptions(artistListParams(deps)));
    void queryClient.prefetchQuery(allArtists());
    void queryClient.prefetchQuery(activeSpecialtiesQueryOptions());
  },
  component: ArtistsPage,
});

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ArtistsPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const update = (patch: ArtistBrowseSearch, replace = false) =>
    void navigate({ search: (prev) => withoutEmpty({ ...prev, ...patch }), replace, resetScroll: false });
  const clear = () =>
    void navigate({ search: (prev) => withoutEmpty({ sort: prev.sort }), resetScroll: false });

  const all = useQuery(allArtists());
  const list = useGalleryList(artistsQueryOptions(artistListParams(filters)), allArtists(), (items) =>
    browseArtists(items, filters),
  );
  const specialties = useActiveSpecialties();
  const filtered = Boolean(filters.search || filters.specialty);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Artists"
        title="Meet Our Artists"
        description="The painters, printmakers and makers behind the work. Find an artist by name or style, and commission something of your own."
        actions={
          <>
            <ButtonLink to="/register">Join as an artist</ButtonLink>
            <ButtonLink to="/about" variant="secondary">
              About Atelier
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-6 pb-8">
        <ArtistStats stats={all.data ? artistStats(all.data.items) : undefined} />
        <QuickFilterChips
          label="Popular specialties"
          names={popularSpecialties(specialties.data ?? []).map((specialty) => specialty.name)}
          value={filters.specialty}
          onChange={(specialty) => update({ specialty })}
        />
      </div>
      <GalleryToolbar
        search={{
          label: 'Search artists',
          placeholder: 'Search by name, specialty or bio',
          value: filters.search,
          onCommit: (search) => update({ search }, Boolean(filters.search && search)),
        }}
        filters={[
          {
            name: 'specialty',
            label: 'Specialty',
            allLabel: 'All specialties',
            value: filters.specialty,
            options: nameOptions(specialties.data),
            onChange: (specialty) => update({ specialty }),
          },
        ]}
        sort={{
          value: filters.sort ?? 'recent',
          options: ARTIST_SORT_OPTIONS,
          onChange: (sort) => update({ sort: sort === 'recent' ? undefined : sort }),
        }}
        countText={countText(list.data?.total, 'artist', 'artists')}
        onClear={clear}
      />
      <div className="pt-8">
        <GalleryResults
          list={list}
          pending={
            <div className={grid}>
              {Array.from({ length: 6 }, (_, i) => (
                <ArtistCardSkeleton key={i} />
              ))}
            </div>
          }
          what="the artists"
          empty={
            <EmptyState
              icon={Users}
              title="No artists found"
              description={filtered ? 'Try another name or specialty, or clear the filters.' : undefined}
              action={filtered ? <Button onClick={clear}>Clear filters</Button> : undefined}
            />
          }
        >
          {(items) => (
            <ul aria-label="Artists" className={grid}>
              {items.map((artist, index) => (
                <li key={artist.id}>
                  <ArtistCard artist={artist} priority={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </GalleryResults>
      </div>
    </PageContainer>
  );
}
