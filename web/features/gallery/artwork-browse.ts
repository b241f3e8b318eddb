import type { Artwork, ArtworkListQuery } from '@contract/artwork';
import { inPriceRange, PRICE_BUCKETS } from '@contract/constants';
import {
  ARTWORK_SORTS,
  exhaustiveSwitchError,
  PRICE_BUCKET_KEYS,
  type ArtworkSort,
  type PriceBucket,
} from '@contract/enum-values';
import { oneOf } from '@/lib/search-enum';
import { defineBrowse } from './browse';
import { byNumber, byText, thenBy, type Compare } from './compare';
import { matchesSearch, nameParam, normalizeSearch, sameName } from './search-text';

/** Browse Artwork's URL state (`/artworks?search=&medium=&specialty=&price=&sort=`). */
export interface ArtworkBrowseSearch {
  search?: string | undefined;
  medium?: string | undefined;
  specialty?: string | undefined;
  price?: PriceBucket | undefined;
  sort?: ArtworkSort | undefined;
}

function parseArtworkSearch(raw: Record<string, unknown>): ArtworkBrowseSearch {
  return {
    search: normalizeSearch(raw.search),
    medium: nameParam(raw.medium),
    specialty: nameParam(raw.specialty),
    price: oneOf(PRICE_BUCKET_KEYS, raw.price),
    sort: oneOf(ARTWORK_SORTS, raw.sort),
  };
}

export const PRICE_BUCKET_OPTIONS: readonly { value: PriceBucket; label: string }[] = PRICE_BUCKET_KEYS.map(
  (value) => ({ value, label: PRICE_BUCKETS[value].label }),
);

/** The bucket a price falls in (min inclusive, max exclusive); none for a missing price. */
export function priceBucketOf(price: number | null | undefined): PriceBucket | undefined {
  if (price === null || price === undefined || !Number.isFinite(price)) return undefined;
  return PRICE_BUCKET_KEYS.find((bucket) => inPriceRange(price, PRICE_BUCKETS[bucket]));
}

const newestFirst: Compare<Artwork> = (a, b) => b.id - a.id;

function artworkComparator(sort: ArtworkSort): Compare<Artwork> {
  switch (sort) {
    case 'recent':
      return newestFirst;
    case 'price-low':
      return thenBy(
        byNumber((a) => a.price, 'asc'),
        newestFirst,
      );
    case 'price-high':
      return thenBy(
        byNumber((a) => a.price, 'desc'),
        newestFirst,
      );
    case 'title':
      return thenBy(
        byText((a) => a.title),
        (a, b) => a.id - b.id,
      );
    default:
      return exhaustiveSwitchError(sort);
  }
}

export const artworkBrowse = defineBrowse({
  parse: parseArtworkSearch,
  sortOptions: [
    { value: 'recent', label: 'Most recent' },
    { value: 'price-low', label: 'Price: low to high' },
    { value: 'price-high', label: 'Price: high to low' },
    { value: 'title', label: 'Title A-Z' },
  ],
  /** Approved artworks only, the bucket as minPrice/maxPrice. */
  query: (filters) => {
    const bucket = filters.price ? PRICE_BUCKETS[filters.price] : undefined;
    return {
      approved: 'true' as const,
      search: filters.search,
      medium: filters.medium,
      specialty: filters.specialty,
      minPrice: bucket?.min,
      maxPrice: bucket?.max,
    };
  },
  /**
   * Search in title, description, artist, medium and specialty; medium and specialty by name
   * ignoring case; the price bucket by `inPriceRange` (an artwork without a price is in no bucket).
   */
  matches: (artwork: Artwork, filters) => {
    const bucket = filters.price ? PRICE_BUCKETS[filters.price] : undefined;
    return (
      matchesSearch(
        [artwork.title, artwork.description, artwork.artistName, artwork.medium, artwork.specialty],
        filters.search,
      ) &&
      (!filters.medium || sameName(artwork.medium, filters.medium)) &&
      (!filters.specialty || sameName(artwork.specialty, filters.specialty)) &&
      (!bucket || (artwork.price !== null && inPriceRange(artwork.price, bucket)))
    );
  },
  /** Spec section 9: recent = highest id first; prices with missing ones last; title A to Z. */
  comparator: artworkComparator,
});

export const parseArtworkBrowseSearch = artworkBrowse.parse;
export const ARTWORK_SORT_OPTIONS = artworkBrowse.sortOptions;
export const artworkListParams = (filters: ArtworkBrowseSearch): ArtworkListQuery =>
  artworkBrowse.listParams(filters);
export const filterArtworks = artworkBrowse.filter;
export const sortArtworks = artworkBrowse.sort;
export const browseArtworks = artworkBrowse.browse;

/** How many of the sheet's filters are set (search and sort have their own controls). */
export function activeArtworkFilterCount(filters: ArtworkBrowseSearch): number {
  return [filters.medium, filters.specialty, filters.price].filter(Boolean).length;
}
