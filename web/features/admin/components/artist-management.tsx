import { useState } from 'react';
import { Download, UserPlus, Users } from 'lucide-react';
import { ADMIN_SKELETON_ROWS } from '@contract/constants';
import type { ArtistUser } from '@contract/user';
import { LoadError, PageHeader } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast';
import { useApproveArtist } from '@/features/admin/api/approve-artist';
import { fetchAllArtistUsers, useArtistUserCounts, usePagedArtistUsers } from '@/api/users';
import { APPROVAL_MESSAGES as M, failureReason } from '@/features/admin/approval-messages';
import { fullName } from '@/features/admin/artist-status';
import { artistUsersCsv, csvFileName } from '@/features/admin/artists-csv';
import { AddArtistDialog } from './add-artist-dialog';
import { BackToDashboard } from './back-to-dashboard';
import { ArtistDetailsDialog } from './artist-details-dialog';
import { ArtistUsersTable } from './artist-users-table';
import { CounterTile, CounterTileSkeleton } from './counter-tile';
import { downloadTextFile } from './download-file';
import { TableSkeleton } from './table-skeleton';
import { useModerationPrompt } from './moderation-dialog';

/** Admin artist management: counters, the accounts table, details, Approve / Revoke, export. */
export function ArtistManagement() {
  // The table pages ('Load more'); the counters and the export cover every account.
  const paged = usePagedArtistUsers();
  const counts = useArtistUserCounts();
  const [exporting, setExporting] = useState(false);
  const query = { data: paged.list, isPending: paged.isPending };
  const approve = useApproveArtist();
  const [details, setDetails] = useState<{ user: ArtistUser; open: boolean } | null>(null);
  const [adding, setAdding] = useState(false);
  const users = query.data?.items;

  const prompt = useModerationPrompt();

  const send = (user: ArtistUser, approved: boolean, reason: string | null) => {
    if (user.artistId === undefined) return;
    approve.mutate(
      { artistId: user.artistId, approved, reason },
      {
        onSuccess: () =>
          toast({
            title: M.artistUpdated,
            description: `${fullName(user)} is now ${approved ? 'approved' : 'no longer approved'}.`,
          }),
        onError: (error) =>
          toast({ title: M.artistFailed, description: failureReason(error), variant: 'destructive' }),
      },
    );
  };
  // Revoke (and reject) ask first, with an optional reason for the artist (issue 13).
  const decide = (user: ArtistUser, approved: boolean) => {
    if (approved) return send(user, true, null);
    const decision = user.approvalStatus === 'approved' ? 'revoke' : 'reject';
    prompt.ask({ decision, kind: 'artist', subject: fullName(user) }, (reason) => send(user, false, reason));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const everyone = await fetchAllArtistUsers();
      downloadTextFile(csvFileName('atelier-artists', new Date()), artistUsersCsv(everyone));
    } catch (error) {
      toast({ title: 'Export failed', description: failureReason(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow={<BackToDashboard />}
        title={
          <span className="flex flex-wrap items-center gap-3">
            Artist Management
            {users ? (
              <Badge tone="neutral" className="font-sans text-sm">
                {(counts.data?.total ?? query.data?.total ?? users.length).toLocaleString('en-US')}
                {!counts.data && query.data?.capped ? '+' : ''} total
              </Badge>
            ) : null}
          </span>
        }
        description="Approve new artists, revoke approvals and see who still needs a profile."
        actions={
          <>
            <Button onClick={() => setAdding(true)}>
              <UserPlus aria-hidden />
              Add Artist
            </Button>
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              disabled={!users?.length || exporting}
              aria-busy={exporting}
            >
              <Download aria-hidden />
              Export Data
            </Button>
          </>
        }
      />
      <QueryView
        query={query}
        pending={
          <div className="space-y-6">
            <div className="grid grid-cols-3 gap-2 sm:gap-3">
              {[0, 1, 2].map((i) => (
                <CounterTileSkeleton key={i} />
              ))}
            </div>
            <TableSkeleton rows={ADMIN_SKELETON_ROWS} label="Loading artists" />
          </div>
        }
        error={<LoadError what="the artists" onRetry={() => void paged.refetch()} />}
      >
        {({ items }) => {
          const c = counts.data;
          return (
            <div className="space-y-6">
              <div className="grid grid-cols-3 gap-2 sm:gap-3">
                {c ? (
                  <>
                    <CounterTile label="Approved Artists" value={c.approved.toLocaleString('en-US')} />
                    <CounterTile label="Pending Approval" value={c.pending.toLocaleString('en-US')} />
                    <CounterTile label="Missing Profiles" value={c.missing.toLocaleString('en-US')} />
                  </>
                ) : (
                  [0, 1, 2].map((i) => <CounterTileSkeleton key={i} />)
                )}
              </div>
              {items.length === 0 ? (
                <EmptyState
                  icon={Users}
                  title="No artists yet"
                  description="Artists appear here as soon as they register."
                  action={<Button onClick={() => setAdding(true)}>Add Artist</Button>}
                />
              ) : (
                <ArtistUsersTable
                  users={items}
                  onDetails={(user) => setDetails({ user, open: true })}
                  onDecide={decide}
                  pendingArtistId={approve.isPending ? (approve.variables?.artistId ?? null) : null}
                />
              )}
              <LoadMore more={paged.more} />
            </div>
          );
        }}
      </QueryView>
      <ArtistDetailsDialog
        user={details?.user ?? null}
        open={details?.open ?? false}
        onClose={() => setDetails((current) => (current ? { ...current, open: false } : null))}
      />
      <AddArtistDialog open={adding} onClose={() => setAdding(false)} />
      {prompt.dialog}
    </>
  );
}
