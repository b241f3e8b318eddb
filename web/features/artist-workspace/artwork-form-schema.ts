import { z } from 'zod';
import { ArtworkInputSchema, type Artwork, type ArtworkInput } from '../../../contract/artwork';
import type { ImageSet } from './image-set';
import { newItems } from './image-set';

const blankToNull = (v: unknown) => (v === '' ? null : v);

/**
 * The artwork form (spec section 5): title, medium and price required, the rest optional. The same
 * field rules as `POST /api/artworks`; form selects give '' for "none".
 */
export const ArtworkFormSchema = ArtworkInputSchema.pick({
  title: true,
  description: true,
  mediumId: true,
  dimensions: true,
  price: true,
}).extend({
  specialtyId: z.preprocess(blankToNull, ArtworkInputSchema.shape.specialtyId),
});
export type ArtworkFormInput = z.input<typeof ArtworkFormSchema>;
export type ArtworkFormValues = z.output<typeof ArtworkFormSchema>;

/** JSON body of `POST /api/artworks` (the artist comes from the session). */
export function artworkCreateBody(values: ArtworkFormValues): ArtworkInput {
  return {
    title: values.title,
    description: values.description || null,
    mediumId: values.mediumId,
    specialtyId: values.specialtyId ?? null,
    dimensions: values.dimensions || null,
    price: values.price,
  };
}

/** Multipart of `POST /api/artworks/{id}/images`: the new files as `images`, plus `isPrimary_{index}`. */
export function artworkImagesFormData(set: ImageSet): FormData {
  const form = new FormData();
  newItems(set).forEach((item, index) => {
    form.append('images', item.file, item.file.name);
    form.append(`isPrimary_${index}`, String(item.key === set.primaryKey));
  });
  return form;
}

/**
 * Multipart of `PATCH /api/artworks/{id}`: the fields (blank clears an optional one), new files with
 * `imagePrimary[i]`, `removeImageIds` as JSON text, and `primaryImageId` when a saved image is primary.
 */
export function artworkPatchFormData(values: ArtworkFormValues, set: ImageSet): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description ?? '');
  form.append('mediumId', String(values.mediumId));
  form.append('specialtyId', values.specialtyId == null ? '' : String(values.specialtyId));
  form.append('dimensions', values.dimensions ?? '');
  form.append('price', String(values.price));
  newItems(set).forEach((item, index) => {
    form.append('images', item.file, item.file.name);
    form.append(`imagePrimary[${index}]`, String(item.key === set.primaryKey));
  });
  if (set.removedIds.length) form.append('removeImageIds', JSON.stringify(set.removedIds));
  const primary = set.items.find((item) => item.key === set.primaryKey);
  if (primary?.kind === 'existing') form.append('primaryImageId', String(primary.id));
  return form;
}

/** Form defaults: blank for a new artwork, the saved values for an edit. */
export function artworkFormDefaults(
  artwork?: Pick<
    Artwork,
    'title' | 'description' | 'mediumId' | 'specialtyId' | 'dimensions' | 'price'
  > | null,
): ArtworkFormInput {
  return {
    title: artwork?.title ?? '',
    description: artwork?.description ?? '',
    mediumId: artwork?.mediumId ? String(artwork.mediumId) : '',
    specialtyId: artwork?.specialtyId ? String(artwork.specialtyId) : '',
    dimensions: artwork?.dimensions ?? '',
    price: artwork?.price == null ? '' : String(artwork.price),
  };
}
