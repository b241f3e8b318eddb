import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageContainer, PageHeader } from '../components/layout/page';
import { useMyArtist, myArtistIdOf } from '../api/artists';
import { useCurrentUser } from '../api/auth';
import { RouteGuard } from '../features/auth/components/route-guard';
import {
  CommissionRequestsView,
  REQUEST_TABS,
  type RequestTab,
} from '../features/requests/components/commission-requests-view';

const SearchSchema = z.object({ tab: z.enum(REQUEST_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/commission-requests')({
  validateSearch: (raw: Record<string, unknown>): { tab?: RequestTab } => SearchSchema.parse(raw),
  component: () => (
    // Signed out: the guard's log-in prompt ('Authentication Required: Please log in to access this page.').
    <RouteGuard>
      <CommissionRequestsPage />
    </RouteGuard>
  ),
});

function CommissionRequestsPage() {
  const { data: user } = useCurrentUser();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Only artists (and admins) can have an artist profile: collectors skip the call.
  const mayHaveProfile = !!user && user.role !== 'user';
  const myArtist = useMyArtist(mayHaveProfile);
  if (!user) return null; // the guard only renders this with a user
  // An artist mostly comes here to answer: open on what they received unless the URL says otherwise.
  const defaultTab: RequestTab = user.role === 'bus_admin' ? 'received' : 'sent';
  const tab = search.tab ?? defaultTab;

  return (
    <PageContainer width="medium" className="pb-16">
      <PageHeader
        title="Commission Requests"
        description="The commissions you asked artists for, and the requests collectors sent to you."
      />
      <CommissionRequestsView
        userId={user.id}
        artistId={mayHaveProfile ? myArtistIdOf(myArtist) : null}
        canCreateProfile={mayHaveProfile}
        onRetryArtist={
          myArtist.data === undefined && myArtist.isError ? () => void myArtist.refetch() : undefined
        }
        tab={tab}
        onTabChange={(next) =>
          void navigate({
            search: { tab: next === defaultTab ? undefined : next },
            replace: true,
            resetScroll: false,
          })
        }
      />
    </PageContainer>
  );
}
