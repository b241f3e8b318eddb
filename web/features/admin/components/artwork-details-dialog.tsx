import type { ReactNode } from 'react';
import type { Artwork } from '@contract/artwork';
import { ArtImage } from '@/components/ui/art-image';
import { DEFAULT_ARTWORK_IMAGE } from '@/components/ui/art-image-sources';
import { Dialog } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/format';
import { artworkStatus, artworkThumbnail, extraImages, NOT_SPECIFIED } from '@/features/admin/artwork-review';
import { ReviewHistory } from '@/components/moderation/review-history';
import { StatusBadge } from './status-badge';
import { StockRows } from './stock-rows';

export interface ArtworkDetailsDialogProps {
  /** Kept while the dialog animates closed. */
  artwork: Artwork | null;
  open: boolean;
  onClose: () => void;
  /** The approval buttons for this artwork (the same as in its table row). */
  actions?: ReactNode;
}

/** Main image, up to 3 extra images, the artwork's facts and its stock (GET /api/stock). */
export function ArtworkDetailsDialog({ artwork, open, onClose, actions }: ArtworkDetailsDialogProps) {
  return (
    <Dialog
      open={open && artwork !== null}
      onClose={onClose}
      title={artwork?.title ?? 'Artwork details'}
      description={artwork ? `by ${artwork.artistName || 'Unknown Artist'}` : undefined}
      className="sm:max-w-3xl"
    >
      {artwork ? <ArtworkDetails artwork={artwork} actions={actions} /> : null}
    </Dialog>
  );
}

function ArtworkDetails({ artwork, actions }: { artwork: Artwork; actions?: ReactNode }) {
  const main = artworkThumbnail(artwork);
  const extras = extraImages(artwork);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-3">
        <ArtImage
          src={main.src}
          variants={main.variants}
          fallbackSrc={DEFAULT_ARTWORK_IMAGE}
          alt={main.alt}
          aspectRatio="4 / 5"
          fit="contain"
          sizes="(min-width: 768px) 360px, 90vw"
          priority
          className="rounded-xl"
        />
        {extras.length ? (
          <ul className="grid grid-cols-3 gap-2" aria-label="More images">
            {extras.map((image) => (
              <li key={image.id}>
                <ArtImage
                  src={image.imageUrl}
                  variants={image.variants}
                  fallbackSrc={DEFAULT_ARTWORK_IMAGE}
                  alt={image.altText || image.title || artwork.title}
                  aspectRatio={1}
                  sizes="120px"
                  className="rounded-lg"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="space-y-5 text-sm">
        <StatusBadge status={artworkStatus(artwork)} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <Fact label="Title">{artwork.title}</Fact>
          <Fact label="Artist">{artwork.artistName || 'Unknown Artist'}</Fact>
          <Fact label="Medium">{artwork.medium || NOT_SPECIFIED}</Fact>
          <Fact label="Dimensions">{artwork.dimensions || NOT_SPECIFIED}</Fact>
          <Fact label="Year">{artwork.yearCreated ?? NOT_SPECIFIED}</Fact>
          <Fact label="Price">{formatPrice(artwork.price) ?? 'Not set'}</Fact>
        </dl>
        <div>
          <h3 className="font-sans text-sm font-medium text-muted">Description</h3>
          <p className="mt-1 whitespace-pre-line text-ink">{artwork.description?.trim() || NOT_SPECIFIED}</p>
        </div>
        <StockRows artworkId={artwork.id} />
        <ReviewHistory subject="artwork" id={artwork.id} />
        {actions ? <div className="flex flex-wrap gap-2 border-t border-line pt-4">{actions}</div> : null}
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </>
  );
}
