import { describe, expect, it } from 'vitest';
import {
  artistListParams,
  artistStats,
  browseArtists,
  filterArtists,
  parseArtistBrowseSearch,
  popularSpecialties,
  sortArtists,
} from './artist-browse';
import { anArtist } from './test-fixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

const artists = [
  anArtist({
    id: 1,
    displayName: 'Maya Okafor',
    specialties: ['Abstract', 'Contemporary'],
    createdAt: '2024-01-01T00:00:00.000Z',
    isVerified: true,
    artworkCount: 5,
  }),
  anArtist({
    id: 2,
    displayName: 'Theo Marsh',
    firstName: 'Theo',
    lastName: 'Marsh',
    specialties: ['Figurative'],
    bio: 'Ink drawings of dancers',
    createdAt: '2024-03-01T00:00:00.000Z',
    artworkCount: 2,
  }),
  anArtist({
    id: 3,
    displayName: 'Lena Hart',
    username: 'lenahart',
    specialties: ['Landscape'],
    createdAt: '2024-02-01T00:00:00.000Z',
    isVerified: true,
    artworkCount: 0,
  }),
];

describe('filterArtists', () => {
  it('searches names, username, bio and specialties', () => {
    expect(ids(filterArtists(artists, { search: 'theo marsh' }))).toEqual([2]);
    expect(ids(filterArtists(artists, { search: 'LENAHART' }))).toEqual([3]);
    expect(ids(filterArtists(artists, { search: 'dancers' }))).toEqual([2]);
    expect(ids(filterArtists(artists, { search: 'contemporary' }))).toEqual([1]);
  });

  it('filters by specialty ignoring case', () => {
    expect(ids(filterArtists(artists, { specialty: 'landscape' }))).toEqual([3]);
    expect(filterArtists(artists, { specialty: 'Surrealism' })).toEqual([]);
  });
});

describe('sortArtists', () => {
  it('recent: newest createdAt first', () => {
    expect(ids(sortArtists(artists, 'recent'))).toEqual([2, 3, 1]);
  });

  it('verified first, then newest', () => {
    expect(ids(sortArtists(artists, 'verified'))).toEqual([3, 1, 2]);
  });

  it('browseArtists filters, then sorts', () => {
    expect(ids(browseArtists(artists, { search: 'a', sort: 'verified' }))).toEqual([3, 1, 2]);
  });
});

describe('stats and popular specialties', () => {
  it('counts artists, verified artists and available artworks', () => {
    expect(artistStats(artists)).toEqual({ artists: 3, verified: 2, artworks: 7 });
    expect(artistStats([])).toEqual({ artists: 0, verified: 0, artworks: 0 });
  });

  it('takes the first 8 specialties in the given order', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(popularSpecialties(names)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(popularSpecialties(['a'])).toEqual(['a']);
  });
});

describe('URL state', () => {
  it('reads valid values and drops the rest', () => {
    expect(parseArtistBrowseSearch({ search: ' ink ', specialty: 'Figurative', sort: 'verified' })).toEqual({
      search: 'ink',
      specialty: 'Figurative',
      sort: 'verified',
    });
    expect(parseArtistBrowseSearch({ sort: 'oldest', specialty: '' })).toEqual({});
  });

  it('asks the API for approved artists with the filters', () => {
    expect(artistListParams({ specialty: 'Urban', sort: 'verified' })).toEqual({
      approved: 'true',
      specialty: 'Urban',
      sort: 'verified',
    });
    expect(artistListParams({ sort: 'recent' })).toEqual({ approved: 'true' });
  });
});
