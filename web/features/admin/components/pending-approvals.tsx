import { CheckCheck } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import type { ArtistUser } from '@contract/user';
import { LoadError } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useApproveArtist } from '@/features/admin/api/approve-artist';
import { useApproveArtwork } from '@/features/admin/api/approve-artwork';
import { usePendingArtistUsers } from '@/api/users';
import { useReviewArtworks } from '@/api/artworks';
import { APPROVAL_MESSAGES as M, failureReason } from '@/features/admin/approval-messages';
import { fullName, pendingArtistUsers } from '@/features/admin/artist-status';
import { ArtworkThumbnail } from './artwork-thumbnail';
import { DecisionButton, decisionApproves, type Decision } from './decision-button';
import { PendingGroup, PendingRow, PendingSkeleton } from './pending-row';
import { UserAvatar } from './user-avatar';
import { useModerationPrompt } from './moderation-dialog';

const DECISIONS: Decision[] = ['approve', 'reject'];

/** Artists and artworks waiting for a decision, each approvable or rejectable from here. */
export function PendingApprovals() {
  const users = usePendingArtistUsers();
  const artworks = useReviewArtworks('pending');
  const artistMutation = useApproveArtist();
  const artworkMutation = useApproveArtwork();
  const busy = artistMutation.isPending || artworkMutation.isPending;
  const prompt = useModerationPrompt();

  const sendArtist = (user: ArtistUser, decision: Decision, reason: string | null) => {
    if (user.artistId === undefined) return;
    artistMutation.mutate(
      { artistId: user.artistId, approved: decisionApproves(decision), reason },
      {
        onSuccess: () =>
          toast({
            title: M.artistUpdated,
            description: `${fullName(user)} is now ${decision === 'approve' ? 'approved' : 'rejected'}.`,
          }),
        onError: (error) =>
          toast({ title: M.artistApprovalFailed, description: failureReason(error), variant: 'destructive' }),
      },
    );
  };
  const sendArtwork = (artwork: Artwork, decision: Decision, reason: string | null) =>
    artworkMutation.mutate(
      { artworkId: artwork.id, approved: decisionApproves(decision), reason },
      {
        onSuccess: () => toast({ title: M.artworkUpdated, description: M.artworkUpdatedText }),
        onError: (error) =>
          toast({
            title: M.artworkApprovalFailed,
            description: failureReason(error),
            variant: 'destructive',
          }),
      },
    );

  // Reject asks first, with an optional reason for the artist (issue 13).
  const decideArtist = (user: ArtistUser, decision: Decision) => {
    if (decision === 'approve') return sendArtist(user, decision, null);
    prompt.ask({ decision, kind: 'artist', subject: fullName(user) }, (reason) =>
      sendArtist(user, decision, reason),
    );
  };
  const decideArtwork = (artwork: Artwork, decision: Decision) => {
    if (decision === 'approve') return sendArtwork(artwork, decision, null);
    prompt.ask({ decision, kind: 'artwork', subject: artwork.title }, (reason) =>
      sendArtwork(artwork, decision, reason),
    );
  };

  const pendingUsers = users.data ? pendingArtistUsers(users.data.items) : undefined;
  const pendingArtworks = artworks.data?.items;
  const total = (pendingUsers?.length ?? 0) + (pendingArtworks?.length ?? 0);
  const loading = (users.isPending && !users.data) || (artworks.isPending && !artworks.data);

  return (
    <section id="pending-approvals" aria-labelledby="pending-approvals-title" className="scroll-mt-24">
      <div className="mb-4 flex items-center gap-3">
        <h2 id="pending-approvals-title" className="text-2xl font-medium text-ink sm:text-3xl">
          Pending Approvals
        </h2>
        {!loading ? <Badge tone={total ? 'warning' : 'neutral'}>{total}</Badge> : null}
      </div>
      {loading ? (
        <PendingSkeleton />
      ) : pendingUsers?.length === 0 && pendingArtworks?.length === 0 ? (
        <EmptyState
          icon={CheckCheck}
          title="No pending approvals"
          description="New artist profiles and artworks appear here when they are submitted for review."
        />
      ) : (
        <div className="space-y-8">
          <PendingGroup title="Artists" count={pendingUsers?.length}>
            {users.isError && !users.data ? (
              <LoadError what="the artists" onRetry={() => void users.refetch()} />
            ) : (
              pendingUsers?.map((user) => (
                <PendingRow
                  key={`artist-${user.userId}`}
                  media={
                    <UserAvatar
                      src={user.profileImageUrl}
                      seed={user.artistId ?? user.userId}
                      className="size-14"
                    />
                  }
                  kind="Artist"
                  name={fullName(user)}
                  meta={[`@${user.username}`, user.email]}
                  since={user.createdAt}
                  sinceLabel="Joined"
                  actions={DECISIONS.map((decision) => (
                    <DecisionButton
                      key={decision}
                      decision={decision}
                      subject={fullName(user)}
                      onClick={() => decideArtist(user, decision)}
                      busy={
                        artistMutation.isPending &&
                        artistMutation.variables?.artistId === user.artistId &&
                        artistMutation.variables.approved === decisionApproves(decision)
                      }
                      disabled={busy}
                    />
                  ))}
                />
              ))
            )}
          </PendingGroup>
          <PendingGroup title="Artworks" count={pendingArtworks?.length}>
            {artworks.isError && !artworks.data ? (
              <LoadError what="the artworks" onRetry={() => void artworks.refetch()} />
            ) : (
              pendingArtworks?.map((artwork) => (
                <PendingRow
                  key={`artwork-${artwork.id}`}
                  media={<ArtworkThumbnail artwork={artwork} />}
                  kind="Artwork"
                  name={artwork.title}
                  meta={[
                    `by ${artwork.artistName || 'Unknown Artist'}`,
                    artwork.medium,
                    formatPrice(artwork.price),
                  ]}
                  since={artwork.createdAt}
                  sinceLabel="Submitted"
                  actions={DECISIONS.map((decision) => (
                    <DecisionButton
                      key={decision}
                      decision={decision}
                      subject={artwork.title}
                      onClick={() => decideArtwork(artwork, decision)}
                      busy={
                        artworkMutation.isPending &&
                        artworkMutation.variables?.artworkId === artwork.id &&
                        artworkMutation.variables.approved === decisionApproves(decision)
                      }
                      disabled={busy}
                    />
                  ))}
                />
              ))
            )}
          </PendingGroup>
        </div>
      )}
      {prompt.dialog}
    </section>
  );
}
