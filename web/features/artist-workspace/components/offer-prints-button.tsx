import { useId } from 'react';
import { Printer } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { Button } from '@/components/ui/button';
import { canOfferPrints, PRINTS_NEED_APPROVAL_TEXT } from '@/features/artist-workspace/print-setup';

export interface OfferPrintsButtonProps {
  artwork: Artwork;
  onOpen: (artwork: Artwork) => void;
}

/**
 * "Offer prints" under an artwork card. Pending and rejected artworks show it disabled, with a
 * visible note (a tooltip would never show on a phone, nor on a disabled button).
 */
export function OfferPrintsButton({ artwork, onOpen }: OfferPrintsButtonProps) {
  const noteId = useId();
  const allowed = canOfferPrints(artwork);
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <Button
        variant="secondary"
        className="w-full"
        disabled={!allowed}
        aria-describedby={allowed ? undefined : noteId}
        onClick={() => onOpen(artwork)}
      >
        <Printer aria-hidden /> Offer prints<span className="sr-only"> of {artwork.title}</span>
      </Button>
      {allowed ? null : (
        <p id={noteId} className="text-xs text-muted">
          {PRINTS_NEED_APPROVAL_TEXT}
        </p>
      )}
    </div>
  );
}
