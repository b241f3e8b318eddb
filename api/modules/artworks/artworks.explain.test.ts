import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { ArtworkListQuery } from '../../../contract/artwork';
import type { ArtworkSort } from '../../../contract/enums';
import { generateCatalogue } from '../../../db/seeds/catalogue';
import { forgetCounts } from '../../lib/capped-count';
import { encodeCursor, orderBySql } from '../../lib/keyset-sort';
import { preparedName } from '../../../db/connection';
import { wherePublic } from './artwork-visibility.repo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listArtists } from '../artists/artists.repo';
import { listRequests } from '../commission-requests/commission-requests.repo';
import { listCommissions } from '../commissions/commissions.repo';
import { listArtistUsers } from '../users/users.repo';
import { ARTWORK_SORTS, listArtworks } from './artworks.repo';

/**
 * Issue 10, point 3: over a generated catalogue large enough for the planner to prefer indexes,
 * EXPLAIN every SQL statement each list query makes (taken from the repo functions themselves
 * through knex's `query` event) and fail on a sequential scan of the big tables.
 */
let t: TestApp;
let knex: Knex;
const ANON = { all: false, ownArtistId: null };
const ADMIN = { all: true, ownArtistId: null };

beforeAll(async () => {
  t = await createTestApp();
  knex = t.db.knex;
  await generateCatalogue(knex, {
    artists: 400,
    // Enough for the planner to take a rare search's matches from the trigram index (issue 29).
    artworks: 20000,
    collectors: 200,
    requests: 3000,
    commissions: 1500,
    imageUrls: ['/generated/1.jpg', '/generated/2.jpg', '/generated/3.jpg'],
  });
}, 120_000);
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) nodes(child, out);
  return out;
}

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** Runs `action` while recording every query it sends, then EXPLAINs each one. */
async function plansOf(
  action: () => Promise<unknown>,
): Promise<Array<{ sql: string; bindings: unknown[]; seqScans: string[]; plan: PlanNode }>> {
  const captured: Array<{ sql: string; bindings: unknown[] }> = [];
  const listener = (q: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: q.sql, bindings: [...(q.bindings ?? [])] });
  knex.on('query', listener);
  try {
    await action();
  } finally {
    knex.off('query', listener);
  }
  expect(captured.length).toBeGreaterThan(0);
  const out = [];
  for (const { sql, bindings } of captured) {
    // pg-style $n placeholders back to knex's `?`, bindings in $n order.
    const order: number[] = [];
    const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(Number(n) - 1);
      return '?';
    });
    const values = order.length ? order.map((i) => bindings[i]) : bindings;
    const result = (await knex.raw(`EXPLAIN (FORMAT JSON) ${text}`, values as Knex.RawBinding[])) as {
      rows: Array<Record<string, unknown>>;
    };
    const raw = result.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    out.push({ sql, bindings, seqScans: scans(plan[0]!.Plan), plan: plan[0]!.Plan });
  }
  return out;
}

/**
 * The page, its images and everything else must not scan. The capped count (`count(*)` over a
 * `LIMIT 10001` subquery in the sort's order) reads at most TOTAL_COUNT_CAP + 1 matches whatever
 * its plan: on this catalogue, smaller than the cap, a sequential scan is the planner's right
 * choice for it (on 100,000 artworks it walks the sort's index; see the README's Performance).
 */
async function expectNoSeqScan(tables: string[], action: () => Promise<unknown>) {
  const plans = await plansOf(action);
  let pages = 0;
  for (const { sql, seqScans } of plans) {
    if (sql.startsWith('select count(*)')) {
      expect(sql).toMatch(/limit \d+\) as "matches"/);
      continue;
    }
    pages++;
    for (const table of tables) expect(seqScans, `Seq Scan on ${table} in:\n${sql}`).not.toContain(table);
  }
  expect(pages).toBeGreaterThan(0);
}

const artworks = (scope: typeof ANON, q: ArtworkListQuery) => () => listArtworks(knex, t.storage, scope, q);

/**
 * How many of seven runs of `sql`, prepared as the server's pool prepares a named statement, ran
 * its generic plan: PostgreSQL settles on it after five custom ones when it costs no more.
 */
async function genericPlans(sql: string, bindings: unknown[]): Promise<number> {
  return knex.transaction(async (trx) => {
    await trx.raw(`PREPARE reused AS ${sql}`);
    // EXECUTE takes no bound parameters: the values are written in as literals.
    const execute = trx
      .raw(`EXECUTE reused(${bindings.map(() => '?').join(', ')})`, bindings as Knex.RawBinding[])
      .toQuery();
    for (let i = 0; i < 7; i++) await trx.raw(execute);
    const result = (await trx.raw(
      `SELECT generic_plans FROM pg_prepared_statements WHERE name = 'reused'`,
    )) as { rows: Array<{ generic_plans: number }> };
    await trx.raw('DEALLOCATE reused');
    return Number(result.rows[0]!.generic_plans);
  });
}

