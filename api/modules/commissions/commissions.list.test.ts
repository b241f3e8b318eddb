import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, signIn } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let artistId: number;
let pendingArtistId: number;
let asPendingArtist: TestClient;
let asAdmin: TestClient;
let asOtherArtist: TestClient;
const ids: Record<string, number> = {};

async function insert(artist: number, title: string, fields: Record<string, unknown> = {}): Promise<number> {
  const [row] = await t.db
    .knex('commissions')
    .insert({ artist_id: artist, title, ...fields })
    .returning('id');
  return row.id;
}
const titles = (body: Array<{ title: string }>) => body.map((c) => c.title);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  const artist = await createArtist(db, { display_name: 'Hokusai Studio' });
  const pending = await createArtist(db, { approval_status: 'pending' });
  const other = await createArtist(db);
  const admin = await createUser(db, { role: 'admin' });
  artistId = artist.artistId;
  pendingArtistId = pending.artistId;
  [asPendingArtist, asAdmin, asOtherArtist] = await Promise.all([
    signIn(t, pending.email),
    signIn(t, admin.email),
    signIn(t, other.email),
  ]);
  // Inserted oldest first: "recent" is the reverse.
  ids.wave = await insert(artistId, 'Great Wave', {
    price_cents: 120000,
    medium: 'Woodblock',
    description: 'Sea and foam',
    is_showcase: true,
  });
  ids.fuji = await insert(artistId, 'fuji at dawn', {
    price_cents: 45000,
    medium: 'woodblock',
    is_showcase: false,
  });
  ids.cranes = await insert(artistId, 'Cranes', {
    price_cents: null,
    medium: 'Ink',
    description: '100% pure ink_wash',
  });
  ids.bridge = await insert(artistId, 'Bridge', { price_cents: 80000, medium: 'Oil', is_showcase: true });
  ids.hidden = await insert(pendingArtistId, 'Unapproved Piece', { medium: 'Oil' });
  ids.deleted = await insert(artistId, 'Deleted Piece', { deleted_at: new Date() });
});
afterAll(() => t.close());

describe('GET /api/commissions', () => {
  it("lists approved artists' live entries, newest first, with artist names and a total", async () => {
    const res = await t.client().get('/api/commissions');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Bridge', 'Cranes', 'fuji at dawn', 'Great Wave']);
    expect(res.headers.get('x-total-count')).toBe('4');
    expect(res.body[0]).toMatchObject({
      artistId,
      artistName: 'Hokusai Studio',
      price: 800,
      isShowcase: true,
      variants: [],
    });
    expect(res.body[1].price).toBeNull();
  });

  it('filters showcase entries and limits (the home page asks ?showcase=true&limit=2)', async () => {
    const res = await t.client().get('/api/commissions?showcase=true&limit=2');
    expect(titles(res.body)).toEqual(['Bridge', 'Cranes']);
    expect(res.headers.get('x-total-count')).toBe('3');
    const notShowcase = await t.client().get('/api/commissions?showcase=false');
    expect(titles(notShowcase.body)).toEqual(['fuji at dawn']);
  });

  it('pages with offset', async () => {
    const res = await t.client().get('/api/commissions?limit=2&offset=2');
    expect(titles(res.body)).toEqual(['fuji at dawn', 'Great Wave']);
    expect(res.headers.get('x-total-count')).toBe('4');
  });

  it.each([
    ['recent', ['Bridge', 'Cranes', 'fuji at dawn', 'Great Wave']],
    ['price-high', ['Great Wave', 'Bridge', 'fuji at dawn', 'Cranes']],
    ['price-low', ['fuji at dawn', 'Bridge', 'Great Wave', 'Cranes']],
    ['title', ['Bridge', 'Cranes', 'fuji at dawn', 'Great Wave']],
  ])('sorts by %s (unpriced last)', async (sort, expected) => {
    const res = await t.client().get(`/api/commissions?sort=${sort}`);
    expect(titles(res.body)).toEqual(expected);
  });

  it('searches title, description, medium and artist name; blank search does nothing', async () => {
    expect(titles((await t.client().get('/api/commissions?search=WAVE')).body)).toEqual(['Great Wave']);
    expect(titles((await t.client().get('/api/commissions?search=foam')).body)).toEqual(['Great Wave']);
    expect((await t.client().get('/api/commissions?search=hokusai')).body).toHaveLength(4);
    expect((await t.client().get('/api/commissions?search=%20%20')).body).toHaveLength(4);
    expect((await t.client().get('/api/commissions?search=Unapproved')).body).toEqual([]);
  });

  it('treats % and _ in a search as plain text', async () => {
    expect(titles((await t.client().get('/api/commissions?search=100%25')).body)).toEqual(['Cranes']);
    expect(titles((await t.client().get('/api/commissions?search=k_w')).body)).toEqual(['Cranes']);
    expect((await t.client().get('/api/commissions?search=%25%25%25_')).body).toEqual([]);
    expect((await t.client().get("/api/commissions?search=' OR 1=1 --")).status).toBe(200);
  });

  it('filters by medium, ignoring case', async () => {
    const res = await t.client().get('/api/commissions?medium=WOODBLOCK');
    expect(titles(res.body)).toEqual(['fuji at dawn', 'Great Wave']);
  });

  it('filters by artist', async () => {
    const res = await t.client().get(`/api/commissions?artistId=${artistId}&sort=title`);
    expect(titles(res.body)).toEqual(['Bridge', 'Cranes', 'fuji at dawn', 'Great Wave']);
  });

  it("shows a pending artist's entries to that artist and admins only", async () => {
    const query = `/api/commissions?artistId=${pendingArtistId}`;
    expect((await t.client().get(query)).body).toEqual([]);
    expect((await asOtherArtist.get(query)).body).toEqual([]);
    expect(titles((await asPendingArtist.get(query)).body)).toEqual(['Unapproved Piece']);
    expect(titles((await asAdmin.get(query)).body)).toEqual(['Unapproved Piece']);
  });

  it('clamps ?limit=501 to the maximum page size instead of refusing it (contract/paging.ts)', async () => {
    const res = await t.client().get('/api/commissions?limit=501');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(100);
  });

  it.each([
    'sort=cheapest',
    'limit=0',
    'limit=abc',
    'offset=-1',
    'offset=1001',
    'cursor=not!base64',
    'artistId=x',
    'showcase=yes',
    'limit=1&limit=2',
  ])('refuses ?%s with 400', async (query) => {
    const res = await t.client().get(`/api/commissions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/commissions/{id}', () => {
  it('shows a public entry to anyone', async () => {
    const res = await t.client().get(`/api/commissions/${ids.wave}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Great Wave', price: 1200, medium: 'Woodblock' });
  });

  it("hides a pending artist's entry and deleted entries", async () => {
    expect((await t.client().get(`/api/commissions/${ids.hidden}`)).status).toBe(404);
    expect((await asPendingArtist.get(`/api/commissions/${ids.hidden}`)).status).toBe(200);
    expect((await asAdmin.get(`/api/commissions/${ids.deleted}`)).status).toBe(404);
    expect((await t.client().get('/api/commissions/0')).status).toBe(404);
    expect((await t.client().get('/api/commissions/1e3')).status).toBe(404);
  });
});
