import { createFileRoute } from '@tanstack/react-router';
import { pagedCommissionsQueryOptions } from '@/api/commissions';
import { commissionServicesQueryOptions } from '@/api/commission-services';
import { activeMediumsQueryOptions } from '@/api/reference';
import { commissionBrowse, type CommissionBrowseSearch } from '@/features/gallery/commission-browse';
import { CommissionGalleryPage } from '@/features/gallery/components/commission-gallery-page';
import { warm } from './-components/load-data';

export const Route = createFileRoute('/commissions')({
  validateSearch: (raw: Record<string, unknown>): CommissionBrowseSearch => commissionBrowse.parse(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, server }, deps }) =>
    warm(server, [
      queryClient.prefetchInfiniteQuery(pagedCommissionsQueryOptions(commissionBrowse.listParams(deps))),
      queryClient.prefetchQuery(activeMediumsQueryOptions()),
      // The services strip above the showcase: rendered on the server, not fetched again.
      queryClient.prefetchQuery(commissionServicesQueryOptions({})),
    ]),
  component: CommissionGalleryPage,
});