/** A cursor half way down a sort, as a client reaches it after many pages. */
async function deepCursor(sort: ArtworkSort): Promise<string> {
  const spec = ARTWORK_SORTS[sort];
  const row = (await knex('artworks as aw')
    .where('aw.approval_status', 'approved')
    .whereNull('aw.deleted_at')
    .orderByRaw(spec.keys.map((k) => `${k.sql} ${k.dir}`).join(', '))
    .offset(2500)
    .first(spec.keys.map((k, i) => knex.raw(`(${k.sql})::text as k${i}`)))) as Record<string, string>;
  return encodeCursor(
    spec,
    spec.keys.map((_, i) => row[`k${i}`]!),
  );
}

describe('EXPLAIN of every list query over a generated catalogue', () => {
  it.each<ArtworkSort>(['recent', 'price-low', 'price-high', 'title'])(
    'the public gallery sorted by %s, first and deep pages, never scans artworks',
    async (sort) => {
      await expectNoSeqScan(['artworks'], artworks(ANON, { approved: 'true', sort }));
      const cursor = await deepCursor(sort);
      await expectNoSeqScan(['artworks'], artworks(ANON, { approved: 'true', sort, cursor }));
    },
  );

  it('a search with filters never scans artworks', async () => {
    await expectNoSeqScan(
      ['artworks'],
      artworks(ANON, { approved: 'true', search: 'quiet harbour', minPrice: 100, sort: 'price-low' }),
    );
  });

  it.each<ArtworkSort>(['recent', 'price-low', 'price-high', 'title'])(
    'a search matching few artworks, sorted by %s, finds its matches through the trigram index and sorts them once; its pages are then looked up by id under one reusable plan',
    async (sort) => {
      // One artwork in 340 is titled 'Quiet Harbour ...': walking a sort's index to fill a page
      // would read most of the catalogue (as it did before issue 29).
      const q: ArtworkListQuery = {
        approved: 'true',
        search: 'quiet harbour',
        minPrice: 100,
        sort,
        // A page of more than ten: PostgreSQL's generic plan guesses ten ids in `= any($n)`, so a
        // smaller page is cheaper to plan with its values (on PostgreSQL 15 it then keeps doing so).
        limit: 12,
      };
      const expected = (await knex('artworks as aw')
        .join('artists as a', 'a.id', 'aw.artist_id')
        .whereNull('aw.deleted_at')
        .modify(wherePublic)
        .where('aw.price_cents', '>=', 10000)
        .whereRaw(`aw.search_text ILIKE '%quiet harbour%'`)
        .orderByRaw(orderBySql(ARTWORK_SORTS[sort]))
        .limit(36)
        .pluck('aw.id')) as number[];
      forgetCounts(knex);
      const page = await listArtworks(knex, t.storage, ANON, q);
      expect(page.total).toBeGreaterThan(24);
      expect(page.total).toBeLessThan(2000);
      expect(page.items.map((a) => a.id)).toEqual(expected.slice(0, 12));
      const cursor = page.nextCursor!;
      for (const query of [q, { ...q, cursor }]) {
        forgetCounts(knex); // the count and the matches are remembered: let them be found again
        const plans = await plansOf(artworks(ANON, query));
        // The count has no ORDER BY to satisfy: it reads the matches wherever they are.
        const count = plans.find((p) => p.sql.startsWith('select count(*)'))!;
        expect(count.sql).not.toMatch(/order by/i);
        const { plan, sql } = plans.find((p) => p.sql.includes('"matches" as materialized'))!;
        const all = nodes(plan);
        // Every match through the trigram index, in a CTE...
        const cte = all.find((n) => n['Subplan Name'] === 'CTE matches')!;
        expect(
          nodes(cte).some(
            (n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === 'artworks_search_idx',
          ),
          sql,
        ).toBe(true);
        // ...sorted there (no index to walk), the artworks read nowhere else.
        expect(
          all.some((n) => n['Node Type'] === 'Sort' && nodes(n).some((c) => c['Node Type'] === 'CTE Scan')),
        ).toBe(true);
        const inCte = new Set(nodes(cte));
        expect(all.filter((n) => !inCte.has(n)).map((n) => n['Relation Name'])).not.toContain('artworks');
      }
      // The matches are remembered (as the count is): the next pages, and the first again, send
      // no search through the trigram index, only the page's ids looked up (the filters tested
      // again on those rows) under a statement named once for every search.
      for (const [query, ids] of [
        [{ ...q, cursor }, expected.slice(12, 24)],
        [q, expected.slice(0, 12)],
      ] as const) {
        let items: number[] = [];
        const plans = await plansOf(async () => {
          const next = await listArtworks(knex, t.storage, ANON, query);
          items = next.items.map((a) => a.id);
        });
        expect(items).toEqual(ids);
        expect(plans.map((p) => p.sql).filter((text) => /ilike/i.test(text))).toEqual([]);
        const { plan, sql, bindings } = plans.find((p) => /= any\(/.test(p.sql))!;
        expect(preparedName(sql), sql).toBeDefined();
        const artworkScans = nodes(plan).filter((n) => n['Relation Name'] === 'artworks');
        expect(artworkScans.length, sql).toBeGreaterThan(0);
        for (const n of artworkScans) expect(n['Index Cond'], sql).toMatch(/\(id = ANY/);
        expect(await genericPlans(sql, bindings), sql).toBeGreaterThan(0);
      }
    },
  );

  it.each<ArtworkSort>(['recent', 'price-low', 'price-high', 'title'])(
    'a search matching many artworks, sorted by %s, walks an index in its order (from the minimum price) under one reusable plan, with the same page as ILIKE',
    async (sort) => {
      // 'studio' is in most artworks' text (their artist's name): past MatchesFirst's 2,000, the
      // page walks the sort's index and tests the term row by row (strpos of the lowered term), so
      // its statement has no ILIKE and is named (db/connection.ts, preparedName).
      const q: ArtworkListQuery = { approved: 'true', search: 'studio', minPrice: 100, sort, limit: 5 };
      const spec = ARTWORK_SORTS[sort];
      const expected = (await knex('artworks as aw')
        .join('artists as a', 'a.id', 'aw.artist_id')
        .whereNull('aw.deleted_at')
        .modify(wherePublic)
        .where('aw.price_cents', '>=', 10000)
        .whereRaw(`aw.search_text ILIKE '%studio%'`)
        .orderByRaw(orderBySql(spec))
        .limit(10)
        .pluck('aw.id')) as number[];
      forgetCounts(knex);
      const first = await listArtworks(knex, t.storage, ANON, q);
      expect(first.total).toBeGreaterThan(2000);
      expect(first.items.map((a) => a.id)).toEqual(expected.slice(0, 5));
      const next = await listArtworks(knex, t.storage, ANON, { ...q, cursor: first.nextCursor! });
      expect(next.items.map((a) => a.id)).toEqual(expected.slice(5, 10));
      for (const query of [q, { ...q, cursor: first.nextCursor! }]) {
        const plans = await plansOf(artworks(ANON, query));
        const { plan, sql, bindings } = plans.find((p) => p.sql.includes('__k0'))!;
        expect(sql).not.toMatch(/ilike/i);
        expect(preparedName(sql), sql).toBeDefined();
        // Prepared as the server's pool prepares it, PostgreSQL settles on its generic plan (after
        // five custom ones): no planning per request, whatever the term.
        expect(await genericPlans(sql, bindings), sql).toBeGreaterThan(0);
        const walk = nodes(plan).find((n) => n['Relation Name'] === 'artworks')!;
        expect(walk['Node Type'], sql).toBe('Index Scan');
        // The walk gives the page's order: nothing sorts the matches. (Which index walks them is the
        // planner's: for `recent`, PostgreSQL 18 takes (approval_status, id DESC) over the sort's own.)
        const sortsOfMatches = nodes(plan).filter(
          (n) =>
            /Sort/.test(String(n['Node Type'])) &&
            nodes(n).some((below) => below['Relation Name'] === 'artworks'),
        );
        expect(
          sortsOfMatches.map((n) => n['Node Type']),
          sql,
        ).toEqual([]);
        if (sort.startsWith('price')) expect(walk['Index Cond'], sql).toMatch(/COALESCE.*>= 10000/);
      }
    },
  );

  it("an artist's artworks and the admin's status filter never scan artworks", async () => {
    const artistId = (await knex('artists').orderBy('id').first('id')).id as number;
    await expectNoSeqScan(['artworks'], artworks(ANON, { approved: 'true', artistId, sort: 'title' }));
    await expectNoSeqScan(['artworks'], artworks(ADMIN, { status: 'pending', sort: 'recent' }));
    await expectNoSeqScan(['artworks'], artworks(ADMIN, { sort: 'price-high' }));
  });

  it('the artists list (recent, verified first, search) never scans artists', async () => {
    for (const sort of ['recent', 'verified'] as const) {
      await expectNoSeqScan(['artists', 'artworks'], () =>
        listArtists(knex, t.storage, { unapproved: null }, { sort }),
      );
    }
    await expectNoSeqScan(['artists', 'artworks'], () =>
      listArtists(knex, t.storage, { unapproved: null, search: 'studio' }, { sort: 'recent' }),
    );
  });

  it('the showcase commissions, commission requests and admin artist users pages use indexes', async () => {
    for (const sort of ['recent', 'price-high', 'price-low', 'title'] as const) {
      await expectNoSeqScan(['commissions'], () =>
        listCommissions(knex, t.storage, { approvedArtistsOnly: true, showcase: true, sort }),
      );
    }
    const busiest = (await knex('commission_requests')
      .groupBy('artist_id')
      .orderByRaw('count(*) desc')
      .first('artist_id')) as { artist_id: number };
    await expectNoSeqScan(['commission_requests'], () => listRequests(knex, { artistId: busiest.artist_id }));
    await expectNoSeqScan(['commission_requests'], () =>
      listRequests(knex, { artistId: busiest.artist_id, status: 'pending' }),
    );
    await expectNoSeqScan(['users'], () => listArtistUsers(knex, {}));
  });
});
