import type { Artwork } from '@contract/artwork';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useQueuedFormStart } from '@/offline/use-queued-form-start';
import {
  queuedEditStart,
  type QueuedArtworkEdit,
  type QueuedEditStart,
} from '@/features/artist-workspace/queued-artwork-edit';
import { useSaveArtwork } from '@/features/artist-workspace/use-save-artwork';
import {
  queuedCreateStart,
  type QueuedArtworkCreate,
} from '@/features/artist-workspace/queued-artwork-create';
import { ArtworkForm } from './artwork-form';

export interface ArtworkFormDialogProps {
  open: boolean;
  /** The artwork to edit; null to create one. */
  artwork: Artwork | null;
  /** Edits of it still waiting in the outbox: the form starts from them. */
  queuedEdits?: readonly QueuedArtworkEdit[];
  /** A new artwork waiting in the outbox, reopened (Edit in the sync panel): saving replaces it. */
  draft?: QueuedArtworkCreate;
  onClose: () => void;
}

/**
 * Create or edit an artwork in a dialog (a bottom sheet on phones); closes when everything was saved.
 * Give it a new `key` for each opening so the form starts from the artwork as saved (or as its
 * queued edits leave it).
 */
export function ArtworkFormDialog({
  open,
  artwork,
  queuedEdits = [],
  draft,
  onClose,
}: ArtworkFormDialogProps) {
  const queued = artwork !== null && queuedEdits.length > 0;
  const redraft = artwork === null && draft !== undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        artwork ? `Edit "${artwork.title}"` : redraft ? 'New artwork, saved on this device' : 'New artwork'
      }
      description={
        redraft
          ? 'What you saved on this device is filled in; saving replaces it, and it syncs when online.'
          : queued
            ? 'Your changes saved on this device are filled in; they sync together with what you change now.'
            : artwork
              ? 'Changes to an approved artwork show in the gallery right away.'
              : 'New artworks are reviewed by our team before they appear in the gallery.'
      }
      className="max-h-[92dvh] max-w-2xl overflow-y-auto"
    >
      {queued ? (
        <QueuedEditBody artwork={artwork} edits={queuedEdits} onClose={onClose} />
      ) : redraft ? (
        <DraftBody draft={draft} onClose={onClose} />
      ) : (
        <ArtworkFormBody artwork={artwork} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ArtworkFormBody({
  artwork,
  start,
  draft,
  onClose,
}: {
  artwork: Artwork | null;
  start?: Pick<QueuedEditStart, 'fields' | 'images'> & { replaces?: number[] };
  /** The queued new artwork the form reopened (its seq). */
  draft?: number;
  onClose: () => void;
}) {
  const { save, pending } = useSaveArtwork(artwork);
  return (
    <ArtworkForm
      artwork={artwork}
      start={start}
      pending={pending}
      onCancel={onClose}
      onSubmit={(values, images) => {
        void save(values, images, { replaces: start?.replaces, draft }).then((saved) => {
          if (saved) onClose();
        });
      }}
    />
  );
}

/** The edit form once the queued edits' photos are read back from the outbox (the edits as they were at opening). */
function QueuedEditBody({
  artwork,
  edits,
  onClose,
}: {
  artwork: Artwork;
  edits: readonly QueuedArtworkEdit[];
  onClose: () => void;
}) {
  const start = useQueuedFormStart((load, preview) => queuedEditStart(artwork, edits, load, preview));
  if (!start) {
    return (
      <div aria-busy="true" aria-label="Loading your saved changes">
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return <ArtworkFormBody artwork={artwork} start={start} onClose={onClose} />;
}

/** The create form once the queued new artwork's photos are read back from the outbox. */
function DraftBody({ draft, onClose }: { draft: QueuedArtworkCreate; onClose: () => void }) {
  const start = useQueuedFormStart((load, preview) => queuedCreateStart(draft, load, preview));
  if (!start) {
    return (
      <div aria-busy="true" aria-label="Loading your saved artwork">
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return <ArtworkFormBody artwork={null} start={start} draft={draft.seq} onClose={onClose} />;
}
