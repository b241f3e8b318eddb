import { createFileRoute } from '@tanstack/react-router';
import { artistQueryOptions } from '@/api/artists';
import { commissionServicesQueryOptions } from '@/api/commission-services';
import { followStateQueryOptions } from '@/api/follows';
import { artistReviewsQueryOptions } from '@/api/reviews';
import { portfolioQuery } from '@/features/artists/artist-queries';
import { ArtistProfilePage } from '@/features/artists/components/artist-profile-page';
import { ArtistNotFound } from '@/features/artists/components/artist-profile-states';
import { idParam } from './-components/id-param';
import { LazyMessageDialog } from './-components/lazy-message-dialog';
import { warm, warmRecord } from './-components/load-data';
import { LazyRequestDialog } from './-components/lazy-request-dialog';

export const Route = createFileRoute('/artist/$id')({
  params: idParam,
  loader: ({ context, params: { id } }) =>
    warm(context.server, [
      warmRecord(context, artistQueryOptions(id)),
      context.queryClient.prefetchInfiniteQuery(portfolioQuery(id)),
      // The follower count beside Follow: embedded too, so hydration asks for nothing.
      context.queryClient.prefetchQuery(followStateQueryOptions(id)),
      // The artist's commission services, rendered on the server too.
      context.queryClient.prefetchQuery(commissionServicesQueryOptions({ artistId: id })),
      // Its reviews (average, count and the visible ones), rendered on the server too.
      context.queryClient.prefetchQuery(artistReviewsQueryOptions(id)),
    ]),
  // A missing or hidden artist rendered on the server (404): the page's own not-found state.
  notFoundComponent: ArtistNotFound,
  component: function ArtistRoute() {
    const { id } = Route.useParams();
    return (
      <ArtistProfilePage
        id={id}
        requestDialog={(props) => <LazyRequestDialog {...props} />}
        messageDialog={(props) => <LazyMessageDialog {...props} />}
      />
    );
  },
});
