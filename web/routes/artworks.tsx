import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Image as ImageIcon } from 'lucide-react';
import { LoadError, PageContainer, PageHeader } from '../components/layout/page';
import { EmptyState } from '../components/ui/empty-state';
import { QueryView } from '../components/ui/query-view';
import { artworksQueryOptions } from '../features/artworks/api/get-artworks';
import { ArtworkCard, ArtworkCardSkeleton } from '../features/artworks/components/artwork-card';

// TODO(web-part-2): Browse Artwork: search, medium/specialty/price filters (bottom sheet on phones), sorting.
const approvedArtworks = () => artworksQueryOptions({ approved: 'true' });

export const Route = createFileRoute('/artworks')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(approvedArtworks());
  },
  component: BrowseArtworkPage,
});

function BrowseArtworkPage() {
  const query = useQuery(approvedArtworks());
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Gallery"
        title="Browse Artwork"
        description="Originals and prints from emerging artists. Search, filters and sorting are coming soon."
      />
      <QueryView
        query={query}
        pending={
          <div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <ArtworkCardSkeleton key={i} />
            ))}
          </div>
        }
        error={<LoadError what="the gallery" onRetry={() => void query.refetch()} />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={ImageIcon} title="No artworks found matching your criteria" />
          ) : (
            <div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((artwork, index) => (
                <ArtworkCard key={artwork.id} artwork={artwork} priority={index < 3} />
              ))}
            </div>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
