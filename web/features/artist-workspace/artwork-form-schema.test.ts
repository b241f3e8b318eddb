import { describe, expect, it } from 'vitest';
import {
  artworkCreateBody,
  ArtworkFormSchema,
  artworkImagesFormData,
  artworkPatchFormData,
  type ArtworkFormValues,
} from './artwork-form-schema';
import {
  addImages,
  emptyImageSet,
  imageSetFrom,
  removeImage,
  setPrimaryImage,
  type ImageSetItem,
} from './image-set';
import type { ArtworkImage } from '../../../contract/artwork';

const fresh = (key: string): ImageSetItem => ({
  key,
  kind: 'new',
  file: new File(['x'], `${key}.png`, { type: 'image/png' }),
  previewUrl: `blob:${key}`,
});

const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

describe('ArtworkFormSchema', () => {
  it('requires title, medium and price', () => {
    const result = ArtworkFormSchema.safeParse({
      title: ' ',
      description: '',
      mediumId: '',
      specialtyId: '',
      dimensions: '',
      price: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      title: 'Title is required',
      mediumId: 'Medium is required',
      price: 'Required',
    });
  });

  it('reads select and number text, "" specialty as none', () => {
    const values = ArtworkFormSchema.parse({
      title: 'Dusk',
      description: '',
      mediumId: '2',
      specialtyId: '',
      dimensions: '60 x 80 cm',
      price: '450.50',
    });
    expect(values).toMatchObject({ title: 'Dusk', mediumId: 2, specialtyId: null, price: 450.5 });
    expect(artworkCreateBody(values)).toEqual({
      title: 'Dusk',
      description: null,
      mediumId: 2,
      specialtyId: null,
      dimensions: '60 x 80 cm',
      price: 450.5,
    });
  });
});

describe('artwork multipart', () => {
  const values: ArtworkFormValues = {
    title: 'Dusk',
    description: 'Warm light',
    mediumId: 2,
    specialtyId: 7,
    dimensions: '',
    price: 450,
  };

  it('uploads new images as `images` with isPrimary_{index}', () => {
    const set = setPrimaryImage(addImages(emptyImageSet, [fresh('a'), fresh('b')]), 'b');
    expect(entries(artworkImagesFormData(set))).toEqual([
      ['images', 'file:a.png'],
      ['isPrimary_0', 'false'],
      ['images', 'file:b.png'],
      ['isPrimary_1', 'true'],
    ]);
  });

  it('edits with the fields, new images with imagePrimary[i] and the removed ids', () => {
    const savedImages = [3, 5].map((id) => ({ id, imageUrl: `/u/${id}`, variants: [], isPrimary: id === 3 }));
    let set = imageSetFrom(savedImages as unknown as ArtworkImage[]);
    set = addImages(removeImage(set, 'saved-3'), [fresh('c')]);
    set = setPrimaryImage(set, 'c');
    expect(entries(artworkPatchFormData(values, set))).toEqual([
      ['title', 'Dusk'],
      ['description', 'Warm light'],
      ['mediumId', '2'],
      ['specialtyId', '7'],
      ['dimensions', ''],
      ['price', '450'],
      ['images', 'file:c.png'],
      ['imagePrimary[0]', 'true'],
      ['removeImageIds', '[3]'],
    ]);
  });

  it('names a saved primary image by id', () => {
    const savedImages = [3, 5].map((id) => ({ id, imageUrl: `/u/${id}`, variants: [], isPrimary: id === 3 }));
    const set = setPrimaryImage(imageSetFrom(savedImages as unknown as ArtworkImage[]), 'saved-5');
    const form = artworkPatchFormData({ ...values, specialtyId: null }, set);
    expect(form.get('primaryImageId')).toBe('5');
    expect(form.get('specialtyId')).toBe('');
    expect(form.has('removeImageIds')).toBe(false);
  });
});
