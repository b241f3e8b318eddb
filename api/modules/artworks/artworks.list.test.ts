import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArtworkSchema } from '../../../contract/artwork';
import { inPriceRange, PRICE_BUCKETS } from '../../../contract/constants';
import { createReference } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { artworkOf, createWorld, imageForm, signedArtist, type World } from './artworks.test-world';

let t: TestApp;
let w: World;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const knex = t.db.knex;
  const watercolor = await createReference(knex, 'mediums', 'Watercolor');
  const portrait = await createReference(knex, 'specialties', 'Portrait');
  const add = async (key: string, artistId: number, values: Record<string, unknown>) => {
    ids[key] = (await artworkOf(t, artistId, values)).id;
  };
  await add('cheap', w.artist.artistId, { title: 'Blue Morning', price_cents: 9999 });
  await add('hundred', w.artist.artistId, {
    title: 'apple Study',
    price_cents: 10000,
    medium_id: watercolor,
  });
  await add('mid', w.other.artistId, {
    title: 'Crimson 100% Tide',
    price_cents: 49999,
    specialty_id: portrait,
  });
  await add('five', w.other.artistId, {
    title: "O'Keeffe homage",
    price_cents: 50000,
    description: 'snake_case study',
  });
  await add('rich', w.other.artistId, { title: 'Zenith', price_cents: 150000 });
  await add('pending', w.artist.artistId, {
    title: 'Pending Piece',
    approval_status: 'pending',
    price_cents: 100,
  });
  await add('rejected', w.other.artistId, { title: 'Rejected Piece', approval_status: 'rejected' });
  const gone = await signedArtist(t);
  await add('goneArtist', gone.artistId, { title: 'Orphan' });
  await knex('artists').where({ id: gone.artistId }).update({ deleted_at: knex.fn.now() });
  await add('deleted', w.artist.artistId, { title: 'Deleted', deleted_at: knex.fn.now() });
});
afterAll(() => t.close());

