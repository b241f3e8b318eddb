import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Brush } from 'lucide-react';
import { LoadError, PageContainer, PageHeader } from '../components/layout/page';
import { EmptyState } from '../components/ui/empty-state';
import { QueryView } from '../components/ui/query-view';
import { commissionsQueryOptions } from '../features/commissions/api/get-commissions';
import { CommissionCard, CommissionCardSkeleton } from '../features/commissions/components/commission-card';

// TODO(web-part-2): Commission Gallery: search, medium filter and sort.
const allCommissions = () => commissionsQueryOptions({});

export const Route = createFileRoute('/commissions')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(allCommissions());
  },
  component: CommissionGalleryPage,
});

function CommissionGalleryPage() {
  const query = useQuery(allCommissions());
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Commissions"
        title="Commission Gallery"
        description="Work our artists made to order. Search and filters are coming soon."
      />
      <QueryView
        query={query}
        pending={
          <div className="grid gap-6 lg:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <CommissionCardSkeleton key={i} />
            ))}
          </div>
        }
        error={<LoadError what="the commission gallery" onRetry={() => void query.refetch()} />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={Brush} title="No commissions found" />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              {items.map((commission, index) => (
                <CommissionCard key={commission.id} commission={commission} priority={index < 2} />
              ))}
            </div>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
