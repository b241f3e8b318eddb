import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../api/test/test-app';
import { generateCatalogue } from './catalogue';

/**
 * Issue 29, point 5: the generated catalogue writes the artworks' search_text itself, with the
 * search_text trigger off for that one statement, and the indexes of the tables it loads built at
 * the end. Searches must find exactly what they would find had every row gone through the trigger,
 * and the trigger and every index must be back for everything after.
 */
let t: TestApp;
let indexesBefore: string[];
const indexes = async () =>
  (
    (
      await t.db.knex.raw(
        `SELECT indexdef FROM pg_indexes WHERE tablename IN ('artworks', 'artwork_images', 'stock_items') ORDER BY indexname`,
      )
    ).rows as Array<{ indexdef: string }>
  ).map((row) => row.indexdef);
beforeAll(async () => {
  t = await createTestApp();
  indexesBefore = await indexes();
  await generateCatalogue(t.db.knex, {
    artists: 30,
    artworks: 400,
    collectors: 10,
    requests: 20,
    commissions: 10,
    imageUrls: ['/generated/1.jpg'],
  });
}, 120_000);
afterAll(() => t.close());

describe('generateCatalogue', () => {
  it("writes every artwork's search_text exactly as the trigger would", async () => {
    const rows = (
      await t.db.knex.raw(
        `SELECT count(*)::int AS artworks,
                count(*) FILTER (WHERE search_text IS DISTINCT FROM atelier_artwork_search_text(
                  title, description, artist_id, medium_id, specialty_id))::int AS different
         FROM artworks`,
      )
    ).rows as Array<{ artworks: number; different: number }>;
    expect(rows[0]).toEqual({ artworks: 400, different: 0 });
  });

  it('searches find a generated artwork by its artist name, medium and specialty', async () => {
    const artwork = (await t.db
      .knex('artworks as aw')
      .join('artists as a', 'a.id', 'aw.artist_id')
      .join('users as u', 'u.id', 'a.user_id')
      .join('mediums as m', 'm.id', 'aw.medium_id')
      .orderBy('aw.id')
      .first('aw.id', 'u.username', 'm.name as medium')) as { id: number; username: string; medium: string };
    for (const text of [artwork.username, artwork.medium]) {
      const ids = (await t.db
        .knex('artworks')
        .whereILike('search_text', `%${text}%`)
        .pluck('id')) as number[];
      expect(ids).toContain(artwork.id);
    }
  });

  it('builds again every index of the tables it loads with their indexes dropped', async () => {
    expect(indexesBefore.some((def) => def.includes('artworks_search_idx'))).toBe(true);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('leaves the search_text trigger on: a renamed artwork is found by its new title', async () => {
    const { id } = (await t.db.knex('artworks').orderBy('id').first('id')) as { id: number };
    await t.db.knex('artworks').where({ id }).update({ title: 'Zanzibar Nocturne' });
    const found = (await t.db
      .knex('artworks')
      .whereILike('search_text', '%zanzibar nocturne%')
      .pluck('id')) as number[];
    expect(found).toEqual([id]);
    const enabled = (
      await t.db.knex.raw(`SELECT tgenabled FROM pg_trigger WHERE tgname = 'artworks_search_text'`)
    ).rows as Array<{ tgenabled: string }>;
    expect(enabled).toEqual([{ tgenabled: 'O' }]);
  });
});
