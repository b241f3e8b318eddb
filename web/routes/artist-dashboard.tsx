import { createFileRoute } from '@tanstack/react-router';
import { oneOf, positiveInt } from '@/lib/search-enum';
import { ArtistDashboardPage } from '@/features/artist-workspace/components/artist-dashboard-page';
import { DASHBOARD_TABS, type DashboardTab } from '@/features/artist-workspace/dashboard-tabs';
import { UnconfirmedNotice } from '@/features/auth/components/email-settings';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { ReceivedRequests } from '@/features/commission-requests/components/received-requests';
import { SalesTab } from '@/features/checkout/components/sales-tab';
import { ServicesManager } from '@/features/commission-services/components/services-manager';
import { ArtistMessages } from '@/features/commission-requests/components/conversations-inbox';

export const Route = createFileRoute('/artist-dashboard')({
  validateSearch: (
    raw: Record<string, unknown>,
  ): { tab?: DashboardTab; conversation?: number; queued?: number } => ({
    tab: oneOf(DASHBOARD_TABS, raw.tab),
    conversation: positiveInt(raw.conversation),
    // An outbox item to reopen in the artwork form (Edit in the sync panel).
    queued: positiveInt(raw.queued),
  }),
  component: function ArtistDashboardRoute() {
    const { tab = 'artworks', conversation, queued } = Route.useSearch();
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
          salesTab={(artistId) => <SalesTab artistId={artistId} />}
          servicesTab={(artistId) => <ServicesManager artistId={artistId} />}
          messagesTab={() => <ArtistMessages focusedId={conversation} />}
          accountTab={(user) => <ProfileDetails user={user} />}
          unconfirmedNotice={(user) => <UnconfirmedNotice user={user} />}
          reopen={
            queued === undefined
              ? undefined
              : {
                  seq: queued,
                  // Opened: the address no longer asks for it (closing the form does not reopen it).
                  onReopened: () =>
                    void navigate({ search: (old) => ({ ...old, queued: undefined }), replace: true }),
                }
          }
        />
      </RouteGuard>
    );
  },
});
