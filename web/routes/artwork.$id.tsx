import { createFileRoute } from '@tanstack/react-router';
import { artistQueryOptions } from '@/api/artists';
import { artworkQueryOptions } from '@/api/artworks';
import { podProductsQueryOptions } from '@/api/pod';
import { stockQueryOptions } from '@/api/stock';
import { ArtworkDetailPage } from '@/features/artworks/components/artwork-detail-page';
import { ArtworkNotFound } from '@/features/artworks/components/artwork-detail-states';
import { AvailableOptions } from '@/features/orders/components/available-options';
import { idParam } from './-components/id-param';
import { warm, warmRecord } from './-components/load-data';
import { LazyRequestDialog } from './-components/lazy-request-dialog';

export const Route = createFileRoute('/artwork/$id')({
  params: idParam,
  loader: ({ context, params: { id } }) => {
    const { queryClient, server } = context;
    return warm(server, [
      // The page shows the artist too: the server waits for both (in the browser it follows).
      warmRecord(context, artworkQueryOptions(id)).then(() => {
        const artwork = server ? queryClient.getQueryData(artworkQueryOptions(id).queryKey) : undefined;
        return artwork && queryClient.prefetchQuery(artistQueryOptions(artwork.artistId));
      }),
      queryClient.prefetchQuery(stockQueryOptions(id)),
      queryClient.prefetchQuery(podProductsQueryOptions(id)),
    ]);
  },
  // A missing or hidden artwork rendered on the server (404): the page's own not-found state.
  notFoundComponent: ArtworkNotFound,
  component: function ArtworkRoute() {
    const { id } = Route.useParams();
    return (
      <ArtworkDetailPage
        id={id}
        buyOptions={({ onAskArtist: _ask, ...props }) => <AvailableOptions {...props} />}
        requestDialog={(props) => <LazyRequestDialog {...props} />}
      />
    );
  },
});
