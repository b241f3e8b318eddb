import { Image as ImageIcon } from 'lucide-react';
import { PRICE_BUCKET_KEYS } from '@contract/enum-values';
import { oneOf } from '@/lib/search-enum';
import { artworkImageSource } from '@/components/cards/artwork-image';
import { ArtworkCard } from '@/components/cards/artwork-card';
import { pagedArtworksQueryOptions } from '@/api/artworks';
import { useActiveMediums } from '@/api/reference';
import { useActiveSpecialties } from '@/api/reference';
import { artworkBrowse, PRICE_BUCKET_OPTIONS } from '@/features/gallery/artwork-browse';
import { tileRatio } from '@/features/gallery/justified';
import { nameOptions } from '@/features/gallery/reference-options';
import { useBrowseSearch } from '@/features/gallery/use-browse-search';
import { useGalleryList } from '@/features/gallery/use-gallery-list';
import { useLocalArtworks } from '@/features/gallery/use-local-gallery';
import { GalleryPage } from './gallery-page';
import { JustifiedGrid, JustifiedGridSkeleton } from './justified-grid';

const TILE_SIZES = '(min-width: 1024px) 26vw, (min-width: 640px) 36vw, 50vw';

/** Browse Artwork (`/artworks`): approved artworks in a justified grid, filtered by the URL. */
export function ArtworkGalleryPage() {
  const { filters, update, clear } = useBrowseSearch('/artworks');
  const list = useGalleryList(
    pagedArtworksQueryOptions(artworkBrowse.listParams(filters)),
    pagedArtworksQueryOptions(artworkBrowse.listParams({})),
    useLocalArtworks(filters),
  );
  const mediums = useActiveMediums();
  const specialties = useActiveSpecialties();

  return (
    <GalleryPage
      header={{
        eyebrow: 'Gallery',
        title: 'Browse Artwork',
        description:
          'Originals and prints from emerging artists. Search by title, artist or style, and narrow down by medium, specialty and price.',
      }}
      search={{
        label: 'Search artworks',
        placeholder: 'Search by title, artist or style',
        value: filters.search,
      }}
      filters={[
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
          onChange: (price) => update({ price: oneOf(PRICE_BUCKET_KEYS, price) }),
        },
      ]}
      sort={{ value: filters.sort, options: artworkBrowse.sortOptions }}
      onUpdate={update}
      onClear={clear}
      list={list}
      noun={['artwork', 'artworks']}
      what="the gallery"
      pending={<JustifiedGridSkeleton />}
      empty={{
        icon: ImageIcon,
        title: 'No artworks found matching your criteria',
        filteredHint: 'Try another search, or clear the filters to see the whole gallery.',
      }}
      filtered={Boolean(filters.search || filters.medium || filters.specialty || filters.price)}
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
                favourite
              />
            );
          }}
        </JustifiedGrid>
      )}
    </GalleryPage>
  );
}
