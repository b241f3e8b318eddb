import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Image as ImageIcon, Users } from 'lucide-react';
import { LoadError, PageContainer, PageHeader, Section } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { ArtistCard, ArtistCardSkeleton } from '@/components/cards/artist-card';
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/cards/artwork-card';
import { searchArtistsQuery, searchArtworksQuery } from '@/features/home/home-queries';

const grid = 'grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3';

function countLabel(total: number | undefined, one: string, many: string) {
  if (total === undefined) return undefined;
  return `${total} ${total === 1 ? one : many}`;
}

/** The home page with `?search=`: matching approved artworks and artists, and a way back. */
export function HomeSearchResults({ search }: { search: string }) {
  const artworks = useQuery(searchArtworksQuery(search));
  const artists = useQuery(searchArtistsQuery(search));
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Search"
        title={<>Results for “{search}”</>}
        description="Approved artworks and artists matching your search."
        actions={
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong px-5 text-sm font-medium text-ink hover:bg-subtle"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Clear search
          </Link>
        }
      />
      <div className="space-y-14">
        <Section title="Artworks" description={countLabel(artworks.data?.total, 'artwork', 'artworks')}>
          <QueryView
            query={artworks}
            pending={
              <div className={grid}>
                {[0, 1, 2].map((i) => (
                  <ArtworkCardSkeleton key={i} />
                ))}
              </div>
            }
            error={<LoadError what="matching artworks" onRetry={() => void artworks.refetch()} />}
          >
            {({ items }) =>
              items.length === 0 ? (
                <EmptyState
                  icon={ImageIcon}
                  title="No artworks found matching your criteria"
                  description="Try another word or a broader style."
                />
              ) : (
                <div className={grid}>
                  {items.map((artwork) => (
                    <ArtworkCard key={artwork.id} artwork={artwork} showStatus={false} favourite />
                  ))}
                </div>
              )
            }
          </QueryView>
        </Section>
        <Section title="Artists" description={countLabel(artists.data?.total, 'artist', 'artists')}>
          <QueryView
            query={artists}
            pending={
              <div className={grid}>
                {[0, 1, 2].map((i) => (
                  <ArtistCardSkeleton key={i} />
                ))}
              </div>
            }
            error={<LoadError what="matching artists" onRetry={() => void artists.refetch()} />}
          >
            {({ items }) =>
              items.length === 0 ? (
                <EmptyState
                  icon={Users}
                  title="No artists found"
                  description="Search by name, specialty or style."
                />
              ) : (
                <div className={grid}>
                  {items.map((artist) => (
                    <ArtistCard key={artist.id} artist={artist} />
                  ))}
                </div>
              )
            }
          </QueryView>
        </Section>
      </div>
    </PageContainer>
  );
}
