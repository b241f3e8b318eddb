import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Artwork } from '@contract/artwork';
import { MAX_ARTWORK_IMAGES, MONEY_STEP } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useActiveReferenceList } from '@/api/reference';
import {
  artworkFormDefaults,
  ArtworkFormSchema,
  type ArtworkFormInput,
  type ArtworkFormValues,
} from '@/features/artist-workspace/artwork-form-schema';
import { checkImageFiles } from '@/features/artist-workspace/image-files';
import type { QueuedEditStart } from '@/features/artist-workspace/queued-artwork-edit';
import {
  addImages,
  emptyImageSet,
  imageSetFrom,
  imageSetProblem,
  removeImage,
  setPrimaryImage,
  type ImageSet,
} from '@/features/artist-workspace/image-set';
import { useObjectUrls } from '@/features/artist-workspace/use-object-urls';
import { ArtworkImagePicker } from './artwork-image-picker';

export interface ArtworkFormProps {
  /** The artwork to edit; null to create one. */
  artwork: Artwork | null;
  /** Where an edit starts while earlier edits of the artwork wait in the outbox (their values and photos). */
  start?: Pick<QueuedEditStart, 'fields' | 'images'>;
  pending: boolean;
  onSubmit: (values: ArtworkFormValues, images: ImageSet) => void;
  onCancel: () => void;
}

/** Options of a reference select, keeping the artwork's current choice even if it is no longer active. */
function optionsWith(
  list: Array<{ id: number; name: string }> | undefined,
  id: number | null,
  name: string | null,
) {
  const options = list ?? [];
  return id && name && !options.some((o) => o.id === id) ? [...options, { id, name }] : options;
}

/** The artwork form (spec sections 2 and 5): fields checked by the contract, images checked on pick and on submit. */
export function ArtworkForm({ artwork, start, pending, onSubmit, onCancel }: ArtworkFormProps) {
  const mediums = useActiveReferenceList('mediums');
  const specialties = useActiveReferenceList('specialties');
  const previews = useObjectUrls();
  const [images, setImages] = useState<ImageSet>(
    () => start?.images ?? (artwork ? imageSetFrom(artwork.images) : emptyImageSet),
  );
  const form = useForm<ArtworkFormInput, unknown, ArtworkFormValues>({
    resolver: zodResolver(ArtworkFormSchema),
    defaultValues: artworkFormDefaults(start?.fields ?? artwork),
  });
  const { errors } = form.formState;

  const addFiles = (files: File[]) => {
    const { accepted, problems } = checkImageFiles(files, images.items.length, MAX_ARTWORK_IMAGES);
    for (const problem of problems) toast({ ...problem, variant: 'destructive' });
    const added = accepted.map((file, i) => ({
      key: `new-${Date.now()}-${i}-${file.name}`,
      kind: 'new' as const,
      file,
      previewUrl: previews.create(file),
    }));
    setImages((set) => addImages(set, added));
  };

  const remove = (key: string) => {
    const item = images.items.find((i) => i.key === key);
    if (item?.kind === 'new') previews.revoke(item.previewUrl);
    setImages((set) => removeImage(set, key));
  };

  const checkImages = () => {
    const problem = imageSetProblem(images);
    if (problem) toast({ ...problem, variant: 'destructive' });
    return !problem;
  };

  const submit = form.handleSubmit(
    (values) => {
      if (checkImages()) onSubmit(values, images);
    },
    () => void checkImages(),
  );

  const mediumOptions = optionsWith(mediums.data, artwork?.mediumId ?? null, artwork?.medium ?? null);
  const specialtyOptions = optionsWith(
    specialties.data,
    artwork?.specialtyId ?? null,
    artwork?.specialty ?? null,
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label="Title" required error={errors.title?.message}>
        <Input invalid={!!errors.title} autoComplete="off" {...form.register('title')} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea rows={3} invalid={!!errors.description} {...form.register('description')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Medium" required error={errors.mediumId?.message}>
          <NativeSelect invalid={!!errors.mediumId} {...form.register('mediumId')}>
            <option value="">Choose a medium</option>
            {mediumOptions.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Specialty" error={errors.specialtyId?.message}>
          <NativeSelect invalid={!!errors.specialtyId} {...form.register('specialtyId')}>
            <option value="">None</option>
            {specialtyOptions.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Dimensions" description="For example 60 x 80 cm" error={errors.dimensions?.message}>
          <Input invalid={!!errors.dimensions} {...form.register('dimensions')} />
        </Field>
        <Field label="Price (USD)" required error={errors.price?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={MONEY_STEP}
            invalid={!!errors.price}
            {...form.register('price')}
          />
        </Field>
      </div>
      <ArtworkImagePicker
        set={images}
        onAddFiles={addFiles}
        onRemove={remove}
        onPrimary={(key) => setImages((set) => setPrimaryImage(set, key))}
        disabled={pending}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {artwork ? 'Save changes' : 'Create artwork'}
        </Button>
      </div>
    </form>
  );
}
