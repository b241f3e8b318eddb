import { describe, expect, it } from 'vitest';
import type { ArtworkImage } from '@contract/artwork';
import { artworkImageSource, primaryImage } from './artwork-image';

function image(id: number, isPrimary: boolean): ArtworkImage {
  return {
    id,
    artworkId: 1,
    imageUrl: `/uploads/${id}.webp`,
    variants: [{ width: 320, url: `/uploads/${id}-320.webp` }],
    width: 1200,
    height: 1500,
    isPrimary,
    altText: null,
    title: null,
    description: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    version: 1,
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

describe('primaryImage', () => {
  it('prefers the primary image, else the first', () => {
    expect(primaryImage({ images: [image(1, false), image(2, true)] })?.id).toBe(2);
    expect(primaryImage({ images: [image(1, false), image(2, false)] })?.id).toBe(1);
    expect(primaryImage({ images: [] })).toBeNull();
  });
});

describe('artworkImageSource', () => {
  it('uses the primary image with its renditions and size', () => {
    const source = artworkImageSource({ images: [image(7, true)], imageUrl: '/legacy.jpg', title: 'Dusk' });
    expect(source).toMatchObject({ src: '/uploads/7.webp', width: 1200, height: 1500, alt: 'Dusk' });
    expect(source.variants).toHaveLength(1);
  });

  it('falls back to the artwork imageUrl without images', () => {
    expect(artworkImageSource({ images: [], imageUrl: 'https://example.com/a.jpg', title: 'Dusk' })).toEqual({
      src: 'https://example.com/a.jpg',
      variants: [],
      width: null,
      height: null,
      alt: 'Dusk',
    });
  });
});
