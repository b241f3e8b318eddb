import { createFileRoute } from '@tanstack/react-router';
import { artistQueryOptions } from '@/api/artists';
import { ArtistProfilePage, portfolioQuery } from '@/features/artists/components/artist-profile-page';
import { CommissionRequestDialog } from '@/features/commission-requests/components/commission-request-dialog';
import { idParam } from './-components/id-param';

export const Route = createFileRoute('/artist/$id')({
  params: idParam,
  loader: ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(artistQueryOptions(id));
    void queryClient.prefetchInfiniteQuery(portfolioQuery(id));
  },
  component: function ArtistRoute() {
    const { id } = Route.useParams();
    return <ArtistProfilePage id={id} requestDialog={(props) => <CommissionRequestDialog {...props} />} />;
  },
});
