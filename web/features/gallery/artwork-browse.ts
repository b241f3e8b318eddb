import type { Artwork, ArtworkListQuery } from '@contract/artwork';
import { inPriceRange, PRICE_BUCKETS } from '@contract/constants';
import { artworkComparator, artworkMatches } from '@contract/browse-rules';
import { ARTWORK_SORTS, PRICE_BUCKET_KEYS, type ArtworkSort, type PriceBucket } from '@contract/enum-values';
import { oneOf } from '@/lib/search-enum';
import { defineBrowse } from './browse';
import { nameParam, normalizeSearch } from './search-text';

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

/** The API query for the URL filters: approved artworks only, the price bucket as minPrice/maxPrice. */
function artworkQuery(filters: Partial<ArtworkBrowseSearch>) {
  const bucket = filters.price ? PRICE_BUCKETS[filters.price] : undefined;
  return {
    approved: 'true' as const,
    search: filters.search,
    medium: filters.medium,
    specialty: filters.specialty,
    minPrice: bucket?.min,
    maxPrice: bucket?.max,
  };
}

export const artworkBrowse = defineBrowse({
  parse: parseArtworkSearch,
  sortOptions: [
    { value: 'recent', label: 'Most recent' },
    { value: 'price-low', label: 'Price: low to high' },
    { value: 'price-high', label: 'Price: high to low' },
    { value: 'title', label: 'Title A-Z' },
  ],
  query: artworkQuery,
  /**
   * The API's rules (contract/browse-rules.ts): search in title, description, artist name and
   * username, medium and specialty; names ignoring case; the bucket by `inPriceRange`.
   */
  matches: (artwork: Artwork, filters, artistUsername?: string) =>
    artworkMatches(artwork, artworkQuery(filters), artistUsername),
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
