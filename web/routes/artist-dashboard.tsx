import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import {
  ArtistDashboardPage,
  DASHBOARD_TABS,
  type DashboardTab,
} from '@/features/artist-workspace/components/artist-dashboard-page';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { ReceivedRequests } from '@/features/commission-requests/components/received-requests';

const SearchSchema = z.object({ tab: z.enum(DASHBOARD_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/artist-dashboard')({
  validateSearch: (raw: Record<string, unknown>): { tab?: DashboardTab } => SearchSchema.parse(raw),
  component: function ArtistDashboardRoute() {
    const { tab = 'artworks' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RouteGuard role="bus_admin">
        <ArtistDashboardPage
          tab={tab}
          onTabChange={(next) =>
            void navigate({
              search: { tab: next === 'artworks' ? undefined : next },
              replace: true,
              resetScroll: false,
            })
          }
          requestsTab={(props) => <ReceivedRequests {...props} canCreateProfile />}
          accountTab={(user) => <ProfileDetails user={user} />}
        />
      </RouteGuard>
    );
  },
});
