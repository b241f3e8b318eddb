import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArtworkSchema } from '../../../contract/artwork';
import type { ArtworkSort } from '../../../contract/enums';
import { PAGE_SIZE, TOTAL_COUNT_CAP } from '../../../contract/paging';
import { forgetCounts } from '../../lib/capped-count';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { artworkInput, createWorld, type World } from './artworks.test-world';

/**
 * Keyset paging of `GET /api/artworks` over HTTP: every sort walked page by page equals the whole
 * sorted list, pages stay right when rows come and go between them, the paging headers, the caps.
 */
let t: TestApp;
let w: World;
interface Row {
  id: number;
  title: string;
  price: number | null;
}
let rows: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const knex = t.db.knex;
  // 130 public artworks: repeated and missing prices, titles differing only in case.
  await knex.raw(
    `INSERT INTO artworks (artist_id, title, description, price_cents, approval_status)
     SELECT CASE WHEN n % 2 = 0 THEN ?::int ELSE ?::int END,
            CASE WHEN n % 3 = 0 THEN 'Paging' ELSE 'paging' END || lpad(((n * 37) % 50)::text, 3, '0'),
            CASE WHEN n % 10 = 0 THEN 'a misty harbour' ELSE NULL END,
            CASE WHEN n % 7 = 0 THEN NULL ELSE ((n * 13) % 20) * 1000 END,
            'approved'
     FROM generate_series(1, 130) AS n`,
    [w.artist.artistId, w.other.artistId],
  );
  rows = await reload();
});
afterAll(() => t.close());

async function reload(): Promise<Row[]> {
  const found = (await t.db
    .knex('artworks')
    .whereNull('deleted_at')
    .where('approval_status', 'approved')
    .select('id', 'title', 'price_cents')) as Array<{
    id: number;
    title: string;
    price_cents: number | null;
  }>;
  return found.map((r) => ({ id: r.id, title: r.title, price: r.price_cents }));
}

const BIG = Number.MAX_SAFE_INTEGER;
const compare: Record<ArtworkSort, (a: Row, b: Row) => number> = {
  recent: (a, b) => b.id - a.id,
  'price-low': (a, b) => (a.price ?? BIG) - (b.price ?? BIG) || a.id - b.id,
  'price-high': (a, b) => (b.price ?? -1) - (a.price ?? -1) || b.id - a.id,
  title: (a, b) =>
    a.title.toLowerCase() < b.title.toLowerCase()
      ? -1
      : a.title.toLowerCase() > b.title.toLowerCase()
        ? 1
        : a.id - b.id,
};
const sorted = (list: Row[], sort: ArtworkSort) => [...list].sort(compare[sort]).map((r) => r.id);

async function page(client: TestClient, url: string) {
  const res = await client.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = z.array(ArtworkSchema.strict()).parse(res.body);
  return {
    ids: items.map((a) => a.id),
    next: res.headers.get('x-next-cursor'),
    link: res.headers.get('link'),
    total: res.headers.get('x-total-count'),
    capped: res.headers.get('x-total-count-capped'),
    expose: res.headers.get('access-control-expose-headers'),
  };
}

/** Follows the `Link: rel="next"` headers to the last page; `between` runs after each page. */
async function walk(url: string, between: (n: number) => Promise<void> = async () => {}) {
  const seen: number[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next) {
    const p = await page(w.anon, next);
    seen.push(...p.ids);
    pages++;
    if (p.next) {
      expect(p.link).toMatch(/^<\/api\/artworks\?.*cursor=[A-Za-z0-9_-]+>; rel="next"$/);
      next = /^<([^>]+)>/.exec(p.link!)![1]!;
      expect(new URL(next, 'http://x').searchParams.get('cursor')).toBe(p.next);
    } else {
      expect(p.link).toBeNull();
      next = null;
    }
    await between(pages);
  }
  return { seen, pages };
}

