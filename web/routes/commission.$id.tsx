import { createFileRoute } from '@tanstack/react-router';
import { artistQueryOptions } from '@/api/artists';
import { commissionQueryOptions } from '@/api/commissions';
import { activeMediumsQueryOptions } from '@/api/reference';
import { CommissionDetailPage } from '@/features/gallery/components/commission-detail-page';
import { idParam } from './-components/id-param';
import { LazyRequestDialog } from './-components/lazy-request-dialog';

export const Route = createFileRoute('/commission/$id')({
  params: idParam,
  loader: ({ context: { queryClient }, params: { id } }) => {
    // Warm the cache without blocking: the page shows its own loading and not-found states. The
    // mediums too, so the request dialog's medium list is there when it opens prefilled.
    void queryClient.prefetchQuery(activeMediumsQueryOptions());
    const commission = queryClient.prefetchQuery(commissionQueryOptions(id));
    void commission.then(() => {
      const artistId = queryClient.getQueryData(commissionQueryOptions(id).queryKey)?.artistId;
      if (artistId) void queryClient.prefetchQuery(artistQueryOptions(artistId));
    });
  },
  component: function CommissionRoute() {
    const { id } = Route.useParams();
    return <CommissionDetailPage id={id} requestDialog={(props) => <LazyRequestDialog {...props} />} />;
  },
});
