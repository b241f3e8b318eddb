import { describe, expect, it } from 'vitest';
import { ADMIN_ARTWORK_EXTRA_IMAGES } from '@contract/constants';
import { DEFAULT_ARTWORK_IMAGE, imageCandidates } from '@/components/ui/art-image-sources';
import {
  ARTWORK_FILTER_OPTIONS,
  artworkCounters,
  artworkDetailLines,
  artworkStatus,
  artworkThumbnail,
  extraImages,
  filterArtworks,
} from './artwork-review';
import { artwork, artworkImage } from './test-fixtures';

describe('artworkThumbnail', () => {
  it('shows the primary image first', () => {
    const thumb = artworkThumbnail(
      artwork({ images: [artworkImage(1), artworkImage(2, { isPrimary: true, altText: 'Dusk, detail' })] }),
    );
    expect(thumb).toMatchObject({ src: '/uploads/2.webp', alt: 'Dusk, detail', imageId: 2 });
    expect(thumb.variants).toHaveLength(1);
  });

  it('falls back to the first image, then the artwork imageUrl, then the placeholder', () => {
    expect(artworkThumbnail(artwork({ images: [artworkImage(5), artworkImage(6)] })).src).toBe(
      '/uploads/5.webp',
    );
    expect(artworkThumbnail(artwork({ images: [], imageUrl: 'https://example.com/a.jpg' }))).toEqual({
      src: 'https://example.com/a.jpg',
      variants: [],
      alt: 'Morning Field',
      imageId: null,
    });
    expect(artworkThumbnail(artwork({ images: [], imageUrl: null })).src).toBe(DEFAULT_ARTWORK_IMAGE);
    expect(artworkThumbnail(artwork({ images: [], imageUrl: '' })).src).toBe(DEFAULT_ARTWORK_IMAGE);
  });

  it('ends on the placeholder when the image fails to load', () => {
    const thumb = artworkThumbnail(artwork({ images: [artworkImage(5)] }));
    expect(imageCandidates(thumb.src, thumb.variants, DEFAULT_ARTWORK_IMAGE)).toEqual([
      '/uploads/5.webp',
      DEFAULT_ARTWORK_IMAGE,
    ]);
  });
});

describe('extraImages', () => {
  it('lists up to 3 images besides the main one', () => {
    const images = [1, 2, 3, 4, 5, 6].map((id) => artworkImage(id, { isPrimary: id === 3 }));
    const extras = extraImages(artwork({ images }));
    expect(extras.map((image) => image.id)).toEqual([1, 2, 4]);
    expect(extras).toHaveLength(ADMIN_ARTWORK_EXTRA_IMAGES);
  });

  it('has none with a single image or only the artwork imageUrl', () => {
    expect(extraImages(artwork({ images: [artworkImage(1)] }))).toEqual([]);
    expect(extraImages(artwork({ images: [], imageUrl: '/a.jpg' }))).toEqual([]);
  });
});

describe('status filter and counters', () => {
  const list = [
    artwork({ id: 1, approvalStatus: 'approved' }),
    artwork({ id: 2, approvalStatus: 'pending' }),
    artwork({ id: 3, approvalStatus: 'rejected' }),
    artwork({ id: 4, approvalStatus: 'approved' }),
  ];

  it('offers All Artworks, Approved, Pending and Rejected with the spec values', () => {
    expect(ARTWORK_FILTER_OPTIONS.map((o) => `${o.value}:${o.label}`)).toEqual([
      'all:All Artworks',
      'approved:Approved',
      'pending:Pending',
      'rejected:Rejected',
    ]);
  });

  it('filters by status; all keeps every artwork', () => {
    expect(filterArtworks(list, 'approved').map((a) => a.id)).toEqual([1, 4]);
    expect(filterArtworks(list, 'pending').map((a) => a.id)).toEqual([2]);
    expect(filterArtworks(list, 'rejected').map((a) => a.id)).toEqual([3]);
    expect(filterArtworks(list, 'all')).toHaveLength(4);
  });

  it('counts Approved, Pending, Rejected and Total', () => {
    expect(artworkCounters(list)).toEqual({ approved: 2, pending: 1, rejected: 1, total: 4 });
    expect(artworkCounters([])).toEqual({ approved: 0, pending: 0, rejected: 0, total: 0 });
  });

  it('reads a missing status as Pending', () => {
    expect(artworkStatus({})).toBe('pending');
    expect(artworkCounters([{}])).toMatchObject({ pending: 1, total: 1 });
  });
});

describe('artworkDetailLines', () => {
  it('shows dimensions and year, or Not specified', () => {
    expect(artworkDetailLines({ dimensions: '50 x 70 cm', yearCreated: 2023 })).toEqual([
      '50 x 70 cm',
      'Year 2023',
    ]);
    expect(artworkDetailLines({ dimensions: null, yearCreated: 2023 })).toEqual(['Year 2023']);
    expect(artworkDetailLines({ dimensions: '  ', yearCreated: null })).toEqual(['Not specified']);
  });
});
