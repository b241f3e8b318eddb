import { createFileRoute } from '@tanstack/react-router';
import { Images, Users } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { checkAccess } from '@/lib/access';
import { currentUserQueryKey } from '@/api/auth';
import type { User } from '@contract/user';
import { pendingArtistUsersQueryOptions } from '@/api/users';
import { reviewArtworksQueryOptions } from '@/api/artworks';
import { statsQueryOptions } from '@/api/stats';
import { CardDisputes } from '@/features/admin/components/card-disputes';
import { FlaggedOrders } from '@/features/admin/components/flagged-orders';
import { ReportedReviews } from '@/features/reviews/components/reported-reviews';
import { PendingApprovals } from '@/features/admin/components/pending-approvals';
import { StatTiles } from '@/features/admin/components/stat-tiles';
import { VitalsChart } from '@/features/admin/components/vitals-chart';
import { vitalsQueryOptions } from '@/api/vitals';

export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient } }) => {
    // Only warm admin data for an admin: anyone else sees the guard's message and no 403s.
    if (checkAccess(queryClient.getQueryData<User | null>(currentUserQueryKey), 'admin') !== 'allowed')
      return;
    void queryClient.prefetchQuery(statsQueryOptions());
    void queryClient.prefetchQuery(pendingArtistUsersQueryOptions());
    void queryClient.prefetchQuery(reviewArtworksQueryOptions('pending'));
    void queryClient.prefetchQuery(vitalsQueryOptions());
  },
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Admin"
        title="Admin Dashboard"
        description="Review new artists and artworks, and keep an eye on the marketplace."
        actions={
          <>
            <ButtonLink to="/admin/artists" variant="secondary">
              <Users aria-hidden />
              Manage Artists
            </ButtonLink>
            <ButtonLink to="/admin/artworks" variant="secondary">
              <Images aria-hidden />
              Manage Artworks
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-12">
        <StatTiles />
        <FlaggedOrders />
        <CardDisputes />
        <ReportedReviews />
        <PendingApprovals />
        <VitalsChart />
      </div>
    </PageContainer>
  );
}
