import { useState } from 'react';
import { Images } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { approvalActions } from '@contract/approval';
import { ADMIN_SKELETON_ROWS } from '@contract/constants';
import type { ArtworkStatusFilter } from '@contract/enums';
import { LoadError } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { ListboxSelect } from '@/components/ui/select';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast';
import { useApproveArtwork } from '@/features/admin/api/approve-artwork';
import { useReviewArtworks } from '@/api/artworks';
import { APPROVAL_MESSAGES as M } from '@/features/admin/approval-messages';
import {
  ARTWORK_FILTER_OPTIONS,
  artworkCounters,
  artworkStatus,
  filterArtworks,
} from '@/features/admin/artwork-review';
import { ArtworkDetailsDialog } from './artwork-details-dialog';
import { ArtworksTable } from './artworks-table';
import { CounterTile, CounterTileSkeleton } from './counter-tile';
import { DecisionButton, decisionApproves, type Decision } from './decision-button';
import { TableSkeleton } from './table-skeleton';

export interface ArtworkManagementProps {
  filter: ArtworkStatusFilter;
  onFilterChange: (filter: ArtworkStatusFilter) => void;
}

/**
 * Admin artwork management: counters over every artwork, the status filter (kept in the URL by the
 * route), the table, the details dialog and the approval actions of spec section 4.
 */
export function ArtworkManagement({ filter, onFilterChange }: ArtworkManagementProps) {
  // One list of every status: the counters need them all, the filter works on the page.
  const query = useReviewArtworks('all');
  const approve = useApproveArtwork();
  const [details, setDetails] = useState<{ id: number; open: boolean } | null>(null);
  const pending = approve.isPending && approve.variables ? approve.variables : null;

  const decide = (artwork: Artwork, decision: Decision) =>
    approve.mutate(
      { artworkId: artwork.id, approved: decisionApproves(decision) },
      {
        onSuccess: () => toast({ title: M.artworkUpdated, description: M.artworkUpdatedText }),
        onError: () =>
          toast({ title: M.artworkErrorTitle, description: M.artworkFailed, variant: 'destructive' }),
      },
    );

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
        error={<LoadError what="the artworks" onRetry={() => void query.refetch()} />}
      >
        {({ items }) => {
          const visible = filterArtworks(items, filter);
          return (
            <>
              <Counters items={items} />
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
    </div>
  );
}

function Counters({ items }: { items?: readonly Artwork[] }) {
  const grid = 'grid grid-cols-4 gap-2 sm:gap-3';
  if (!items) {
    return (
      <div className={grid} aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <CounterTileSkeleton key={i} />
        ))}
      </div>
    );
  }
  const counters = artworkCounters(items);
  return (
    <div className={grid}>
      <CounterTile label="Approved" value={counters.approved} />
      <CounterTile label="Pending" value={counters.pending} />
      <CounterTile label="Rejected" value={counters.rejected} />
      <CounterTile label="Total" value={counters.total} />
    </div>
  );
}
