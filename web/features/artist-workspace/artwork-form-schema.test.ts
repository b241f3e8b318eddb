import { describe, expect, it } from 'vitest';
import {
  artworkCreateBody,
  ArtworkFormSchema,
  artworkCreateRequest,
  artworkUpdateRequest,
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
import type { ArtworkImage } from '@contract/artwork';

const fresh = (key: string): ImageSetItem => ({
  key,
  kind: 'new',
  file: new File(['x'], `${key}.png`, { type: 'image/png' }),
  previewUrl: `blob:${key}`,
});

const names = (files: readonly File[]) => files.map((file) => `file:${file.name}`);

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

  it('creates with the fields and the new images, each saying whether it is primary', () => {
    const set = setPrimaryImage(addImages(emptyImageSet, [fresh('a'), fresh('b')]), 'b');
    const { body, files } = artworkCreateRequest(values, set);
    expect(body).toEqual({
      title: 'Dusk',
      description: 'Warm light',
      mediumId: 2,
      specialtyId: 7,
      dimensions: null,
      price: 450,
      images: [
        { file: 0, primary: false },
        { file: 1, primary: true },
      ],
    });
    expect(names(files)).toEqual(['file:a.png', 'file:b.png']);
  });

  it('edits with the fields, new images with their primary flag and the removed ids', () => {
    const savedImages = [3, 5].map((id) => ({ id, imageUrl: `/u/${id}`, variants: [], isPrimary: id === 3 }));
    let set = imageSetFrom(savedImages as unknown as ArtworkImage[]);
    set = addImages(removeImage(set, 'saved-3'), [fresh('c')]);
    set = setPrimaryImage(set, 'c');
    const { body, files } = artworkUpdateRequest(values, set);
    expect(body).toEqual({
      title: 'Dusk',
      description: 'Warm light',
      mediumId: 2,
      specialtyId: 7,
      dimensions: null,
      price: 450,
      images: [
        { file: 0, primary: true },
        { id: 3, remove: true },
      ],
    });
    expect(names(files)).toEqual(['file:c.png']);
  });

  it('names a saved primary image by id', () => {
    const savedImages = [3, 5].map((id) => ({ id, imageUrl: `/u/${id}`, variants: [], isPrimary: id === 3 }));
    const set = setPrimaryImage(imageSetFrom(savedImages as unknown as ArtworkImage[]), 'saved-5');
    const { body, files } = artworkUpdateRequest({ ...values, specialtyId: null }, set);
    expect(body.images).toEqual([{ id: 5, primary: true }]);
    expect(body.specialtyId).toBeNull();
    expect(body.images?.some((change) => 'remove' in change)).toBe(false);
    expect(files).toEqual([]);
  });
});
