import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { myArtistIdOf, useMyArtist } from '@/api/artists';
import { useCurrentUser } from '@/api/auth';
import type { RequestTab } from '../request-tabs';
import { useFocusedRequestTab } from '../focused-request-tab';
import { CommissionRequestsView } from './commission-requests-view';
import { QueuedRequestReopen } from './queued-request-reopen';

const route = getRouteApi('/commission-requests');

/** `/commission-requests`: what the user sent and, for an artist, what they received (`?tab=`). */
export function CommissionRequestsPage() {
  const { data: user } = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Only artists (and admins) can have an artist profile: collectors skip the call.
  const mayHaveProfile = !!user && user.role !== 'user';
  const myArtist = useMyArtist(mayHaveProfile);
  // Opened from the sync panel's Edit: the address no longer asks for it.
  const reopened = useCallback(
    () => void navigate({ search: (old) => ({ ...old, queued: undefined }), replace: true }),
    [navigate],
  );
  // The tab that lists the request the address points at (an artist may have sent it as a collector).
  const focusedTab = useFocusedRequestTab(search.request, user?.id ?? 0);
  if (!user) return null; // the guard only renders this with a user
  // An artist mostly comes here to answer: open on what they received unless the URL says otherwise.
  const defaultTab: RequestTab = user.role === 'bus_admin' ? 'received' : 'sent';
  const tab = search.tab ?? focusedTab ?? defaultTab;

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
        focusedRequestId={search.request}
        onTabChange={(next) =>
          void navigate({
            search: { tab: next === defaultTab ? undefined : next },
            replace: true,
            resetScroll: false,
          })
        }
      />
      <QueuedRequestReopen seq={search.queued} onReopened={reopened} />
    </PageContainer>
  );
}
