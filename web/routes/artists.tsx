import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { LoadError, PageContainer, PageHeader } from '../components/layout/page';
import { ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { QueryView } from '../components/ui/query-view';
import { artistsQueryOptions } from '../features/artists/api/get-artists';
import { ArtistCard, ArtistCardSkeleton } from '../features/artists/components/artist-card';

// TODO(web-part-2): Meet Our Artists: search, specialty filter, sort, stats and popular specialties.
const approvedArtists = () => artistsQueryOptions({ approved: 'true' });

export const Route = createFileRoute('/artists')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(approvedArtists());
  },
  component: ArtistsPage,
});

function ArtistsPage() {
  const query = useQuery(approvedArtists());
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Artists"
        title="Meet Our Artists"
        description="The painters, printmakers and makers behind the work. Search and filters are coming soon."
        actions={
          <>
            <ButtonLink to="/register">Join as an artist</ButtonLink>
            <ButtonLink to="/about" variant="secondary">
              About Atelier
            </ButtonLink>
          </>
        }
      />
      <QueryView
        query={query}
        pending={
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <ArtistCardSkeleton key={i} />
            ))}
          </div>
        }
        error={<LoadError what="the artists" onRetry={() => void query.refetch()} />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={Users} title="No artists found" />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((artist, index) => (
                <ArtistCard key={artist.id} artist={artist} priority={index < 3} />
              ))}
            </div>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
