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
import { ArtworkForm } from './artwork-form';

export interface ArtworkFormDialogProps {
  open: boolean;
  /** The artwork to edit; null to create one. */
  artwork: Artwork | null;
  /** Edits of it still waiting in the outbox: the form starts from them. */
  queuedEdits?: readonly QueuedArtworkEdit[];
  onClose: () => void;
}

/**
 * Create or edit an artwork in a dialog (a bottom sheet on phones); closes when everything was saved.
 * Give it a new `key` for each opening so the form starts from the artwork as saved (or as its
 * queued edits leave it).
 */
export function ArtworkFormDialog({ open, artwork, queuedEdits = [], onClose }: ArtworkFormDialogProps) {
  const queued = artwork !== null && queuedEdits.length > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={artwork ? `Edit "${artwork.title}"` : 'New artwork'}
      description={
        queued
          ? 'Your changes saved on this device are filled in; they sync together with what you change now.'
          : artwork
            ? 'Changes to an approved artwork show in the gallery right away.'
            : 'New artworks are reviewed by our team before they appear in the gallery.'
      }
      className="max-h-[92dvh] max-w-2xl overflow-y-auto"
    >
      {queued ? (
        <QueuedEditBody artwork={artwork} edits={queuedEdits} onClose={onClose} />
      ) : (
        <ArtworkFormBody artwork={artwork} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ArtworkFormBody({
  artwork,
  start,
  onClose,
}: {
  artwork: Artwork | null;
  start?: QueuedEditStart;
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
        void save(values, images, start?.replaces).then((saved) => {
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
