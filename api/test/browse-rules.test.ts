import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artist, ArtistListQuery } from '../../contract/artist';
import type { Artwork, ArtworkListQuery } from '../../contract/artwork';
import { browseArtists, browseArtworks, browseCommissions } from '../../contract/browse-rules';
import type { Commission, CommissionListQuery } from '../../contract/commission';
import { PRICE_BUCKETS } from '../../contract/constants';
import { createArtist, createArtwork, createReference, createUser } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * The galleries' rules on the device (contract/browse-rules.ts) against the API's SQL: over the
 * same rows (everything the public lists answer), each parameter set gives the same ids in the same
 * order locally as the API pages them (issue 11, point 2).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  const oil = await createReference(db, 'mediums', 'Oil');
  const watercolor = await createReference(db, 'mediums', 'Watercolor');
  const ink = await createReference(db, 'mediums', 'Ink');
  const abstract = await createReference(db, 'specialties', 'Abstract');
  const portrait = await createReference(db, 'specialties', 'Portrait');
  const landscape = await createReference(db, 'specialties', 'Landscape');

  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  const user = async (first: string, last: string, username: string) =>
    createUser(db, { role: 'bus_admin', firstName: first, lastName: last, username });
  const profile = async (userId: number, values: Record<string, unknown>) => {
    const [row] = await db('artists')
      .insert({ user_id: userId, approval_status: 'approved', ...values })
      .returning('id');
    return row.id as number;
  };
  const maya = await profile((await user('Maya', 'Okafor', 'mayaok')).id, {
    display_name: 'Maya Okafor',
    bio: 'Oil and light over the harbour.',
    specialties: ['Abstract', 'Landscape'],
    is_verified: true,
    created_at: at(1),
  });
  const leo = await profile((await user('Leo', 'Tanaka', 'inkleo')).id, {
    display_name: '',
    bio: 'Ink portraits of strangers.',
    specialties: ['portrait'],
    is_verified: false,
    created_at: at(2),
  });
  const sam = await profile((await user('Sam', 'Rivera', 'samr')).id, {
    display_name: 'Studio Rivera',
    bio: null,
    specialties: [],
    is_verified: true,
    created_at: at(3),
  });
  const ana = await profile((await user('Ana', 'Lima', 'analima')).id, {
    display_name: 'Ana Lima',
    bio: 'Watercolour diaries, Studio days.',
    specialties: ['Landscape'],
    is_verified: false,
    created_at: at(3), // the same time as Sam: the id decides
  });
  const hidden = await createArtist(db, { approval_status: 'pending', display_name: 'Hidden Harbour' });

  const art = (artistId: number, title: string, values: Record<string, unknown> = {}) =>
    createArtwork(db, artistId, { title, medium_id: oil, specialty_id: null, description: null, ...values });
  await art(maya, 'Harbour at Dusk', {
    price_cents: 45000,
    specialty_id: landscape,
    description: 'Boats, oil',
  });
  await art(maya, 'blue morning', { price_cents: 9999, specialty_id: abstract });
  await art(maya, 'Blue Morning II', { price_cents: 45000, specialty_id: abstract });
  await art(leo, 'Stranger No. 7', { price_cents: 10000, medium_id: ink, specialty_id: portrait });
  await art(leo, 'stranger no. 8', { price_cents: null, medium_id: ink, specialty_id: portrait });
  await art(leo, 'Zenith', { price_cents: 150000, description: 'A harbour light, abstract' });
  await art(sam, 'Crimson 100% Tide', { price_cents: 49999, medium_id: watercolor });
  await art(sam, 'apple study', { price_cents: 100000, medium_id: watercolor, specialty_id: landscape });
  await art(sam, 'Untitled', { price_cents: null });
  await art(ana, 'Apple Study', { price_cents: 45000, medium_id: watercolor });
  await art(ana, 'Harbour Walls', { price_cents: 45000, description: 'Studio piece' });
  await art(ana, 'Pending Harbour', { price_cents: 500, approval_status: 'pending' });
  await art(hidden.artistId, 'Harbour of a pending artist', { price_cents: 700 });

  const commission = (artistId: number, title: string, values: Record<string, unknown> = {}) =>
    db('commissions').insert({ artist_id: artistId, title, is_showcase: true, ...values });
  await commission(maya, 'Harbour Mural', { medium: 'Oil', price_cents: 120000, description: 'A wall' });
  await commission(maya, 'pet portrait', { medium: 'oil', price_cents: 30000 });
  await commission(leo, 'Pet Portrait', { medium: 'Ink', price_cents: 30000 });
  await commission(leo, 'Wedding Sketch', { medium: null, price_cents: null, description: 'Ink on paper' });
  await commission(sam, 'Studio Door', { medium: 'Watercolor', price_cents: 80000 });
  await commission(sam, 'Private Piece', { medium: 'Oil', is_showcase: false });
  await commission(hidden.artistId, 'Hidden Harbour Mural', { medium: 'Oil' });
});
afterAll(() => t.close());

