import { z } from 'zod';
import {
  ArtworkInputSchema,
  type Artwork,
  type ArtworkCreateBody,
  type ArtworkInput,
  type ArtworkUpdateBody,
} from '@contract/artwork';
import { isNewImage } from '@contract/image-set';
import { imageSetChanges, type ImageSet } from './image-set';

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

/** The artwork's fields as the API takes them (blank optional fields as null). */
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

/** `POST /api/artworks` (multipart): the fields and the new images, in one request. */
export function artworkCreateRequest(
  values: ArtworkFormValues,
  set: ImageSet,
): { body: ArtworkCreateBody; files: File[] } {
  const { images, files } = imageSetChanges(set);
  return { body: { ...artworkCreateBody(values), images: images.filter(isNewImage) }, files };
}

/**
 * `PATCH /api/artworks/{id}` (multipart): every field (null clears an optional one) and the image
 * set's changes: new images, the primary one, removals.
 */
export function artworkUpdateRequest(
  values: ArtworkFormValues,
  set: ImageSet,
): { body: ArtworkUpdateBody; files: File[] } {
  const { images, files } = imageSetChanges(set);
  return { body: { ...artworkCreateBody(values), images }, files };
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