const list = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/artworks${query}`);
  expect(res.status).toBe(200);
  const items = z.array(ArtworkSchema.strict()).parse(res.body);
  return { items, ids: items.map((a) => a.id), total: Number(res.headers.get('x-total-count')) };
};
const PUBLIC = ['rich', 'five', 'mid', 'hundred', 'cheap'];
const idsOf = (...keys: string[]) => keys.map((k) => ids[k]);

describe('GET /api/artworks: who sees what', () => {
  it('shows anonymous visitors and collectors only approved artworks of live artists, newest first', async () => {
    for (const client of [w.anon, w.collector.client]) {
      const { ids: got, total } = await list(client);
      expect(got).toEqual(idsOf(...PUBLIC));
      expect(total).toBe(5);
    }
  });

  it("shows an artist their own pending work, but not another artist's", async () => {
    expect((await list(w.artist.client)).ids).toEqual(idsOf('pending', ...PUBLIC));
    expect((await list(w.artist.client, `?artistId=${w.other.artistId}`)).ids).toEqual(
      idsOf('rich', 'five', 'mid'),
    );
    expect((await list(w.other.client, `?artistId=${w.artist.artistId}`)).ids).toEqual(
      idsOf('hundred', 'cheap'),
    );
  });

  it('shows admins everything live, and approved=true shows only what the public sees', async () => {
    const all = await list(w.admin.client);
    expect(all.ids).toEqual(idsOf('goneArtist', 'rejected', 'pending', ...PUBLIC));
    expect((await list(w.admin.client, '?approved=true')).ids).toEqual(idsOf(...PUBLIC));
    expect((await list(w.artist.client, `?artistId=${w.artist.artistId}&approved=true`)).ids).toEqual(
      idsOf('hundred', 'cheap'),
    );
  });

  it('filters by status for the admin screen', async () => {
    expect((await list(w.admin.client, '?status=pending')).ids).toEqual(idsOf('pending'));
    expect((await list(w.admin.client, '?status=rejected')).ids).toEqual(idsOf('rejected'));
    expect((await list(w.admin.client, '?status=all')).total).toBe(8);
    expect((await list(w.anon, '?status=pending')).ids).toEqual([]);
  });
});

describe('GET /api/artworks: filters, search, sort and paging', () => {
  it('pages with limit and offset and sends the total before paging', async () => {
    const page = await list(w.anon, '?limit=2&offset=1');
    expect(page.ids).toEqual(idsOf('five', 'mid'));
    expect(page.total).toBe(5);
    expect((await list(w.anon, '?approved=true&limit=3')).ids).toEqual(idsOf('rich', 'five', 'mid'));
    expect((await list(w.anon, '?offset=10')).ids).toEqual([]);
  });

  it.each([
    ['price-low', ['cheap', 'hundred', 'mid', 'five', 'rich']],
    ['price-high', ['rich', 'five', 'mid', 'hundred', 'cheap']],
    ['title', ['hundred', 'cheap', 'mid', 'five', 'rich']],
    ['recent', PUBLIC],
  ])('sorts by %s', async (sort, expected) => {
    expect((await list(w.anon, `?sort=${sort}`)).ids).toEqual(idsOf(...expected));
  });

  it.each([
    ['under-100', ['cheap']],
    ['100-500', ['mid', 'hundred']],
    ['500-1000', ['five']],
    ['over-1000', ['rich']],
  ] as const)('applies the %s bucket with min inclusive, max exclusive', async (bucket, expected) => {
    const { min, max } = PRICE_BUCKETS[bucket];
    const query = [min !== undefined ? `minPrice=${min}` : '', max !== undefined ? `maxPrice=${max}` : '']
      .filter(Boolean)
      .join('&');
    expect((await list(w.anon, `?${query}`)).ids).toEqual(idsOf(...expected));
    // The UI's rule (inPriceRange) picks the same artworks from the full list.
    const all = (await list(w.anon)).items;
    expect(all.filter((a) => inPriceRange(a.price!, PRICE_BUCKETS[bucket])).map((a) => a.id)).toEqual(
      idsOf(...expected),
    );
  });

  it('filters by medium and specialty name, case-insensitively', async () => {
    expect((await list(w.anon, '?medium=WATERCOLOR')).ids).toEqual(idsOf('hundred'));
    expect((await list(w.anon, '?specialty=portrait')).ids).toEqual(idsOf('mid'));
    expect((await list(w.anon, '?medium=Nope')).total).toBe(0);
  });

  it('searches title, description, artist name, medium and specialty, case-insensitively', async () => {
    expect((await list(w.anon, '?search=APPLE')).ids).toEqual(idsOf('hundred'));
    expect((await list(w.anon, '?search=watercolor')).ids).toEqual(idsOf('hundred'));
    expect((await list(w.anon, '?search=portrait')).ids).toEqual(idsOf('mid'));
    expect((await list(w.anon, `?search=${encodeURIComponent(w.other.lastName)}`)).ids).toEqual(
      idsOf('rich', 'five', 'mid'),
    );
    expect((await list(w.anon, '?search=%20%20')).total).toBe(5);
  });

  it('treats %, _ and quotes in the search literally', async () => {
    expect((await list(w.anon, `?search=${encodeURIComponent('100%')}`)).ids).toEqual(idsOf('mid'));
    expect((await list(w.anon, `?search=${encodeURIComponent('%')}`)).ids).toEqual(idsOf('mid'));
    expect((await list(w.anon, `?search=${encodeURIComponent('e_c')}`)).ids).toEqual(idsOf('five'));
    // An unescaped `_` would match the "100" in "Crimson 100% Tide".
    expect((await list(w.anon, `?search=${encodeURIComponent('1_0')}`)).total).toBe(0);
    expect((await list(w.anon, `?search=${encodeURIComponent("O'Keeffe")}`)).ids).toEqual(idsOf('five'));
    expect((await list(w.anon, `?search=${encodeURIComponent("'; DROP TABLE artworks;--")}`)).total).toBe(0);
    expect((await list(w.anon)).total).toBe(5);
  });

  it.each([
    '?limit=0',
    '?limit=abc',
    '?offset=-1',
    '?sort=cheapest',
    '?minPrice=-1',
    '?status=lost',
    '?artistId=x',
    '?limit=1&limit=2',
  ])('answers 400 for %s', async (query) => {
    const res = await w.anon.get(`/api/artworks${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/artworks: embedded images', () => {
  it('embeds each artwork its images with the primary as imageUrl', async () => {
    const res = await w.artist.client.request('POST', `/api/artworks/${ids.cheap}/images`, {
      form: await imageForm({ images: [{ file: 0 }, { file: 1, primary: true }] }, 2),
    });
    expect(res.status).toBe(201);
    const cheap = (await list(w.anon)).items.find((a) => a.id === ids.cheap)!;
    expect(cheap.images).toHaveLength(2);
    expect(cheap.imageUrl).toBe(cheap.images[1]!.imageUrl);
    expect((await list(w.anon)).items.find((a) => a.id === ids.rich)!.images).toEqual([]);
  });
});
