import { useId, useState, type DragEvent } from 'react';
import clsx from 'clsx';
import { ImagePlus } from 'lucide-react';

export const UPLOAD_HINT = 'PNG, JPG, GIF up to 10MB each';

export interface ImageDropZoneProps {
  /** The visible call to action, e.g. 'Add images'. */
  label: string;
  /** A second line under the spec's hint, e.g. 'Up to 8 images'. */
  note?: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
}

/** Pick or drop several image files; the input is a real file input (keyboard, screen readers, phones' camera). */
export function ImageDropZone({ label, note, onFiles, disabled, className }: ImageDropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={clsx(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
        over ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface hover:bg-subtle',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <ImagePlus aria-hidden className="size-6 text-accent" />
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="text-xs text-muted">{UPLOAD_HINT}</span>
      {note ? <span className="text-xs text-muted">{note}</span> : null}
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // picking the same file again still reports it
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
