import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { approvalActions } from '@contract/approval';
import { ADMIN_SKELETON_ROWS } from '@contract/constants';
import type { ArtworkStatusFilter } from '@contract/enums';
import { LoadError } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Field } from '@/components/ui/field';
import { ListboxSelect } from '@/components/ui/select';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast';
import { useApproveArtwork } from '@/features/admin/api/approve-artwork';
import { artworkCountQueryOptions, pagedReviewArtworksQueryOptions } from '@/api/artworks';
import { usePagedList } from '@/lib/paged';
import { APPROVAL_MESSAGES as M } from '@/features/admin/approval-messages';
import {
  ARTWORK_FILTER_OPTIONS,
  artworkStatus,
  filterArtworks,
  type ArtworkCounters,
} from '@/features/admin/artwork-review';
import { ArtworkDetailsDialog } from './artwork-details-dialog';
import { ArtworksTable } from './artworks-table';
import { CounterTile, CounterTileSkeleton } from './counter-tile';
import { DecisionButton, decisionApproves, type Decision } from './decision-button';
import { TableSkeleton } from './table-skeleton';
import { useModerationPrompt } from './moderation-dialog';

export interface ArtworkManagementProps {
  filter: ArtworkStatusFilter;
  onFilterChange: (filter: ArtworkStatusFilter) => void;
}

/**
 * Admin artwork management: counters over every artwork, the status filter (kept in the URL by the
 * route), the table, the details dialog and the approval actions of spec section 4.
 */
export function ArtworkManagement({ filter, onFilterChange }: ArtworkManagementProps) {
  // The server filters and pages the table; the counters are the totals of each status.
  const paged = usePagedList(pagedReviewArtworksQueryOptions(filter));
  const query = { data: paged.list, isPending: paged.isPending };
  const counters = useArtworkCounters();
  const approve = useApproveArtwork();
  const [details, setDetails] = useState<{ id: number; open: boolean } | null>(null);
  const pending = approve.isPending && approve.variables ? approve.variables : null;

  const prompt = useModerationPrompt();

  const send = (artwork: Artwork, decision: Decision, reason: string | null) =>
    approve.mutate(
      { artworkId: artwork.id, approved: decisionApproves(decision), reason },
      {
        onSuccess: () => toast({ title: M.artworkUpdated, description: M.artworkUpdatedText }),
        onError: () =>
          toast({ title: M.artworkErrorTitle, description: M.artworkFailed, variant: 'destructive' }),
      },
    );
  // Reject and Revoke ask first, with an optional reason for the artist (issue 13).
  const decide = (artwork: Artwork, decision: Decision) => {
    if (decision === 'approve') return send(artwork, decision, null);
    setDetails((current) => (current ? { ...current, open: false } : null));
    prompt.ask({ decision, kind: 'artwork', subject: artwork.title }, (reason) =>
      send(artwork, decision, reason),
    );
  };

  // The dialog reads the artwork from the list, so it shows the new status after a change.
  const shown = details ? (query.data?.items.find((artwork) => artwork.id === details.id) ?? null) : null;

  const filterField = (
    <Field label="Status" className="max-w-xs">
      <ListboxSelect value={filter} onChange={onFilterChange} options={ARTWORK_FILTER_OPTIONS} />
    </Field>
  );

  return (
    <div className="space-y-6">
      <QueryView
        query={query}
        pending={
          <>
            <Counters />
            {filterField}
            <TableSkeleton rows={ADMIN_SKELETON_ROWS} label="Loading artworks" />
          </>
        }
        error={<LoadError what="the artworks" onRetry={() => void paged.refetch()} />}
      >
        {({ items }) => {
          const visible = filterArtworks(items, filter);
          return (
            <>
              <Counters counters={counters} />
              {filterField}
              {visible.length === 0 ? (
                <EmptyState
                  icon={Images}
                  title={filter === 'all' ? 'No artworks yet' : `No ${filter} artworks`}
                  description="Artworks appear here as soon as artists submit them."
                />
              ) : (
                <ArtworksTable
                  artworks={visible}
                  onDetails={(artwork) => setDetails({ id: artwork.id, open: true })}
                  onDecide={decide}
                  pending={pending}
                />
              )}
              <LoadMore more={paged.more} />
            </>
          );
        }}
      </QueryView>
      <ArtworkDetailsDialog
        artwork={shown}
        open={details?.open ?? false}
        onClose={() => setDetails((current) => (current ? { ...current, open: false } : null))}
        actions={
          shown
            ? approvalActions(artworkStatus(shown)).map((decision) => (
                <DecisionButton
                  key={decision}
                  decision={decision}
                  subject={shown.title}
                  onClick={() => decide(shown, decision)}
                  busy={pending?.artworkId === shown.id && pending.approved === decisionApproves(decision)}
                  disabled={pending !== null}
                />
              ))
            : null
        }
      />
      {prompt.dialog}
    </div>
  );
}

/** The number of artworks in each approval state, each from a one-item page's `X-Total-Count`. */
function useArtworkCounters(): ArtworkCounters | undefined {
  const approved = useQuery(artworkCountQueryOptions('approved')).data;
  const pending = useQuery(artworkCountQueryOptions('pending')).data;
  const rejected = useQuery(artworkCountQueryOptions('rejected')).data;
  const total = useQuery(artworkCountQueryOptions('all')).data;
  if (approved === undefined || pending === undefined || rejected === undefined || total === undefined)
    return undefined;
  return { approved, pending, rejected, total };
}

function Counters({ counters }: { counters?: ArtworkCounters | undefined }) {
  const grid = 'grid grid-cols-4 gap-2 sm:gap-3';
  if (!counters) {
    return (
      <div className={grid} aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <CounterTileSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <div className={grid}>
      <CounterTile label="Approved" value={counters.approved} />
      <CounterTile label="Pending" value={counters.pending} />
      <CounterTile label="Rejected" value={counters.rejected} />
      <CounterTile label="Total" value={counters.total} />
    </div>
  );
}
