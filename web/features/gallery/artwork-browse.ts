import { z } from 'zod';
import type { Artwork, ArtworkListQuery } from '../../../contract/artwork';
import { inPriceRange, PRICE_BUCKETS } from '../../../contract/constants';
import {
  ArtworkSortSchema,
  exhaustiveSwitchError,
  PriceBucketSchema,
  type ArtworkSort,
  type PriceBucket,
} from '../../../contract/enums';
import { byNumber, byText, sortedBy, thenBy, type Compare } from './compare';
import {
  enumParam,
  matchesSearch,
  NameParamSchema,
  sameName,
  SearchParamSchema,
  withoutEmpty,
} from './search-text';

/** Browse Artwork's URL state (`/artworks?search=&medium=&specialty=&price=&sort=`). */
export const ArtworkBrowseSearchSchema = z.object({
  search: SearchParamSchema,
  medium: NameParamSchema,
  specialty: NameParamSchema,
  price: enumParam(PriceBucketSchema),
  sort: enumParam(ArtworkSortSchema),
});
export type ArtworkBrowseSearch = Partial<z.output<typeof ArtworkBrowseSearchSchema>>;

/** Reads the URL; bad values are dropped, so a hand-edited link still opens the gallery. */
export function parseArtworkBrowseSearch(raw: Record<string, unknown>): ArtworkBrowseSearch {
  return withoutEmpty(ArtworkBrowseSearchSchema.parse(raw));
}

export const ARTWORK_SORT_OPTIONS: readonly { value: ArtworkSort; label: string }[] = [
  { value: 'recent', label: 'Most recent' },
  { value: 'price-low', label: 'Price: low to high' },
  { value: 'price-high', label: 'Price: high to low' },
  { value: 'title', label: 'Title A-Z' },
];

export const PRICE_BUCKET_OPTIONS: readonly { value: PriceBucket; label: string }[] =
  PriceBucketSchema.options.map((value) => ({ value, label: PRICE_BUCKETS[value].label }));

/** The bucket a price falls in (min inclusive, max exclusive); none for a missing price. */
export function priceBucketOf(price: number | null | undefined): PriceBucket | undefined {
  if (price === null || price === undefined || !Number.isFinite(price)) return undefined;
  return PriceBucketSchema.options.find((bucket) => inPriceRange(price, PRICE_BUCKETS[bucket]));
}

/** The API call for the filters: approved artworks only, the bucket as minPrice/maxPrice. */
export function artworkListParams(filters: ArtworkBrowseSearch): ArtworkListQuery {
  const bucket = filters.price ? PRICE_BUCKETS[filters.price] : undefined;
  return withoutEmpty({
    approved: 'true' as const,
    search: filters.search,
    medium: filters.medium,
    specialty: filters.specialty,
    minPrice: bucket?.min,
    maxPrice: bucket?.max,
    sort: filters.sort === 'recent' ? undefined : filters.sort,
  });
}

/**
 * The filter rules on the client, the same as the API's: search in title, description, artist,
 * medium and specialty; medium and specialty by name ignoring case; the price bucket by
 * `inPriceRange` (an artwork without a price is in no bucket).
 */
export function filterArtworks(artworks: readonly Artwork[], filters: ArtworkBrowseSearch): Artwork[] {
  const bucket = filters.price ? PRICE_BUCKETS[filters.price] : undefined;
  return artworks.filter(
    (artwork) =>
      matchesSearch(
        [artwork.title, artwork.description, artwork.artistName, artwork.medium, artwork.specialty],
        filters.search,
      ) &&
      (!filters.medium || sameName(artwork.medium, filters.medium)) &&
      (!filters.specialty || sameName(artwork.specialty, filters.specialty)) &&
      (!bucket || (artwork.price !== null && inPriceRange(artwork.price, bucket))),
  );
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

/** Spec section 9: recent = highest id first; prices with missing ones last; title A to Z. */
export function sortArtworks(artworks: readonly Artwork[], sort: ArtworkSort = 'recent'): Artwork[] {
  return sortedBy(artworks, artworkComparator(sort));
}

/** Filters then sorts: what the gallery shows for a URL state. */
export function browseArtworks(artworks: readonly Artwork[], filters: ArtworkBrowseSearch): Artwork[] {
  return sortArtworks(filterArtworks(artworks, filters), filters.sort);
}

/** How many of the sheet's filters are set (search and sort have their own controls). */
export function activeArtworkFilterCount(filters: ArtworkBrowseSearch): number {
  return [filters.medium, filters.specialty, filters.price].filter(Boolean).length;
}
