import type { Artist, ArtistListQuery } from './artist';
import type { Artwork, ArtworkListQuery } from './artwork';
import type { Commission, CommissionListQuery } from './commission';
import { inPriceRange } from './constants';
import { exhaustiveSwitchError, type ArtistSort, type ArtworkSort, type CommissionSort } from './enum-values';

/**
 * The galleries' filter, search and sort rules in one TypeScript implementation, the twin of the
 * API's SQL (api/modules/artworks|artists|commissions/*.repo.ts and the `search_text` triggers of
 * migration 20261123000100). The web runs them over the local store offline and while a request is
 * pending (web/offline, web/features/gallery); `api/test/browse-rules.test.ts` checks that
 * they give the API's ids in the API's order for the same rows and parameters.
 *
 * The rules:
 * - search: case-insensitive "contains" (`search_text ILIKE '%text%'`) over
 *   artworks: title, description, artist name, the artist's username, medium, specialty;
 *   artists: display name, "first last", username, bio, specialties (joined by spaces);
 *   commissions: title, description, medium, artist name.
 *   The fields are joined by newlines on the server, so a search never spans two fields.
 * - medium and specialty: equal names ignoring case; an artist matches a specialty it lists.
 * - price: min inclusive, max exclusive (`inPriceRange`); no price is in no range.
 * - sorts, each ending in the id: recent = id desc (artists: createdAt desc, id desc); price-low =
 *   price asc with no price last, id asc; price-high = price desc with no price last, id desc;
 *   title = lower(title) asc, id asc; verified = verified first, then recent.
 */

export type Compare<T> = (a: T, b: T) => number;

/** Numbers ascending or descending, missing values last either way (the SQL's coalesce sentinels). */
export function byNumber<T>(
  get: (item: T) => number | null | undefined,
  direction: 'asc' | 'desc',
): Compare<T> {
  return (a, b) => {
    const x = get(a);
    const y = get(b);
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing);
    return direction === 'asc' ? x - y : y - x;
  };
}

