import { describe, expect, it } from 'vitest';
import type { ArtworkImage } from '@contract/artwork';
import {
  addImages,
  emptyImageSet,
  imageSetFrom,
  imageSetProblem,
  removeImage,
  setPrimaryImage,
  type ImageSetItem,
} from './image-set';

const fresh = (key: string): ImageSetItem => ({
  key,
  kind: 'new',
  file: new File(['x'], `${key}.png`, { type: 'image/png' }),
  previewUrl: `blob:${key}`,
});
const saved = (id: number, isPrimary: boolean) =>
  ({ id, imageUrl: `/uploads/${id}.webp`, variants: [], isPrimary }) as unknown as ArtworkImage;

describe('image set', () => {
  it('makes the first image added primary', () => {
    const set = addImages(emptyImageSet, [fresh('a'), fresh('b')]);
    expect(set.primaryKey).toBe('a');
    expect(addImages(set, [fresh('c')]).primaryKey).toBe('a');
  });

  it('lets the artist choose another primary', () => {
    const set = addImages(emptyImageSet, [fresh('a'), fresh('b')]);
    expect(setPrimaryImage(set, 'b').primaryKey).toBe('b');
    expect(setPrimaryImage(set, 'nope').primaryKey).toBe('a');
  });

  it('makes the first remaining image primary when the primary is removed', () => {
    const set = setPrimaryImage(addImages(emptyImageSet, [fresh('a'), fresh('b'), fresh('c')]), 'b');
    expect(removeImage(set, 'b').primaryKey).toBe('a');
    expect(removeImage(set, 'c').primaryKey).toBe('b');
    expect(removeImage(addImages(emptyImageSet, [fresh('a')]), 'a').primaryKey).toBeNull();
  });

  it('starts from the saved images and remembers the removed ones', () => {
    const set = imageSetFrom([saved(3, false), saved(5, true)]);
    expect(set.primaryKey).toBe('saved-5');
    const after = removeImage(set, 'saved-5');
    expect(after.removedIds).toEqual([5]);
    expect(after.primaryKey).toBe('saved-3');
    expect(imageSetFrom([saved(3, false), saved(4, false)]).primaryKey).toBe('saved-3');
  });

  it('requires at least one image and a primary one', () => {
    expect(imageSetProblem(emptyImageSet)).toEqual({
      title: 'Images required',
      description: 'Please upload at least one image for your artwork.',
    });
    const set = addImages(emptyImageSet, [fresh('a')]);
    expect(imageSetProblem(set)).toBeNull();
    expect(imageSetProblem({ ...set, primaryKey: null })).toEqual({
      title: 'Primary image required',
      description: 'Please select a primary image.',
    });
  });
});
