import { createFileRoute } from '@tanstack/react-router';
import { ARTWORK_STATUS_FILTERS, type ArtworkStatusFilter } from '@contract/enum-values';
import type { User } from '@contract/user';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { checkAccess } from '@/lib/access';
import { oneOf } from '@/lib/search-enum';
import { currentUserQueryKey } from '@/api/auth';
import { pagedReviewArtworksQueryOptions } from '@/api/artworks';
import { ArtworkManagement } from '@/features/admin/components/artwork-management';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';

export const Route = createFileRoute('/admin/artworks')({
  /** `?status=all|approved|pending|rejected`; anything else reads as all. */
  validateSearch: (search: Record<string, unknown>): { status?: ArtworkStatusFilter } => ({
    status: oneOf(ARTWORK_STATUS_FILTERS, search.status),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    // Only warm admin data for an admin: anyone else sees the guard's message and no 403s.
    if (checkAccess(queryClient.getQueryData<User | null>(currentUserQueryKey), 'admin') !== 'allowed')
      return;
    void queryClient.prefetchInfiniteQuery(pagedReviewArtworksQueryOptions(deps.status ?? 'all'));
  },
  component: AdminArtworksPage,
});

function AdminArtworksPage() {
  const { status = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const setStatus = (next: ArtworkStatusFilter) =>
    void navigate({ search: { status: next === 'all' ? undefined : next }, replace: true });
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={<BackToDashboard />}
        title="Artwork Management"
        description="Review submitted artworks, approve or reject them, and revisit earlier decisions."
      />
      <ArtworkManagement filter={status} onFilterChange={setStatus} />
    </PageContainer>
  );
}
