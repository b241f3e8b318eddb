import { createFileRoute } from '@tanstack/react-router';
import { pagedCommissionsQueryOptions } from '@/api/commissions';
import { activeMediumsQueryOptions } from '@/api/reference';
import { commissionBrowse, type CommissionBrowseSearch } from '@/features/gallery/commission-browse';
import { CommissionGalleryPage } from '@/features/gallery/components/commission-gallery-page';

export const Route = createFileRoute('/commissions')({
  validateSearch: (raw: Record<string, unknown>): CommissionBrowseSearch => commissionBrowse.parse(raw),
  loaderDeps: ({ search }) => search,
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(pagedCommissionsQueryOptions(commissionBrowse.listParams(deps)));
    void queryClient.prefetchQuery(activeMediumsQueryOptions());
  },
  component: CommissionGalleryPage,
});
