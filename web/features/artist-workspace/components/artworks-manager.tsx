import { useEffect, useState, type ReactNode } from 'react';
import { ImagePlus, Pencil, Plus, Trash2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Artwork } from '@contract/artwork';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { QueryView } from '@/components/ui/query-view';
import type { ListResult } from '@/lib/api-client';
import { isApiError } from '@/lib/api-client';
import type { MorePages } from '@/lib/paged';
import { toast } from '@/lib/toast';
import { useDeleteArtwork } from '@/features/artist-workspace/api/delete-artwork';
import { artworkModerationNote } from '@/features/artist-workspace/moderation-notes';
import {
  queuedArtworkId,
  queuedEditsByArtwork,
  type QueuedArtworkEdit,
} from '@/features/artist-workspace/queued-artwork-edit';
import type { QueuedArtworkCreate } from '@/features/artist-workspace/queued-artwork-create';
import { useQueuedWrites } from '@/offline/use-outbox';
import { ResubmitControl } from '@/components/moderation/resubmit-control';
import { ReviewHistory } from '@/components/moderation/review-history';
import { ArtworkFormDialog } from './artwork-form-dialog';
import { OfferPrintsButton } from './offer-prints-button';
import { OfferPrintsDialog } from './offer-prints-dialog';
import { QueuedArtworks, QueuedEditNote } from './queued-artworks';

export interface ArtworksManagerProps {
  /** The artist's own artworks, in every approval state. */
  artworks: Pick<UseQueryResult<ListResult<Artwork>>, 'data' | 'isPending'> & { refetch: () => unknown };
  /** How one artwork looks (the gallery's card, with its approval badge). */
  renderArtwork: (artwork: Artwork) => ReactNode;
  /** The skeleton of one card. */
  cardSkeleton: ReactNode;
  /** The next page of the artworks ('Load more'), when they are paged. */
  more?: MorePages;
  /**
   * An outbox item to reopen in the artwork form (Edit in the sync panel): a queued new artwork,
   * or a queued edit of a listed artwork. `onReopened` is called once its form is open.
   */
  reopen?: { seq: number; onReopened: () => void };
}

export const deleteQuestion = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;

