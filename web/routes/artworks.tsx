import { createFileRoute } from '@tanstack/react-router';
import { Image as ImageIcon } from 'lucide-react';
import { PriceBucketSchema } from '../../contract/enums';
import { PageContainer, PageHeader } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { artworksQueryOptions } from '../api/artworks';
import { artworkImageSource } from '../features/artworks/artwork-image';
import { ArtworkCard } from '../features/artworks/components/artwork-card';
import { activeMediumsQueryOptions, useActiveMediums } from '../api/reference';
import { activeSpecialtiesQueryOptions, useActiveSpecialties } from '../api/reference';
import {
  ARTWORK_SORT_OPTIONS,
  artworkListParams,
  browseArtworks,
  parseArtworkBrowseSearch,
  PRICE_BUCKET_OPTIONS,
  type ArtworkBrowseSearch,
} from '../features/gallery/artwork-browse';
import type { GalleryFilter } from '../features/gallery/components/filter-controls';
import { countText, GalleryResults } from '../features/gallery/components/gallery-results';
import { GalleryToolbar } from '../features/gallery/components/gallery-toolbar';
import { JustifiedGrid, JustifiedGridSkeleton } from '../features/gallery/components/justified-grid';
import { tileRatio } from '../features/gallery/justified';
import { nameOptions } from '../features/gallery/reference-options';
import { withoutEmpty } from '../features/gallery/search-text';
import { useGalleryList } from '../features/gallery/use-gallery-list';

export const Route = createFileRoute('/artworks')({
  validateSearch: (raw: Record<string, unknown>): ArtworkBrowseSearch => parseArtworkBrowseSearch(raw),
  loaderDeps: ({ search }) => search,
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(artworksQueryOptions(artworkListParams(deps)));
    void queryClient.prefetchQuery(activeMediumsQueryOptions());
    void queryClient.prefetchQuery(activeSpecialtiesQueryOptions());
  },
  component: BrowseArtworkPage,
});

const TILE_SIZES = '(min-width: 1024px) 26vw, (min-width: 640px) 36vw, 50vw';

function BrowseArtworkPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const update = (patch: ArtworkBrowseSearch, replace = false) =>
    void navigate({ search: (prev) => withoutEmpty({ ...prev, ...patch }), replace, resetScroll: false });
  const clear = () =>
    void navigate({ search: (prev) => withoutEmpty({ sort: prev.sort }), resetScroll: false });

  const list = useGalleryList(
    artworksQueryOptions(artworkListParams(filters)),
    artworksQueryOptions(artworkListParams({})),
    (items) => browseArtworks(items, filters),
  );
  const mediums = useActiveMediums();
  const specialties = useActiveSpecialties();

  const filterControls: GalleryFilter[] = [
    {
      name: 'medium',
      label: 'Medium',
      allLabel: 'All mediums',
      value: filters.medium,
      options: nameOptions(mediums.data),
      onChange: (medium) => update({ medium }),
    },
    {
      name: 'specialty',
      label: 'Specialty',
      allLabel: 'All specialties',
      value: filters.specialty,
      options: nameOptions(specialties.data),
      onChange: (specialty) => update({ specialty }),
    },
    {
      name: 'price',
      label: 'Price',
      allLabel: 'Any price',
      value: filters.price,
      options: PRICE_BUCKET_OPTIONS,
      onChange: (price) => update({ price: PriceBucketSchema.safeParse(price).data }),
    },
  ];
  const filtered = Boolean(filters.search || filters.medium || filters.specialty || filters.price);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Gallery"
        title="Browse Artwork"
        description="Originals and prints from emerging artists. Search by title, artist or style, and narrow down by medium, specialty and price."
      />
      <GalleryToolbar
        search={{
          label: 'Search artworks',
          placeholder: 'Search by title, artist or style',
          value: filters.search,
          onCommit: (search) => update({ search }, Boolean(filters.search && search)),
        }}
        filters={filterControls}
        sort={{
          value: filters.sort ?? 'recent',
          options: ARTWORK_SORT_OPTIONS,
          onChange: (sort) => update({ sort: sort === 'recent' ? undefined : sort }),
        }}
        countText={countText(list.data?.total, 'artwork', 'artworks')}
        onClear={clear}
      />
      <div className="pt-8">
        <GalleryResults
          list={list}
          pending={<JustifiedGridSkeleton />}
          what="the gallery"
          empty={
            <EmptyState
              icon={ImageIcon}
              title="No artworks found matching your criteria"
              description={
                filtered ? 'Try another search, or clear the filters to see the whole gallery.' : undefined
              }
              action={filtered ? <Button onClick={clear}>Clear filters</Button> : undefined}
            />
          }
        >
          {(items) => (
            <JustifiedGrid
              items={items}
              label="Artworks"
              getKey={(artwork) => artwork.id}
              getRatio={(artwork) => {
                const image = artworkImageSource(artwork);
                return tileRatio(image.width, image.height);
              }}
            >
              {(artwork, index) => {
                const image = artworkImageSource(artwork);
                return (
                  <ArtworkCard
                    artwork={artwork}
                    aspectRatio={tileRatio(image.width, image.height)}
                    sizes={TILE_SIZES}
                    priority={index < 4}
                  />
                );
              }}
            </JustifiedGrid>
          )}
        </GalleryResults>
      </div>
    </PageContainer>
  );
}
