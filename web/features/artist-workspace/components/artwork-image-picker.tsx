import clsx from 'clsx';
import { Star, X } from 'lucide-react';
import { MAX_ARTWORK_IMAGES } from '@contract/constants';
import { ArtImage } from '@/components/ui/art-image';
import type { ImageSet, ImageSetItem } from '@/features/artist-workspace/image-set';
import { ImageDropZone } from './image-drop-zone';

export interface ArtworkImagePickerProps {
  set: ImageSet;
  onAddFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
  onPrimary: (key: string) => void;
  disabled?: boolean;
}

/** The artwork's images: previews, one marked primary (a radio group), remove buttons, and the drop zone. */
export function ArtworkImagePicker({
  set,
  onAddFiles,
  onRemove,
  onPrimary,
  disabled,
}: ArtworkImagePickerProps) {
  const full = set.items.length >= MAX_ARTWORK_IMAGES;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        Images
        <span className="ml-0.5 text-danger" aria-hidden>
          *
        </span>
      </legend>
      <p className="text-sm text-muted">The primary image is shown first in the gallery.</p>
      {set.items.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {set.items.map((item, index) => (
            <li key={item.key}>
              <ImageTile
                item={item}
                index={index}
                primary={item.key === set.primaryKey}
                onRemove={() => onRemove(item.key)}
                onPrimary={() => onPrimary(item.key)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <ImageDropZone
          label={set.items.length ? 'Add more images' : 'Add images'}
          note={`Up to ${MAX_ARTWORK_IMAGES} images`}
          onFiles={onAddFiles}
          disabled={disabled}
        />
      )}
    </fieldset>
  );
}

function ImageTile({
  item,
  index,
  primary,
  onRemove,
  onPrimary,
  disabled,
}: {
  item: ImageSetItem;
  index: number;
  primary: boolean;
  onRemove: () => void;
  onPrimary: () => void;
  disabled?: boolean;
}) {
  const name = item.kind === 'new' ? item.file.name : `saved image ${index + 1}`;
  return (
    <div
      className={clsx(
        'relative overflow-hidden rounded-xl border bg-surface',
        primary ? 'border-accent ring-2 ring-accent/40' : 'border-line',
      )}
    >
      <ArtImage
        src={item.kind === 'new' ? item.previewUrl : item.url}
        variants={item.kind === 'existing' ? item.variants : undefined}
        sizes="(min-width: 640px) 160px, 50vw"
        aspectRatio={1}
        alt={`Image ${index + 1}: ${name}`}
      />
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove image ${index + 1} (${name})`}
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75"
      >
        <X aria-hidden className="size-4" />
      </button>
      <label className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm text-ink">
        <input
          type="radio"
          name="primary-image"
          checked={primary}
          onChange={onPrimary}
          disabled={disabled}
          aria-label={`Primary image: image ${index + 1} (${name})`}
          className="size-4 accent-(--color-accent)"
        />
        {primary ? (
          <span className="inline-flex items-center gap-1 font-medium text-accent">
            <Star aria-hidden className="size-3.5 fill-current" /> Primary
          </span>
        ) : (
          <span className="text-muted">Make primary</span>
        )}
      </label>
    </div>
  );
}
