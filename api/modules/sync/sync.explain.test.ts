import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { SYNC_PAGE_SIZE, SYNC_SCOPE, type SyncChangesResponse } from '../../../contract/sync';
import { generateCatalogue } from '../../../db/seeds/catalogue';
import type { Actor } from '../../auth/permissions';
import { serviceDeps } from '../../deps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncChanges } from './sync.service';

/**
 * Issue 11, point 3: a page of SYNC_PAGE_SIZE.max changes answers from indexes. Over a generated
 * catalogue, EXPLAIN every statement a first sync and a delta page send (captured from the service
 * itself through knex's `query` event) and fail on a sequential scan of a big table.
 */
let t: TestApp;
let knex: Knex;
const BIG = [
  'artworks',
  'artwork_images',
  'stock_items',
  'commissions',
  'commission_requests',
  'sync_changes',
];

beforeAll(async () => {
  t = await createTestApp();
  knex = t.db.knex;
  await generateCatalogue(knex, {
    artists: 400,
    artworks: 6000,
    collectors: 200,
    requests: 3000,
    commissions: 1500,
    imageUrls: ['/generated/1.jpg', '/generated/2.jpg', '/generated/3.jpg'],
  });
}, 180_000);
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

/** Runs `action` recording every statement it sends, then EXPLAINs each and fails on a scan of a big table. */
async function expectIndexOnly<T>(action: () => Promise<T>): Promise<T> {
  const captured: Array<{ sql: string; bindings: unknown[] }> = [];
  const listener = (q: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: q.sql, bindings: [...(q.bindings ?? [])] });
  knex.on('query', listener);
  let result: T;
  try {
    result = await action();
  } finally {
    knex.off('query', listener);
  }
  expect(captured.length).toBeGreaterThan(0);
  for (const { sql, bindings } of captured) {
    const order: number[] = [];
    const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(Number(n) - 1);
      return '?';
    });
    const values = order.length ? order.map((i) => bindings[i]) : bindings;
    // A lookup of the page's own ids (`IN` a list of hundreds) reads 500 of the 6,000 artworks
    // here: on a server with statistics a sequential scan is the planner's right choice for that
    // share, and not at 100,000 (the bench times that page). For those statements the test asks
    // whether an index serves them at all: a Seq Scan that stays under enable_seqscan = off has none.
    const idList = (sql.match(/\$\d+/g) ?? []).length > 100;
    const explained = (await knex.transaction(async (trx) => {
      if (idList) await trx.raw('SET LOCAL enable_seqscan = off');
      return trx.raw(`EXPLAIN (FORMAT JSON) ${text}`, values as Knex.RawBinding[]);
    })) as { rows: Array<Record<string, unknown>> };
    const raw = explained.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    const scanned = seqScans(plan[0]!.Plan).filter((table) => BIG.includes(table));
    expect(scanned, `Seq Scan in:\n${sql}`).toEqual([]);
  }
  return result;
}

const page = (actor: Actor | null, cursor?: string) =>
  syncChanges(serviceDeps(t.deps, knex), actor, { cursor, limit: SYNC_PAGE_SIZE.max });

async function busiestArtist(): Promise<Actor> {
  const row = (await knex('commission_requests as r')
    .join('artists as a', 'a.id', 'r.artist_id')
    .groupBy('a.id', 'a.user_id')
    .orderByRaw('count(*) desc')
    .first('a.id', 'a.user_id')) as { id: number; user_id: number };
  return { id: row.user_id, role: 'bus_admin', artistId: row.id };
}

describe('EXPLAIN of sync pages of 500 over a generated catalogue', () => {
  it.each([
    ['anonymous', null],
    ['an artist with many requests', 'artist'],
  ] as const)('every page of a first sync (%s) uses indexes, and the scope is bounded', async (_, who) => {
    const actor = who === null ? null : await busiestArtist();
    let cursor: string | undefined;
    let artworks = 0;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(50);
      const res: SyncChangesResponse = await expectIndexOnly(() => page(actor, cursor));
      expect(res.changes.length).toBeLessThanOrEqual(SYNC_PAGE_SIZE.max);
      artworks += res.changes.filter((c) => c.entity === 'artwork').length;
      cursor = res.cursor;
      if (!res.hasMore) break;
    }
    expect(artworks).toBe(SYNC_SCOPE.artworks);
  });

  it('a delta page of 500 uses indexes', async () => {
    const signedIn = await busiestArtist();
    const synced = async (actor: Actor | null) => {
      let cursor: string | undefined;
      for (;;) {
        const res = await page(actor, cursor);
        cursor = res.cursor;
        if (!res.hasMore) return cursor;
      }
    };
    const cursor = await synced(null);
    const ownCursor = await synced(signedIn);
    // 1,200 artworks change (and a few artists): more than two pages of deltas.
    await knex.raw('UPDATE artworks SET description = description || ? WHERE id % 5 = 0', [' (revised)']);
    const first = await expectIndexOnly(() => page(null, cursor));
    expect(first.hasMore).toBe(true);
    const second = await expectIndexOnly(() => page(null, first.cursor));
    // A page reads SYNC_PAGE_SIZE.max feed rows; an anonymous one leaves out the deletes of rows that
    // were never public (issue 27, point 7), so it may carry fewer changes.
    expect(second.changes.length).toBeGreaterThan(SYNC_PAGE_SIZE.max / 2);
    expect(second.changes.length).toBeLessThanOrEqual(SYNC_PAGE_SIZE.max);
    await expectIndexOnly(() => page(signedIn, ownCursor));
  });
});
