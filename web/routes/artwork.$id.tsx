import { createFileRoute } from '@tanstack/react-router';
import { artworkQueryOptions } from '@/api/artworks';
import { podProductsQueryOptions } from '@/api/pod';
import { stockQueryOptions } from '@/api/stock';
import { ArtworkDetailPage } from '@/features/artworks/components/artwork-detail-page';
import { AvailableOptions } from '@/features/orders/components/available-options';
import { printEnquiry } from '@/features/orders/print-enquiry';
import { idParam } from './-components/id-param';
import { LazyRequestDialog } from './-components/lazy-request-dialog';

export const Route = createFileRoute('/artwork/$id')({
  params: idParam,
  loader: ({ context: { queryClient }, params: { id } }) => {
    // Warm the cache without blocking: the page shows its own loading and not-found states.
    void queryClient.prefetchQuery(artworkQueryOptions(id));
    void queryClient.prefetchQuery(stockQueryOptions(id));
    void queryClient.prefetchQuery(podProductsQueryOptions(id));
  },
  component: function ArtworkRoute() {
    const { id } = Route.useParams();
    return (
      <ArtworkDetailPage
        id={id}
        buyOptions={({ onAskArtist, ...props }) => (
          <AvailableOptions
            {...props}
            onContactArtist={
              onAskArtist && ((print, quantity) => onAskArtist(printEnquiry(props.artwork, print, quantity)))
            }
          />
        )}
        requestDialog={(props) => <LazyRequestDialog {...props} />}
      />
    );
  },
});
