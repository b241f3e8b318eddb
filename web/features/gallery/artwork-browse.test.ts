import { describe, expect, it } from 'vitest';
import {
  activeArtworkFilterCount,
  artworkListParams,
  browseArtworks,
  filterArtworks,
  parseArtworkBrowseSearch,
  priceBucketOf,
  sortArtworks,
} from './artwork-browse';
import { anArtwork } from './test-fixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('price buckets', () => {
  it('puts each boundary price in the higher bucket (min inclusive, max exclusive)', () => {
    expect(priceBucketOf(0)).toBe('under-100');
    expect(priceBucketOf(99.99)).toBe('under-100');
    expect(priceBucketOf(100)).toBe('100-500');
    expect(priceBucketOf(499.99)).toBe('100-500');
    expect(priceBucketOf(500)).toBe('500-1000');
    expect(priceBucketOf(999.99)).toBe('500-1000');
    expect(priceBucketOf(1000)).toBe('over-1000');
    expect(priceBucketOf(250000)).toBe('over-1000');
  });

  it('puts a missing price in no bucket', () => {
    expect(priceBucketOf(null)).toBeUndefined();
    expect(priceBucketOf(Number.NaN)).toBeUndefined();
  });

  it('sends a bucket to the API as minPrice/maxPrice', () => {
    expect(artworkListParams({ price: 'under-100' })).toEqual({ approved: 'true', maxPrice: 100 });
    expect(artworkListParams({ price: '100-500' })).toEqual({
      approved: 'true',
      minPrice: 100,
      maxPrice: 500,
    });
    expect(artworkListParams({ price: 'over-1000' })).toEqual({ approved: 'true', minPrice: 1000 });
  });
});

describe('filterArtworks', () => {
  const artworks = [
    anArtwork({ id: 1, price: 99, medium: 'Oil', specialty: 'Abstract', title: 'Morning Field' }),
    anArtwork({ id: 2, price: 100, medium: 'Ink', specialty: 'Urban', title: 'Shibuya Rain' }),
    anArtwork({ id: 3, price: 500, medium: 'oil', specialty: 'Landscape', artistName: 'Lena Hart' }),
    anArtwork({ id: 4, price: 1000, medium: 'Acrylic', specialty: null, description: 'A quiet storm' }),
    anArtwork({ id: 5, price: null, medium: 'Oil', specialty: 'Abstract' }),
  ];

  it('filters by price bucket at the boundaries 100, 500 and 1000', () => {
    expect(ids(filterArtworks(artworks, { price: 'under-100' }))).toEqual([1]);
    expect(ids(filterArtworks(artworks, { price: '100-500' }))).toEqual([2]);
    expect(ids(filterArtworks(artworks, { price: '500-1000' }))).toEqual([3]);
    expect(ids(filterArtworks(artworks, { price: 'over-1000' }))).toEqual([4]);
  });

  it('filters by medium and specialty ignoring case, and combines filters', () => {
    expect(ids(filterArtworks(artworks, { medium: 'OIL' }))).toEqual([1, 3, 5]);
    expect(ids(filterArtworks(artworks, { specialty: 'abstract' }))).toEqual([1, 5]);
    expect(ids(filterArtworks(artworks, { medium: 'Oil', price: 'under-100' }))).toEqual([1]);
  });

  it('searches title, description, artist, medium and specialty', () => {
    expect(ids(filterArtworks(artworks, { search: 'shibuya' }))).toEqual([2]);
    expect(ids(filterArtworks(artworks, { search: 'lena' }))).toEqual([3]);
    expect(ids(filterArtworks(artworks, { search: 'storm' }))).toEqual([4]);
    expect(ids(filterArtworks(artworks, { search: 'urban' }))).toEqual([2]);
    expect(filterArtworks(artworks, { search: 'zzqx-no-such-art' })).toEqual([]);
  });

  it('keeps everything without filters', () => {
    expect(filterArtworks(artworks, {})).toHaveLength(5);
  });
});

describe('sortArtworks', () => {
  const artworks = [
    anArtwork({ id: 2, price: 300, title: 'banana' }),
    anArtwork({ id: 5, price: null, title: 'Apple' }),
    anArtwork({ id: 3, price: 100, title: 'cherry' }),
    anArtwork({ id: 4, price: 300, title: 'apple' }),
  ];

  it('recent: highest id first', () => {
    expect(ids(sortArtworks(artworks, 'recent'))).toEqual([5, 4, 3, 2]);
    expect(ids(sortArtworks(artworks))).toEqual([5, 4, 3, 2]);
  });

  // The API's keyset order: price-low ties by id ascending, price-high by id descending.
  it('price low to high and high to low, missing prices last, ties by id in the direction of the sort', () => {
    expect(ids(sortArtworks(artworks, 'price-low'))).toEqual([3, 2, 4, 5]);
    expect(ids(sortArtworks(artworks, 'price-high'))).toEqual([4, 2, 3, 5]);
  });

  it('title: A to Z ignoring case, ties by id', () => {
    expect(ids(sortArtworks(artworks, 'title'))).toEqual([4, 5, 2, 3]);
  });

  it('does not change the input', () => {
    sortArtworks(artworks, 'title');
    expect(ids(artworks)).toEqual([2, 5, 3, 4]);
  });

  it('browseArtworks filters, then sorts', () => {
    expect(ids(browseArtworks(artworks, { price: '100-500', sort: 'price-high' }))).toEqual([4, 2, 3]);
  });
});

describe('URL state', () => {
  it('keeps valid values and normalises the search', () => {
    expect(
      parseArtworkBrowseSearch({
        search: '  blue   sky ',
        medium: 'Oil',
        specialty: 'Abstract',
        price: '500-1000',
        sort: 'price-low',
      }),
    ).toEqual({
      search: 'blue sky',
      medium: 'Oil',
      specialty: 'Abstract',
      price: '500-1000',
      sort: 'price-low',
    });
  });

  it('drops unknown or blank values instead of failing', () => {
    expect(
      parseArtworkBrowseSearch({ search: '  ', price: 'cheap', sort: 'random', medium: 42, x: 'y' }),
    ).toEqual({});
  });

  it('sends the filters to the API and leaves out the default sort', () => {
    expect(
      artworkListParams({ search: 'sky', medium: 'Oil', specialty: 'Abstract', sort: 'recent' }),
    ).toEqual({
      approved: 'true',
      search: 'sky',
      medium: 'Oil',
      specialty: 'Abstract',
    });
    expect(artworkListParams({ sort: 'title' })).toEqual({ approved: 'true', sort: 'title' });
  });

  it('counts the active sheet filters', () => {
    expect(activeArtworkFilterCount({ search: 'x', sort: 'title' })).toBe(0);
    expect(activeArtworkFilterCount({ medium: 'Oil', price: 'under-100' })).toBe(2);
  });
});