/** Text A to Z, ignoring case (`lower(title) ASC`), by code point. */
export function byText<T>(get: (item: T) => string): Compare<T> {
  return (a, b) => {
    const x = get(a).toLowerCase();
    const y = get(b).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** ISO dates, newest first. */
export function byDateDesc<T>(get: (item: T) => string): Compare<T> {
  return (a, b) => (Date.parse(get(b)) || 0) - (Date.parse(get(a)) || 0);
}

/** The first comparator that tells two items apart decides. */
export function thenBy<T>(...comparators: Compare<T>[]): Compare<T> {
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** A sorted copy; the input is left alone. */
export function sortedBy<T>(items: readonly T[], compare: Compare<T>): T[] {
  return [...items].sort(compare);
}

const idDesc = <T extends { id: number }>(a: T, b: T) => b.id - a.id;
const idAsc = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

/**
 * Case-insensitive "contains" over the given fields (`ILIKE '%text%'`, the API trims the text).
 * No search (or only whitespace) matches everything; missing fields never match.
 */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  search: string | undefined,
): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
}

/** Case-insensitive equality of names (medium, specialty), like the API's `lower(a) = lower(b)`. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
}

// Artworks

export type ArtworkFilters = Pick<
  ArtworkListQuery,
  'search' | 'medium' | 'specialty' | 'minPrice' | 'maxPrice'
>;

/**
 * Whether an artwork matches the list filters. `artistUsername` is its artist's username (the
 * server searches it too; an artwork row does not carry it: pass it from the artists table).
 */
export function artworkMatches(artwork: Artwork, filters: ArtworkFilters, artistUsername?: string): boolean {
  const { search, medium, specialty, minPrice, maxPrice } = filters;
  const priced = minPrice !== undefined || maxPrice !== undefined;
  return (
    matchesSearch(
      [
        artwork.title,
        artwork.description,
        artwork.artistName,
        artistUsername,
        artwork.medium,
        artwork.specialty,
      ],
      search,
    ) &&
    (!medium || sameName(artwork.medium, medium)) &&
    (!specialty || sameName(artwork.specialty, specialty)) &&
    (!priced || (artwork.price !== null && inPriceRange(artwork.price, { min: minPrice, max: maxPrice })))
  );
}

export function artworkComparator(sort: ArtworkSort = 'recent'): Compare<Artwork> {
  switch (sort) {
    case 'recent':
      return idDesc;
    case 'price-low':
      return thenBy(
        byNumber((a) => a.price, 'asc'),
        idAsc,
      );
    case 'price-high':
      return thenBy(
        byNumber((a) => a.price, 'desc'),
        idDesc,
      );
    case 'title':
      return thenBy(
        byText((a) => a.title),
        idAsc,
      );
    default:
      return exhaustiveSwitchError(sort);
  }
}

/**
 * `GET /api/artworks?approved=true&…` over local rows (all of them public): the matching artworks
 * in the API's order. `usernames`: artist id to username, for the search.
 */
export function browseArtworks(
  rows: readonly Artwork[],
  query: ArtworkFilters & { sort?: ArtworkSort | undefined },
  usernames?: ReadonlyMap<number, string>,
): Artwork[] {
  return sortedBy(
    rows.filter((row) => artworkMatches(row, query, usernames?.get(row.artistId))),
    artworkComparator(query.sort),
  );
}

// Artists

export type ArtistFilters = Pick<ArtistListQuery, 'search' | 'specialty'>;

export function artistMatches(artist: Artist, filters: ArtistFilters): boolean {
  return (
    matchesSearch(
      [
        artist.displayName,
        `${artist.firstName} ${artist.lastName}`,
        artist.username,
        artist.bio,
        artist.specialties.join(' '),
      ],
      filters.search,
    ) &&
    (!filters.specialty || artist.specialties.some((name) => sameName(name, filters.specialty)))
  );
}

const artistsNewestFirst: Compare<Artist> = thenBy(
  byDateDesc((a) => a.createdAt),
  idDesc,
);

export function artistComparator(sort: ArtistSort = 'recent'): Compare<Artist> {
  switch (sort) {
    case 'recent':
      return artistsNewestFirst;
    case 'verified':
      return thenBy((a, b) => Number(b.isVerified) - Number(a.isVerified), artistsNewestFirst);
    default:
      return exhaustiveSwitchError(sort);
  }
}

/** `GET /api/artists?approved=true&…` over local rows: the matching artists in the API's order. */
export function browseArtists(
  rows: readonly Artist[],
  query: ArtistFilters & { sort?: ArtistSort | undefined },
): Artist[] {
  return sortedBy(
    rows.filter((row) => artistMatches(row, query)),
    artistComparator(query.sort),
  );
}

// Commissions

export type CommissionFilters = Pick<CommissionListQuery, 'search' | 'medium'>;

export function commissionMatches(commission: Commission, filters: CommissionFilters): boolean {
  return (
    matchesSearch(
      [commission.title, commission.description, commission.medium, commission.artistName],
      filters.search,
    ) &&
    (!filters.medium || sameName(commission.medium, filters.medium))
  );
}

export function commissionComparator(sort: CommissionSort = 'recent'): Compare<Commission> {
  switch (sort) {
    case 'recent':
      return idDesc;
    case 'price-high':
      return thenBy(
        byNumber((c) => c.price, 'desc'),
        idDesc,
      );
    case 'price-low':
      return thenBy(
        byNumber((c) => c.price, 'asc'),
        idAsc,
      );
    case 'title':
      return thenBy(
        byText((c) => c.title),
        idAsc,
      );
    default:
      return exhaustiveSwitchError(sort);
  }
}

/** `GET /api/commissions?showcase=true&…` over local rows: the matching commissions in the API's order. */
export function browseCommissions(
  rows: readonly Commission[],
  query: CommissionFilters & { sort?: CommissionSort | undefined },
): Commission[] {
  return sortedBy(
    rows.filter((row) => commissionMatches(row, query)),
    commissionComparator(query.sort),
  );
}
