import type { Artwork } from '@contract/artwork';
import { Dialog } from '@/components/ui/dialog';
import { useSaveArtwork } from '@/features/artist-workspace/use-save-artwork';
import { ArtworkForm } from './artwork-form';

export interface ArtworkFormDialogProps {
  open: boolean;
  /** The artwork to edit; null to create one. */
  artwork: Artwork | null;
  onClose: () => void;
}

/**
 * Create or edit an artwork in a dialog (a bottom sheet on phones); closes when everything was saved.
 * Give it a new `key` for each opening so the form starts from the artwork as saved.
 */
export function ArtworkFormDialog({ open, artwork, onClose }: ArtworkFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={artwork ? `Edit "${artwork.title}"` : 'New artwork'}
      description={
        artwork
          ? 'Changes to an approved artwork show in the gallery right away.'
          : 'New artworks are reviewed by our team before they appear in the gallery.'
      }
      className="max-h-[92dvh] max-w-2xl overflow-y-auto"
    >
      <ArtworkFormBody artwork={artwork} onClose={onClose} />
    </Dialog>
  );
}

function ArtworkFormBody({ artwork, onClose }: { artwork: Artwork | null; onClose: () => void }) {
  const { save, pending } = useSaveArtwork(artwork);
  return (
    <ArtworkForm
      artwork={artwork}
      pending={pending}
      onCancel={onClose}
      onSubmit={(values, images) => {
        void save(values, images).then((saved) => {
          if (saved) onClose();
        });
      }}
    />
  );
}
