import type { ReactNode } from 'react';
import { Inbox, Palette } from 'lucide-react';
import { LoadError } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RequestList, RequestListSkeleton } from './request-list';

export interface ReceivedRequestsProps {
  /** The viewer's artist profile id; null without a profile, undefined while that is being checked. */
  artistId: number | null | undefined;
  /** May the viewer create an artist profile (artists and super admins)? */
  canCreateProfile: boolean;
  /** The next step under an empty list. */
  emptyAction?: ReactNode;
  /** Set when checking for an artist profile failed: offers to try again. */
  onRetryArtist?: () => void;
  /** The request a notification's link points at. */
  focusedId?: number;
}

/** Requests collectors sent to the viewer's artist profile, answered from here (Accept / Decline...). */
export function ReceivedRequests({
  artistId,
  canCreateProfile,
  emptyAction,
  onRetryArtist,
  focusedId,
}: ReceivedRequestsProps) {
  if (onRetryArtist) return <LoadError what="your artist profile" onRetry={onRetryArtist} />;
  if (artistId === undefined) return <RequestListSkeleton />;
  if (artistId === null) {
    return canCreateProfile ? (
      <EmptyState
        icon={Palette}
        title="Create your artist profile to receive requests"
        description="Collectors can send you commission requests once your artist profile is set up and approved."
        action={<ButtonLink to="/artist-profile-edit">Create My Artist Profile</ButtonLink>}
      />
    ) : (
      <EmptyState
        icon={Inbox}
        title="Requests to artists arrive here"
        description="Only artists receive commission requests. Your own requests to artists are under Sent by Me."
        action={
          <ButtonLink to="/artists" variant="secondary">
            Meet Our Artists
          </ButtonLink>
        }
      />
    );
  }
  return (
    <RequestList
      params={{ artistId }}
      role="artist"
      focusedId={focusedId}
      empty={
        <EmptyState
          icon={Inbox}
          title="No commission requests yet"
          description="When a collector asks you for a commission, the request appears here for you to accept or decline."
          action={emptyAction}
        />
      }
    />
  );
}