describe('GET /api/artworks keyset pages', () => {
  it.each<ArtworkSort>(['recent', 'price-low', 'price-high', 'title'])(
    'walks sort=%s to the last page and finds exactly the whole sorted list',
    async (sort) => {
      const { seen, pages } = await walk(`/api/artworks?approved=true&sort=${sort}&limit=9`);
      expect(seen).toEqual(sorted(rows, sort));
      expect(pages).toBe(Math.ceil(rows.length / 9));
    },
  );

  it('gives the default page size, the capped-count headers and exposes them to scripts', async () => {
    const p = await page(w.anon, '/api/artworks?approved=true');
    expect(p.ids).toEqual(sorted(rows, 'recent').slice(0, PAGE_SIZE.default));
    expect(p.total).toBe(String(rows.length));
    expect(p.capped).toBeNull();
    expect(p.expose).toContain('Link');
    expect(p.expose).toContain('X-Next-Cursor');
    expect(p.expose).toContain('X-Total-Count');
  });

  it('clamps ?limit=10000 to the maximum page size', async () => {
    const p = await page(w.anon, '/api/artworks?approved=true&limit=10000');
    expect(p.ids).toEqual(sorted(rows, 'recent').slice(0, PAGE_SIZE.max));
    expect(p.next).not.toBeNull();
  });

  it('has no Link and no X-Next-Cursor on the last page', async () => {
    const mine = `/api/artworks?approved=true&artistId=${w.artist.artistId}`;
    const count = rows.length / 2;
    const p = await page(w.anon, `${mine}&limit=${count}`);
    expect(p.ids).toHaveLength(count);
    expect(p.next).toBeNull();
    expect(p.link).toBeNull();
    const exact = await page(w.anon, `${mine}&limit=${count - 1}`);
    const last = await page(w.anon, `${mine}&limit=5&cursor=${exact.next}`);
    expect(last.ids).toHaveLength(1);
    expect(last.next).toBeNull();
    expect(last.link).toBeNull();
  });

  // A search this small is paged from its matches (issue 29: matches first, then sorted).
  it.each<ArtworkSort>(['recent', 'price-low', 'price-high', 'title'])(
    'pages a search with filters sorted by %s, keeping the search in the next link',
    async (sort) => {
      const expected = sorted(
        rows.filter((r) => r.price !== null && r.price >= 5000 && r.title.toLowerCase().includes('paging01')),
        sort,
      );
      expect(expected.length).toBeGreaterThan(3);
      const { seen } = await walk(
        `/api/artworks?approved=true&search=PAGING01&minPrice=50&sort=${sort}&limit=2`,
      );
      expect(seen).toEqual(expected);
    },
  );

  it('searches the description and the artist name through search_text, kept by triggers', async () => {
    const knex = t.db.knex;
    const harbour = (await knex('artworks')
      .where({ description: 'a misty harbour', approval_status: 'approved' })
      .whereNull('deleted_at')
      .orderBy('id', 'desc')
      .pluck('id')) as number[];
    const described = (await page(w.anon, '/api/artworks?approved=true&search=MISTY%20harb&limit=100')).ids;
    expect(harbour.length).toBeGreaterThan(0);
    expect(described).toEqual(harbour);
    await knex('artists').where({ id: w.other.artistId }).update({ display_name: 'Quintessa Vale' });
    const byName = await page(w.anon, '/api/artworks?approved=true&search=quintessa&limit=100');
    const ofOther = (await knex('artworks')
      .where({ artist_id: w.other.artistId, approval_status: 'approved' })
      .whereNull('deleted_at')
      .pluck('id')) as number[];
    expect([...byName.ids].sort()).toEqual([...ofOther].sort());
    await knex('artists').where({ id: w.other.artistId }).update({ display_name: null });
    expect((await page(w.anon, '/api/artworks?approved=true&search=quintessa')).ids).toEqual([]);
  });

  it('pages on from a cursor whose artwork no longer matches the search (its matches found again)', async () => {
    const knex = t.db.knex;
    const harbour = (await knex('artworks')
      .where({ description: 'a misty harbour', approval_status: 'approved' })
      .whereNull('deleted_at')
      .orderBy('id', 'desc')
      .pluck('id')) as number[];
    expect(harbour.length).toBeGreaterThan(8);
    forgetCounts(knex);
    const first = await page(w.anon, '/api/artworks?approved=true&search=misty&limit=4');
    expect(first.ids).toEqual(harbour.slice(0, 4));
    // Its last artwork stops matching behind the app's back, and the remembered matches expire.
    const gone = harbour[3]!;
    await knex('artworks').where({ id: gone }).update({ description: 'a clear bay' });
    forgetCounts(knex);
    try {
      const next = await page(
        w.anon,
        `/api/artworks?approved=true&search=misty&limit=4&cursor=${first.next!}`,
      );
      expect(next.ids).toEqual(harbour.slice(4, 8));
    } finally {
      await knex('artworks').where({ id: gone }).update({ description: 'a misty harbour' });
      forgetCounts(knex);
    }
  });

  it.each<ArtworkSort>(['recent', 'price-low', 'title'])(
    'stays right when rows are inserted and deleted between pages (sort=%s)',
    async (sort) => {
      const knex = t.db.knex;
      const before = await reload();
      const order = sorted(before, sort);
      const deleted = order[20]!;
      const inserted: number[] = [];
      const { seen } = await walk(`/api/artworks?approved=true&sort=${sort}&limit=8`, async (n) => {
        if (n !== 1) return;
        // After page 1: a new artwork (recent: before the cursor; price/title: after it) and a deletion.
        const [row] = await knex('artworks')
          .insert({
            artist_id: w.artist.artistId,
            title: 'paging999',
            price_cents: 19999,
            approval_status: 'approved',
          })
          .returning('id');
        inserted.push((row as { id: number }).id);
        await knex('artworks').where({ id: deleted }).update({ deleted_at: knex.fn.now() });
      });
      expect(new Set(seen).size).toBe(seen.length);
      const after = await reload();
      const firstPage = order.slice(0, 8);
      // Everything still there and after page 1 in the sort, exactly once, in order.
      const expected = [
        ...firstPage,
        ...sorted(after, sort).filter(
          (id) => !firstPage.includes(id) && compareIds(sort, after, id, firstPage.at(-1)!) > 0,
        ),
      ];
      expect(seen).toEqual(expected);
      expect(seen).not.toContain(deleted);
      if (sort === 'recent') expect(seen).not.toContain(inserted[0]);
      else expect(seen).toContain(inserted[0]);
      await knex('artworks').whereIn('id', inserted).del();
      await knex('artworks').where({ id: deleted }).update({ deleted_at: null });
    },
  );

  it('refuses a malformed cursor and a cursor of another sort with a 400 naming the cursor', async () => {
    for (const cursor of [
      'not-a-cursor',
      Buffer.from('{"s":"recent"}').toString('base64url'),
      'a'.repeat(600),
    ]) {
      const res = await w.anon.get(`/api/artworks?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('cursor');
    }
    const first = await page(w.anon, '/api/artworks?approved=true&sort=title&limit=3');
    const res = await w.anon.get(`/api/artworks?approved=true&sort=price-low&cursor=${first.next}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/title/);
  });

  it(`caps X-Total-Count at ${TOTAL_COUNT_CAP} and says so`, async () => {
    const knex = t.db.knex;
    // Set-based and without row triggers (search_text stays empty): quick enough for one test.
    await knex.raw('SET session_replication_role = replica');
    await knex.raw(
      `INSERT INTO artworks (artist_id, title, price_cents, approval_status)
       SELECT ?::int, 'bulk' || n, n, 'approved' FROM generate_series(1, ?::int) AS n`,
      [w.artist.artistId, TOTAL_COUNT_CAP],
    );
    await knex.raw('SET session_replication_role = DEFAULT');
    forgetCounts(knex); // written behind the app's back: earlier tests' counts are remembered
    const p = await page(w.anon, '/api/artworks?approved=true&limit=1');
    expect(p.total).toBe(String(TOTAL_COUNT_CAP));
    expect(p.capped).toBe('true');
    const few = await page(w.anon, '/api/artworks?approved=true&search=misty&limit=1');
    expect(Number(few.total)).toBeLessThan(100);
    expect(few.capped).toBeNull();

    // A capped count is remembered for a while (CAPPED_COUNT_TTL_MS): the same list says
    // '10,000+' again without walking 10,000 rows, even right after the bulk rows are gone;
    // another list, and any count under the cap, is counted afresh.
    await knex('artworks').where('title', 'like', 'bulk%').del();
    const again = await page(w.anon, '/api/artworks?approved=true&limit=1');
    expect(again.capped).toBe('true');
    const other = await page(w.anon, '/api/artworks?approved=true&sort=title&limit=1');
    expect(Number(other.total)).toBeLessThan(TOTAL_COUNT_CAP);
    expect(other.capped).toBeNull();
  });

  it('counts a search and finds its matches once when many ask for it at the same moment', async () => {
    forgetCounts(t.db.knex); // nothing remembered: as when a remembered search has just expired
    const statements: string[] = [];
    const listener = (q: { sql: string }) => statements.push(q.sql.toLowerCase());
    t.db.knex.on('query', listener);
    const url = '/api/artworks?approved=true&search=misty&sort=price-low&limit=5';
    const pages = await Promise.all(Array.from({ length: 6 }, () => w.anon.get(url)));
    t.db.knex.off('query', listener);
    const searching = statements.filter((sql) => sql.includes('ilike'));
    expect(searching.filter((sql) => sql.includes('count(')).length).toBe(1);
    expect(searching.filter((sql) => sql.includes('materialized')).length).toBe(1);
    const first = pages[0]!;
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('x-total-count'))).toBeGreaterThan(5);
    for (const res of pages) {
      expect(res.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
      expect(res.body).toEqual(first.body);
    }
  });

  it('answers a search count again without counting until something is written', async () => {
    const url = '/api/artworks?approved=true&search=harbour&limit=1';
    const before = Number((await page(w.anon, url)).total);
    expect(before).toBeGreaterThan(0);
    // A row that arrives behind the app's back (another instance) is counted once the count expires...
    const [behind] = (await t.db
      .knex('artworks')
      .insert({ artist_id: w.artist.artistId, title: 'Harbour at dusk', approval_status: 'approved' }, [
        'id',
      ])) as Array<{ id: number }>;
    expect(Number((await page(w.anon, url)).total)).toBe(before);
    // ...and at once after any write through the app: here the artist takes the row off sale.
    const res = await w.artist.client.delete(`/api/artworks/${behind!.id}`);
    expect(res.status).toBe(204);
    const created = await w.artist.client.post(
      '/api/artworks',
      await artworkInput(t, { title: 'Harbour lights' }),
    );
    expect(created.status).toBe(201);
    await w.admin.client.patch(`/api/artworks/${(created.body as { id: number }).id}/approve`, {
      approved: true,
    });
    expect(Number((await page(w.anon, url)).total)).toBe(before + 1);
  });
});

/** Sign of (id vs pivot) in the sort, over the rows given. */
function compareIds(sort: ArtworkSort, list: Row[], id: number, pivot: number): number {
  const byId = new Map(list.map((r) => [r.id, r]));
  const pivotRow = byId.get(pivot) ?? rows.find((r) => r.id === pivot)!;
  return compare[sort](byId.get(id)!, pivotRow);
}