/** The Artworks tab: every own artwork with its status, New / Edit / Delete / Offer prints. */
export function ArtworksManager({
  artworks,
  renderArtwork,
  cardSkeleton,
  more,
  reopen,
}: ArtworksManagerProps) {
  // A new `session` per opening starts the form afresh (from the edits queued at that moment).
  // Closed dialogs keep their artwork so the closing transition still shows it.
  const [editing, setEditing] = useState<{
    artwork: Artwork | null;
    queued: QueuedArtworkEdit[];
    draft?: QueuedArtworkCreate;
    session: number;
    open: boolean;
  } | null>(null);
  const edits = useQueuedWrites('updateArtwork');
  const drafts = useQueuedWrites('createArtwork');
  const queuedEdits = queuedEditsByArtwork(edits);
  const [deleting, setDeleting] = useState<{ artwork: Artwork; open: boolean } | null>(null);
  const [printing, setPrinting] = useState<{ artwork: Artwork; session: number; open: boolean } | null>(null);
  const remove = useDeleteArtwork();
  const open = (artwork: Artwork | null) =>
    setEditing((prev) => ({
      artwork,
      queued: (artwork && queuedEdits.get(artwork.id)) || [],
      session: (prev?.session ?? 0) + 1,
      open: true,
    }));
  // Edit in the sync panel: the item's form opens once the item (and, for an edit, its artwork) is here.
  const reopenSeq = reopen?.seq;
  const reopened = reopen?.onReopened;
  const draft = drafts.find((item) => item.seq === reopenSeq);
  const edit = edits.find((item) => item.seq === reopenSeq);
  const editId = edit ? queuedArtworkId(edit) : null;
  const edited = artworks.data?.items.find((artwork) => artwork.id === editId);
  // Once per reopening (set while rendering, as React advises for state that follows props): the
  // queued lists change as they sync, the form must not restart.
  const [reopenedSeq, setReopenedSeq] = useState<number | null>(null);
  if (reopenSeq === undefined && reopenedSeq !== null) setReopenedSeq(null); // Edit may come again
  if (reopenSeq !== undefined && reopenSeq !== reopenedSeq && (draft || edited)) {
    setReopenedSeq(reopenSeq);
    setEditing((prev) => ({
      artwork: edited ?? null,
      queued: (edited && queuedEdits.get(edited.id)) || [],
      draft,
      session: (prev?.session ?? 0) + 1,
      open: true,
    }));
  }
  useEffect(() => {
    if (reopenedSeq !== null && reopenedSeq === reopenSeq) reopened?.();
  }, [reopenedSeq, reopenSeq, reopened]);
  const closeDelete = () => setDeleting((prev) => prev && { ...prev, open: false });
  const openPrints = (artwork: Artwork) =>
    setPrinting((prev) => ({ artwork, session: (prev?.session ?? 0) + 1, open: true }));

  const confirmDelete = async (artwork: Artwork) => {
    try {
      await remove.mutateAsync(artwork.id);
      toast({ title: 'Artwork deleted', description: `"${artwork.title}" has been removed.` });
    } catch (error) {
      toast({
        title: 'Failed to delete artwork',
        description: isApiError(error) ? error.userMessage : undefined,
        variant: 'destructive',
      });
    } finally {
      closeDelete();
    }
  };

  return (
    <section aria-label="My artworks">
      <QueuedArtworks />
      <QueryView
        query={artworks}
        pending={
          <div aria-busy="true" aria-label="Loading artworks" className={gridClass}>
            {cardSkeleton}
            {cardSkeleton}
            {cardSkeleton}
          </div>
        }
        error={<LoadError what="your artworks" onRetry={() => void artworks.refetch()} />}
      >
        {({ items, total }) => (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">{summary(items, total)}</p>
              <Button onClick={() => open(null)}>
                <Plus aria-hidden /> New artwork
              </Button>
            </div>
            {items.length ? (
              <ul className={gridClass}>
                {items.map((artwork) => (
                  <li key={artwork.id} className="flex flex-col">
                    {renderArtwork(artwork)}
                    <QueuedEditNote artwork={artwork} edits={queuedEdits.get(artwork.id)} />
                    <ModerationNote artwork={artwork} />
                    <div className="mt-3 flex gap-2">
                      <Button variant="secondary" className="min-w-0 flex-1" onClick={() => open(artwork)}>
                        <Pencil aria-hidden /> Edit<span className="sr-only"> {artwork.title}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-danger!"
                        aria-label={`Delete ${artwork.title}`}
                        onClick={() => setDeleting({ artwork, open: true })}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                    <OfferPrintsButton artwork={artwork} onOpen={openPrints} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                icon={ImagePlus}
                title="No artworks yet"
                description="Add your first artwork. Once our team approves it, collectors can find it in the gallery."
                action={<Button onClick={() => open(null)}>Add your first artwork</Button>}
              />
            )}
            {more ? <LoadMore more={more} /> : null}
          </>
        )}
      </QueryView>
      {editing ? (
        <ArtworkFormDialog
          key={editing.session}
          open={editing.open}
          artwork={editing.artwork}
          queuedEdits={editing.queued}
          draft={editing.draft}
          onClose={() => setEditing((prev) => prev && { ...prev, open: false })}
        />
      ) : null}
      {printing ? (
        <OfferPrintsDialog
          key={printing.session}
          open={printing.open}
          artwork={printing.artwork}
          onClose={() => setPrinting((prev) => prev && { ...prev, open: false })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting?.open ?? false}
        onClose={closeDelete}
        onConfirm={() => deleting && void confirmDelete(deleting.artwork)}
        title="Delete artwork?"
        message={deleting ? deleteQuestion(deleting.artwork.title) : ''}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
      />
    </section>
  );
}

/** Under a rejected or revoked artwork: what happened and the admin's reason (issue 13). */
function ModerationNote({ artwork }: { artwork: Artwork }) {
  const note = artworkModerationNote(artwork);
  // Pending with an earlier decision: sent back for review (issue 25, point 6).
  const resubmitted = !note && artwork.approvalStatus === 'pending' && artwork.moderation;
  if (!note && !resubmitted) return null;
  return (
    <div className="mt-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-ink">
      <p className="font-medium">{note ? note.label : 'Submitted for review again: waiting for an admin'}</p>
      {note?.reason ? <p className="mt-0.5 break-words">Reason: {note.reason}</p> : null}
      <ResubmitControl subject="artwork" id={artwork.id} item={artwork} />
      <ReviewHistory subject="artwork" id={artwork.id} collapsed />
    </div>
  );
}

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-3 xl:grid-cols-4';

/** The count is the total; pending and rejected are counted over the artworks loaded so far. */
function summary(items: Artwork[], total = items.length): string {
  const count = (status: Artwork['approvalStatus']) =>
    items.filter((a) => a.approvalStatus === status).length;
  const parts = [`${total} ${total === 1 ? 'artwork' : 'artworks'}`];
  if (count('pending')) parts.push(`${count('pending')} pending review`);
  if (count('rejected')) parts.push(`${count('rejected')} rejected`);
  return parts.join(' · ');
}
