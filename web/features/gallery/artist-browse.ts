import type { Artist, ArtistListQuery } from '@contract/artist';
import { POPULAR_SPECIALTIES_COUNT } from '@contract/constants';
import { artistComparator, artistMatches } from '@contract/browse-rules';
import { ARTIST_SORTS, type ArtistSort } from '@contract/enum-values';
import { oneOf } from '@/lib/search-enum';
import { defineBrowse } from './browse';
import { nameParam, normalizeSearch } from './search-text';

/** Meet Our Artists' URL state (`/artists?search=&specialty=&sort=`). */
export interface ArtistBrowseSearch {
  search?: string | undefined;
  specialty?: string | undefined;
  sort?: ArtistSort | undefined;
}

function parseArtistSearch(raw: Record<string, unknown>): ArtistBrowseSearch {
  return {
    search: normalizeSearch(raw.search),
    specialty: nameParam(raw.specialty),
    sort: oneOf(ARTIST_SORTS, raw.sort),
  };
}

export const artistBrowse = defineBrowse({
  parse: parseArtistSearch,
  sortOptions: [
    { value: 'recent', label: 'Newest artists' },
    { value: 'verified', label: 'Verified first' },
  ],
  query: (filters) => ({ approved: 'true' as const, search: filters.search, specialty: filters.specialty }),
  /** The API's rules (contract/browse-rules.ts): search in names, username, bio and specialties. */
  matches: (artist: Artist, filters) => artistMatches(artist, filters),
  /** Spec section 9: recent by createdAt (newest first); verified first, then recent. */
  comparator: artistComparator,
});

export const parseArtistBrowseSearch = artistBrowse.parse;
export const ARTIST_SORT_OPTIONS = artistBrowse.sortOptions;
export const artistListParams = (filters: ArtistBrowseSearch): ArtistListQuery =>
  artistBrowse.listParams(filters);
export const filterArtists = artistBrowse.filter;
export const sortArtists = artistBrowse.sort;
export const browseArtists = artistBrowse.browse;

export interface ArtistStats {
  artists: number;
  verified: number;
  artworks: number;
}

/** The page's numbers, from the approved artists loaded: how many, how many verified, their artworks. */
export function artistStats(artists: readonly Artist[]): ArtistStats {
  return {
    artists: artists.length,
    verified: artists.filter((artist) => artist.isVerified).length,
    artworks: artists.reduce((sum, artist) => sum + Math.max(0, artist.artworkCount), 0),
  };
}

/** Popular specialties: the first 8 of the list as the API orders it (spec section 9). */
export function popularSpecialties<T>(specialties: readonly T[]): T[] {
  return specialties.slice(0, POPULAR_SPECIALTIES_COUNT);
}
