import { Send } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@/components/ui/tabs';
import { ReceivedRequests } from './received-requests';
import { RequestList } from './request-list';
import { REQUEST_TABS, type RequestTab } from '../request-tabs';

export interface CommissionRequestsViewProps {
  userId: number;
  /** The viewer's artist profile id; null without one, undefined while loading. */
  artistId: number | null | undefined;
  canCreateProfile: boolean;
  /** Set when checking for an artist profile failed. */
  onRetryArtist?: () => void;
  tab: RequestTab;
  /** The request a notification's link points at. */
  focusedRequestId?: number;
  onTabChange: (tab: RequestTab) => void;
}

/** Tabs 'Sent by Me' and 'Received' (spec section 2). */
export function CommissionRequestsView({
  userId,
  artistId,
  canCreateProfile,
  onRetryArtist,
  tab,
  focusedRequestId,
  onTabChange,
}: CommissionRequestsViewProps) {
  return (
    <Tabs
      selectedIndex={REQUEST_TABS.indexOf(tab)}
      onChange={(index: number) => onTabChange(REQUEST_TABS[index] ?? 'sent')}
    >
      <TabList className="mb-6">
        <Tab>Sent by Me</Tab>
        <Tab>Received</Tab>
      </TabList>
      <TabPanels>
        <TabPanel>
          <RequestList
            params={{ userId }}
            role="sender"
            focusedId={focusedRequestId}
            empty={
              <EmptyState
                icon={Send}
                title="You haven't sent any commission requests yet"
                description="Find an artist whose work you love and ask for a piece made just for you, from their profile."
                action={<ButtonLink to="/artists">Meet Our Artists</ButtonLink>}
              />
            }
          />
        </TabPanel>
        <TabPanel>
          <ReceivedRequests
            artistId={artistId}
            canCreateProfile={canCreateProfile}
            onRetryArtist={onRetryArtist}
            focusedId={focusedRequestId}
            emptyAction={
              <ButtonLink to="/artist-dashboard" variant="secondary">
                Go to my Artist Dashboard
              </ButtonLink>
            }
          />
        </TabPanel>
      </TabPanels>
    </Tabs>
  );
}
