import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { ArtistCard, ArtistCardSkeleton } from '@/components/cards/artist-card';
import { ButtonLink } from '@/components/ui/button';
import { pagedArtistsQueryOptions } from '@/api/artists';
import { useActiveSpecialties } from '@/api/reference';
import { artistBrowse, artistStats, popularSpecialties } from '@/features/gallery/artist-browse';
import { allArtistsQuery } from '@/features/gallery/gallery-queries';
import { nameOptions } from '@/features/gallery/reference-options';
import { useBrowseSearch } from '@/features/gallery/use-browse-search';
import { useGalleryList } from '@/features/gallery/use-gallery-list';
import { useLocalArtists } from '@/features/gallery/use-local-gallery';
import { ArtistStats } from './artist-stats';
import { GalleryPage } from './gallery-page';
import { QuickFilterChips } from './quick-filter-chips';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Meet Our Artists (`/artists`): the numbers, popular specialties, then the approved artists filtered by the URL. */
export function ArtistGalleryPage() {
  const { filters, update, clear } = useBrowseSearch('/artists');
  const all = useQuery(allArtistsQuery());
  const list = useGalleryList(
    pagedArtistsQueryOptions(artistBrowse.listParams(filters)),
    pagedArtistsQueryOptions(artistBrowse.listParams({})),
    useLocalArtists(filters),
  );
  const specialties = useActiveSpecialties();

  return (
    <GalleryPage
      header={{
        eyebrow: 'Artists',
        title: 'Meet Our Artists',
        description:
          'The painters, printmakers and makers behind the work. Find an artist by name or style, and commission something of your own.',
        actions: (
          <>
            <ButtonLink to="/register">Join as an artist</ButtonLink>
            <ButtonLink to="/about" variant="secondary">
              About Atelier
            </ButtonLink>
          </>
        ),
      }}
      intro={
        <div className="space-y-6 pb-8">
          <ArtistStats
            stats={all.data ? { ...artistStats(all.data.items), artists: all.data.total } : undefined}
          />
          <QuickFilterChips
            label="Popular specialties"
            names={popularSpecialties(specialties.data ?? []).map((specialty) => specialty.name)}
            value={filters.specialty}
            onChange={(specialty) => update({ specialty })}
          />
        </div>
      }
      search={{
        label: 'Search artists',
        placeholder: 'Search by name, specialty or bio',
        value: filters.search,
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
      sort={{ value: filters.sort, options: artistBrowse.sortOptions }}
      onUpdate={update}
      onClear={clear}
      list={list}
      noun={['artist', 'artists']}
      what="the artists"
      pending={
        <div className={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <ArtistCardSkeleton key={i} />
          ))}
        </div>
      }
      empty={{
        icon: Users,
        title: 'No artists found',
        filteredHint: 'Try another name or specialty, or clear the filters.',
      }}
      filtered={Boolean(filters.search || filters.specialty)}
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
    </GalleryPage>
  );
}
