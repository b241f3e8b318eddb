import { createFileRoute } from '@tanstack/react-router';
import type { User } from '@contract/user';
import { PageContainer } from '@/components/layout/page';
import { checkAccess } from '@/lib/access';
import { currentUserQueryKey } from '@/api/auth';
import { artistUserCountsQueryOptions } from '@/api/users';
import { ArtistManagement } from '@/features/admin/components/artist-management';

export const Route = createFileRoute('/admin/artists')({
  loader: ({ context: { queryClient } }) => {
    // Only warm admin data for an admin: anyone else sees the guard's message and no 403s.
    if (checkAccess(queryClient.getQueryData<User | null>(currentUserQueryKey), 'admin') !== 'allowed')
      return;
    void queryClient.prefetchQuery(artistUserCountsQueryOptions());
  },
  component: AdminArtistsPage,
});

function AdminArtistsPage() {
  return (
    <PageContainer className="pb-16">
      <ArtistManagement />
    </PageContainer>
  );
}