/** Every page of a list, through the cursors the API hands out (a small page, to cross pages). */
async function all<T extends { id: number }>(path: string, query: Record<string, unknown>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, limit: 4, cursor })) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const res = await t.client().get(`${path}?${params}`);
    expect(res.status, `${path}?${params}`).toBe(200);
    items.push(...(res.body as T[]));
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return items;
}
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

const bucket = (name: keyof typeof PRICE_BUCKETS) => ({
  minPrice: PRICE_BUCKETS[name].min,
  maxPrice: PRICE_BUCKETS[name].max,
});

describe('artworks: the local rules give the API answer', () => {
  const cases: Omit<ArtworkListQuery, 'approved' | 'limit' | 'cursor'>[] = [
    {},
    { sort: 'price-low' },
    { sort: 'price-high' },
    { sort: 'title' },
    { search: 'harbour' },
    { search: 'HARBOUR', sort: 'title' },
    { search: 'studio' }, // a description and an artist's display name
    { search: 'inkleo' }, // the artist's username
    { search: 'tanaka' }, // the artist's name when the display name is empty
    { search: '100%' },
    { search: 'no. 7' },
    { search: 'oil', sort: 'price-high' },
    { search: 'landscape', sort: 'price-low' },
    { medium: 'watercolor', sort: 'price-low' },
    { medium: 'INK' },
    { specialty: 'abstract', sort: 'title' },
    { ...bucket('100-500'), sort: 'price-low' },
    { ...bucket('100-500'), sort: 'price-high' },
    { ...bucket('under-100') },
    { ...bucket('over-1000'), search: 'a' },
    { search: 'nothing like this' },
  ];
  let rows: Artwork[];
  let usernames: Map<number, string>;
  beforeAll(async () => {
    rows = await all<Artwork>('/api/artworks', { approved: 'true' });
    const artists = await all<Artist>('/api/artists', { approved: 'true' });
    usernames = new Map(artists.map((artist) => [artist.id, artist.username]));
  });

  it('the public rows are all there (and only them)', () => {
    expect(rows.map((row) => row.title)).not.toContain('Pending Harbour');
    expect(rows).toHaveLength(11);
  });

  it.each(cases)('%o', async (query) => {
    const api = await all<Artwork>('/api/artworks', { approved: 'true', ...query });
    expect(ids(browseArtworks(rows, query, usernames))).toEqual(ids(api));
  });
});

describe('artists: the local rules give the API answer', () => {
  const cases: Omit<ArtistListQuery, 'approved' | 'limit' | 'cursor'>[] = [
    {},
    { sort: 'verified' },
    { search: 'studio' },
    { search: 'STUDIO', sort: 'verified' },
    { search: 'leo tanaka' },
    { search: 'analima' },
    { search: 'harbour' },
    { search: 'abstract landscape' }, // specialties joined by a space
    { specialty: 'Portrait' },
    { specialty: 'landscape', sort: 'verified' },
    { search: 'nothing like this' },
  ];
  let rows: Artist[];
  beforeAll(async () => {
    rows = await all<Artist>('/api/artists', { approved: 'true' });
  });

  it.each(cases)('%o', async (query) => {
    const api = await all<Artist>('/api/artists', { approved: 'true', ...query });
    expect(ids(browseArtists(rows, query))).toEqual(ids(api));
  });
});

describe('commissions: the local rules give the API answer', () => {
  const cases: Omit<CommissionListQuery, 'showcase' | 'limit' | 'cursor'>[] = [
    {},
    { sort: 'price-high' },
    { sort: 'price-low' },
    { sort: 'title' },
    { search: 'harbour' },
    { search: 'ink' }, // a medium and a description
    { search: 'rivera' }, // the artist's name
    { search: 'portrait', sort: 'price-low' },
    { medium: 'OIL', sort: 'price-high' },
    { medium: 'watercolor' },
  ];
  let rows: Commission[];
  beforeAll(async () => {
    rows = await all<Commission>('/api/commissions', { showcase: 'true' });
  });

  it.each(cases)('%o', async (query) => {
    const api = await all<Commission>('/api/commissions', { showcase: 'true', ...query });
    expect(ids(browseCommissions(rows, query))).toEqual(ids(api));
  });
});
