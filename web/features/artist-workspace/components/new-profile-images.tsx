import { X } from 'lucide-react';
import { ImageTypeSchema, type ImageType } from '@contract/enums';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import type { NewProfileImage } from '@/features/artist-workspace/profile-form-schema';
import { IMAGE_TYPE_LABELS } from './artist-image-tile';
import { ImageDropZone } from './image-drop-zone';

export interface NewProfileImagesProps {
  images: NewProfileImage[];
  onAddFiles: (files: File[]) => void;
  onChange: (key: string, change: Partial<Pick<NewProfileImage, 'description' | 'imageType'>>) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}

/** Picked images waiting for Save: a preview, an optional description and a type (portfolio by default). */
export function NewProfileImages({
  images,
  onAddFiles,
  onChange,
  onRemove,
  disabled,
}: NewProfileImagesProps) {
  return (
    <div className="space-y-4">
      <ImageDropZone label="Upload images" onFiles={onAddFiles} disabled={disabled} />
      {images.length ? (
        <ul aria-label="New images" className="space-y-3">
          {images.map((image, i) => (
            <li key={image.key} className="rounded-xl border border-line bg-surface p-3">
              <div className="flex items-center gap-3">
                <img
                  src={image.previewUrl}
                  alt={`Preview of ${image.file.name}`}
                  className="size-20 shrink-0 rounded-lg bg-subtle object-cover sm:size-24"
                />
                <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{image.file.name}</p>
                <button
                  type="button"
                  onClick={() => onRemove(image.key)}
                  disabled={disabled}
                  aria-label={`Remove ${image.file.name}`}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-ink"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_11rem]">
                <Field label={`Description of image ${i + 1} (optional)`}>
                  <Input
                    value={image.description}
                    maxLength={500}
                    onChange={(event) => onChange(image.key, { description: event.target.value })}
                  />
                </Field>
                <Field label={`Type of image ${i + 1}`}>
                  <NativeSelect
                    value={image.imageType}
                    onChange={(event) => onChange(image.key, { imageType: event.target.value as ImageType })}
                  >
                    {ImageTypeSchema.options.map((type) => (
                      <option key={type} value={type}>
                        {IMAGE_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
