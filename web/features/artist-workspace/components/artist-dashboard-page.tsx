import type { ReactNode } from 'react';
import { ImagePlus, Pencil, UserRoundPlus } from 'lucide-react';
import type { Artist } from '@contract/artist';
import type { User } from '@contract/user';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/components/ui/tabs';
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/cards/artwork-card';
import { myArtistIdOf, useMyArtist } from '@/api/artists';
import { pagedArtworksQueryOptions } from '@/api/artworks';
import { usePagedList } from '@/lib/paged';
import { useCurrentUser } from '@/api/auth';
import { ArtistStatusNotice } from './artist-status-notice';
import { ArtworksManager } from './artworks-manager';
import { ProfileOverview } from './profile-overview';
import { DASHBOARD_TABS, type DashboardTab } from '../dashboard-tabs';

/** The Requests tab, handed in by the route (it belongs to the commission-requests feature). */
export type RequestsTabSlot = (props: {
  artistId: number | null | undefined;
  onRetryArtist?: () => void;
  emptyAction: ReactNode;
}) => ReactNode;

/** The Account tab, handed in by the route (it belongs to the auth feature). */
export type AccountTabSlot = (user: User) => ReactNode;

/** Until the address is confirmed: the auth feature's notice with 'Send the link again', handed in by the route. */
export type UnconfirmedNoticeSlot = (user: User) => ReactNode;

/** The Services tab (commission services), handed in by the route. */
export type ServicesTabSlot = (artistId: number) => ReactNode;

/** The Sales tab, handed in by the route (it belongs to the checkout feature). */
export type SalesTabSlot = (artistId: number | null | undefined) => ReactNode;

export interface ArtistDashboardPageProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  requestsTab: RequestsTabSlot;
  /** The Messages tab (direct conversations), handed in by the route. */
  messagesTab: () => ReactNode;
  salesTab: SalesTabSlot;
  servicesTab: ServicesTabSlot;
  accountTab: AccountTabSlot;
  unconfirmedNotice: UnconfirmedNoticeSlot;
  /** An outbox item to reopen in its artwork form (`?queued=`, Edit in the sync panel). */
  reopen?: { seq: number; onReopened: () => void };
}

const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, 50vw';

/** `/artist-dashboard`: the artist's artworks, public profile, received requests and account. */
export function ArtistDashboardPage({
  tab,
  onTabChange,
  requestsTab,
  messagesTab,
  salesTab,
  servicesTab,
  accountTab,
  unconfirmedNotice,
  reopen,
}: ArtistDashboardPageProps) {
  const { data: user } = useCurrentUser();
  const myArtist = useMyArtist();
  const artistId = myArtistIdOf(myArtist);
  // The artist's own artworks in every approval state (the API shows the owner pending and rejected ones).
  const paged = usePagedList({
    ...pagedArtworksQueryOptions({ artistId: artistId ?? undefined }),
    enabled: typeof artistId === 'number',
  });
  const artworks = { data: paged.list, isPending: paged.isPending, refetch: () => void paged.refetch() };
  if (!user) return null; // the guard only renders this with a user

  const artist = myArtist.data;
  const retryArtist = () => void myArtist.refetch();
  const noProfile = (what: string) => (
    <EmptyState
      icon={UserRoundPlus}
      title={`Create your artist profile to see ${what}`}
      description="Collectors meet you through your profile; once it is set up you can add artworks and receive commission requests."
      action={<ButtonLink to="/artist-profile-edit">Create My Artist Profile</ButtonLink>}
    />
  );
  // Loading, failed, missing or there: what a tab that needs the profile shows.
  const withArtist = (what: string, render: (artist: Artist) => ReactNode) => {
    if (artist) return render(artist);
    if (artist === null) return noProfile(what);
    if (myArtist.isError) return <LoadError what="your artist profile" onRetry={retryArtist} />;
    return <Skeleton className="h-64 w-full" />;
  };

  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={`Welcome back, ${user.firstName}`}
        title="Artist Dashboard"
        description="Your artworks, your public profile and the commissions collectors ask you for."
        actions={
          <ButtonLink to="/artist-profile-edit" variant="secondary">
            <Pencil aria-hidden /> {artist === null ? 'Create My Artist Profile' : 'Edit My Artist Profile'}
          </ButtonLink>
        }
      />
      {artist !== undefined ? <ArtistStatusNotice artist={artist} /> : null}
      {/* Artworks are submitted for review only from a confirmed address (issue 24). */}
      {user.emailVerified ? null : <div className="mb-8">{unconfirmedNotice(user)}</div>}
      <Tabs
        selectedIndex={DASHBOARD_TABS.indexOf(tab)}
        onChange={(index: number) => onTabChange(DASHBOARD_TABS[index] ?? 'artworks')}
      >
        <TabList className="mb-8">
          <Tab>Artworks</Tab>
          <Tab>Profile</Tab>
          <Tab>Services</Tab>
          <Tab>Requests</Tab>
          <Tab>Messages</Tab>
          <Tab>Sales</Tab>
          <Tab>Account</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            {withArtist('your artworks', () => (
              <ArtworksManager
                artworks={artworks}
                more={paged.more}
                renderArtwork={(artwork) => <ArtworkCard artwork={artwork} sizes={CARD_SIZES} />}
                cardSkeleton={<ArtworkCardSkeleton />}
                reopen={reopen}
              />
            ))}
          </TabPanel>
          <TabPanel>
            {withArtist('your profile', (a) => (
              <ProfileOverview artist={a} />
            ))}
          </TabPanel>
          <TabPanel>{withArtist('your commission services', (a) => servicesTab(a.id))}</TabPanel>
          <TabPanel>
            {requestsTab({
              artistId,
              onRetryArtist: artist === undefined && myArtist.isError ? retryArtist : undefined,
              emptyAction: (
                <ButtonLink to="/artist-profile-edit" variant="secondary">
                  <ImagePlus aria-hidden /> Polish my profile
                </ButtonLink>
              ),
            })}
          </TabPanel>
          <TabPanel>{messagesTab()}</TabPanel>
          <TabPanel>{salesTab(artistId)}</TabPanel>
          <TabPanel>{accountTab(user)}</TabPanel>
        </TabPanels>
      </Tabs>
    </PageContainer>
  );
}
