import { createFileRoute } from '@tanstack/react-router';
import { artistQueryOptions } from '@/api/artists';
import { commissionQueryOptions } from '@/api/commissions';
import { activeMediumsQueryOptions } from '@/api/reference';
import {
  CommissionDetailPage,
  CommissionNotFound,
} from '@/features/gallery/components/commission-detail-page';
import { idParam } from './-components/id-param';
import { warm, warmRecord } from './-components/load-data';
import { LazyRequestDialog } from './-components/lazy-request-dialog';

export const Route = createFileRoute('/commission/$id')({
  params: idParam,
  loader: ({ context, params: { id } }) => {
    const { queryClient, server } = context;
    // The mediums too, so the request dialog's medium list is there when it opens prefilled.
    void queryClient.prefetchQuery(activeMediumsQueryOptions());
    return warm(server, [
      // The page shows the artist too: the server waits for both (in the browser it follows).
      warmRecord(context, commissionQueryOptions(id)).then(() => {
        const artistId = queryClient.getQueryData(commissionQueryOptions(id).queryKey)?.artistId;
        return artistId ? queryClient.prefetchQuery(artistQueryOptions(artistId)) : undefined;
      }),
    ]);
  },
  // A missing or hidden commission rendered on the server (404): the page's own not-found state.
  notFoundComponent: CommissionNotFound,
  component: function CommissionRoute() {
    const { id } = Route.useParams();
    return <CommissionDetailPage id={id} requestDialog={(props) => <LazyRequestDialog {...props} />} />;
  },
});
