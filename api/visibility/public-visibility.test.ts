import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createArtist, createArtwork } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { liveArtworks, wherePublic } from '../modules/artworks/artwork-visibility.repo';
import { isPublicArtist, isPublicArtwork } from '../modules/follows/follows.repo';
import { artistIsPublic } from '../modules/commission-services/commission-services.repo';
import { findArtworkForSale } from '../modules/orders/orders.repo';
import { lockStockPrint } from '../modules/checkout/stock-lines';
import { findArtworkForSale as findPodArtworkForSale } from '../modules/pod/pod-products.repo';
import { phaseIds } from '../modules/sync/sync.repo';
import { everPublicIds } from '../modules/sync/sync.tombstones.repo';
import { findImageKeyOwners } from '../images/image-access.repo';
import { publicArtistPage } from '../ssr/sitemap.repo';
import { findArtist as findConversationArtist } from '../modules/conversations/conversations.repo';
import { findRequestTarget } from '../modules/commission-requests/commission-requests.repo';
import {
  everPublicArtistSql,
  everPublicArtworkSql,
  isPublicArtistRow,
  publicArtistImageSql,
  publicArtistSql,
  publicArtworkAloneSql,
  publicArtworkImageSql,
  publicArtworkSql,
  publicCommissionAloneSql,
  publicCommissionImageSql,
  publicCommissionSql,
  wherePublicArtist,
  wherePublicArtistImage,
  wherePublicArtwork,
  wherePublicArtworkImage,
  wherePublicCommission,
} from './public-visibility';

/**
 * Every form of the public-visibility rule (Knex modifier, SQL fragment joined and alone, and the
 * queries built on them: follows, sale checks, the sync scope and tombstones, image access, the
 * sitemap, the sync triggers) evaluated against the same rows on real PostgreSQL. Each must pick
 * exactly the rows the rule, as the spec states it, makes public: if any form drifts, its name is in
 * the failure.
 */

type ArtistState = 'approved' | 'pending' | 'rejected' | 'revoked' | 'deleted';
type ArtworkState = 'approved' | 'pending' | 'rejected' | 'revoked' | 'deleted';

const ARTIST_STATES: ArtistState[] = ['approved', 'pending', 'rejected', 'revoked', 'deleted'];
const ARTWORK_STATES: ArtworkState[] = ['approved', 'pending', 'rejected', 'revoked', 'deleted'];

interface ArtistFixture {
  id: number;
  state: ArtistState;
  imageKeys: { live: string; hidden: string };
}
interface ArtworkFixture {
  id: number;
  /** A print of it in stock. */
  printId: number;
  state: ArtworkState;
  artist: ArtistFixture;
  imageKeys: { live: string; hidden: string };
}
interface CommissionFixture {
  id: number;
  artist: ArtistFixture;
  deleted: boolean;
  showcase: boolean;
  imageKey: string;
}

/** The rule as the spec states it: what each form must agree with. */
const rule = {
  artist: (a: ArtistFixture) => a.state === 'approved',
  artwork: (w: ArtworkFixture) => w.state === 'approved' && rule.artist(w.artist),
  commission: (c: CommissionFixture) => !c.deleted && rule.artist(c.artist),
  // Approved now or once (a revoke follows an approval; a soft delete keeps the status).
  everArtist: (a: ArtistFixture) => ['approved', 'revoked', 'deleted'].includes(a.state),
  everArtwork: (w: ArtworkFixture) =>
    ['approved', 'revoked', 'deleted'].includes(w.state) && rule.everArtist(w.artist),
};

const STATUS: Record<ArtistState, string> = {
  approved: 'approved',
  pending: 'pending',
  rejected: 'rejected',
  revoked: 'rejected',
  deleted: 'approved',
};

let db: TestDatabase;
let knex: Knex;
const artists: ArtistFixture[] = [];
const artworks: ArtworkFixture[] = [];
const commissions: CommissionFixture[] = [];
let key = 0;
const nextKey = (kind: string) => `visibility/${kind}-${++key}`;

async function insertArtist(state: ArtistState): Promise<ArtistFixture> {
  const { artistId: id } = await createArtist(knex, {
    approval_status: STATUS[state],
    deleted_at: state === 'deleted' ? new Date() : null,
  });
  if (state === 'revoked') await knex('moderation_events').insert({ artist_id: id, action: 'revoked' });
  const imageKeys = { live: nextKey('artist'), hidden: nextKey('artist') };
  await knex('artist_images').insert([
    { artist_id: id, image_key: imageKeys.live },
    { artist_id: id, image_key: imageKeys.hidden, deleted_at: new Date() },
  ]);
  return { id, state, imageKeys };
}

async function insertArtwork(artist: ArtistFixture, state: ArtworkState): Promise<ArtworkFixture> {
  const { id } = await createArtwork(knex, artist.id, {
    approval_status: STATUS[state],
    deleted_at: state === 'deleted' ? new Date() : null,
  });
  if (state === 'revoked') await knex('moderation_events').insert({ artwork_id: id, action: 'revoked' });
  const imageKeys = { live: nextKey('artwork'), hidden: nextKey('artwork') };
  await knex('artwork_images').insert([
    { artwork_id: id, image_key: imageKeys.live },
    { artwork_id: id, image_key: imageKeys.hidden, deleted_at: new Date() },
  ]);
  const [print] = await knex('stock_items')
    .insert({ artwork_id: id, type: 'print', price_cents: 4000, quantity: 5 })
    .returning('id');
  return { id, printId: print.id, state, artist, imageKeys };
}

async function insertCommission(
  artist: ArtistFixture,
  showcase: boolean,
  deleted: boolean,
): Promise<CommissionFixture> {
  const imageKey = nextKey('commission');
  const [row] = await knex('commissions')
    .insert({
      artist_id: artist.id,
      title: 'A commission',
      is_showcase: showcase,
      image_key: imageKey,
      deleted_at: deleted ? new Date() : null,
    })
    .returning('id');
  return { id: row.id, artist, showcase, deleted, imageKey };
}

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  for (const state of ARTIST_STATES) {
    const artist = await insertArtist(state);
    artists.push(artist);
    for (const workState of ARTWORK_STATES) artworks.push(await insertArtwork(artist, workState));
    for (const [showcase, deleted] of [
      [true, false],
      [false, false],
      [true, true],
    ] as const) {
      commissions.push(await insertCommission(artist, showcase, deleted));
    }
  }
});
afterAll(() => db?.close());

/** Ids of `rows` for which `pick` holds, sorted. */
const idsWhere = <T extends { id: number }>(rows: T[], pick: (row: T) => boolean) =>
  rows
    .filter(pick)
    .map((row) => row.id)
    .sort((x, y) => x - y);

/** The ids among ours a query returned, sorted. */
function ours(found: Iterable<number>, rows: Array<{ id: number }>): number[] {
  const mine = new Set(rows.map((row) => row.id));
  return [...new Set([...found].map(Number))].filter((id) => mine.has(id)).sort((x, y) => x - y);
}

/** Ids for which a `SELECT id, <expr> AS public` answered true. */
async function trueIds(sql: string): Promise<number[]> {
  const result = (await knex.raw(sql)) as { rows: Array<{ id: number; public: boolean | null }> };
  return result.rows.filter((row) => row.public === true).map((row) => row.id);
}

/** Ids for which an async check answered true, one row at a time. */
async function checked<T extends { id: number }>(rows: T[], check: (row: T) => Promise<boolean>) {
  const found: number[] = [];
  for (const row of rows) if (await check(row)) found.push(row.id);
  return found;
}

/** The ids a first sync's phase sends an anonymous caller, the whole scope in one page. */
async function firstSyncIds(phase: 'artwork' | 'artist' | 'commission'): Promise<number[]> {
  const floors = { artworks: 0, commissions: 0 };
  const rows = await phaseIds(knex, phase, { floors, party: null, after: null, limit: 10_000 });
  return rows.map((row) => row.id);
}

/** Every form's answer, expected to be the rule's answer under each form's name. */
function expectAllAgree(forms: Record<string, number[]>, expected: number[], rows: Array<{ id: number }>) {
  const got = Object.fromEntries(Object.entries(forms).map(([name, ids]) => [name, ours(ids, rows)]));
  const want = Object.fromEntries(Object.keys(forms).map((name) => [name, expected]));
  expect(got).toEqual(want);
}

describe('the public-visibility rule, every form against the same rows', () => {
  it('the fixture rows include public and hidden rows of every kind', () => {
    expect(idsWhere(artworks, rule.artwork)).toHaveLength(1);
    expect(idsWhere(artists, rule.artist)).toHaveLength(1);
    expect(idsWhere(commissions, rule.commission)).toHaveLength(2);
    expect(artworks.length - idsWhere(artworks, rule.artwork).length).toBeGreaterThan(20);
  });

  it('artists', async () => {
    const publicArtistIds = await publicArtistPage(knex, 0, 10_000);
    expectAllAgree(
      {
        fragment: await trueIds(`SELECT a.id, ${publicArtistSql('a')} AS public FROM artists a`),
        fragmentOtherAlias: await trueIds(`SELECT x.id, ${publicArtistSql('x')} AS public FROM artists x`),
        modifier: await knex('artists as a').modify(wherePublicArtist, 'a').pluck('a.id'),
        'follows.isPublicArtist': await checked(artists, (a) => isPublicArtist(knex, a.id)),
        'commission-services.artistIsPublic': await checked(artists, (a) => artistIsPublic(knex, a.id)),
        'sitemap.publicArtistPage': publicArtistIds.map((entry) => entry.id),
        row: await checked(artists, async (a) => {
          const row = await knex('artists').where('id', a.id).first('approval_status', 'deleted_at');
          return isPublicArtistRow({ approvalStatus: row.approval_status, deletedAt: row.deleted_at });
        }),
        'conversations: the artist written to': await checked(artists, async (a) => {
          const artist = await findConversationArtist(knex, a.id);
          return artist !== null && isPublicArtistRow(artist);
        }),
        'commission requests: the artist asked': await checked(artists, async (a) => {
          const artist = await findRequestTarget(knex, a.id);
          return artist !== null && isPublicArtistRow(artist);
        }),
      },
      idsWhere(artists, rule.artist),
      artists,
    );
  });

  it('artworks', async () => {
    const scope = await firstSyncIds('artwork');
    expectAllAgree(
      {
        fragmentJoined: await trueIds(
          `SELECT aw.id, ${publicArtworkSql('aw', 'a')} AS public FROM artworks aw JOIN artists a ON a.id = aw.artist_id`,
        ),
        fragmentAlone: await trueIds(`SELECT w.id, ${publicArtworkAloneSql('w')} AS public FROM artworks w`),
        modifier: await knex('artworks as aw')
          .join('artists as a', 'a.id', 'aw.artist_id')
          .modify(wherePublicArtwork, 'aw', 'a')
          .pluck('aw.id'),
        'artwork-visibility.wherePublic': await liveArtworks(knex).modify(wherePublic).pluck('aw.id'),
        'follows.isPublicArtwork': await checked(artworks, (w) => isPublicArtwork(knex, w.id)),
        'orders.findArtworkForSale': await checked(
          artworks,
          async (w) => (await findArtworkForSale(knex, w.id))?.onSale === true,
        ),
        'pod.findArtworkForSale': await checked(
          artworks,
          async (w) => (await findPodArtworkForSale(knex, w.id))?.onSale === true,
        ),
        'checkout.lockStockPrint': await checked(
          artworks,
          async (w) => (await lockStockPrint(knex, w.printId))?.onSale === true,
        ),
        'sync first-sync scope': scope,
      },
      idsWhere(artworks, rule.artwork),
      artworks,
    );
  });

  it('commissions (the sync scope sends the showcase ones)', async () => {
    const scope = await firstSyncIds('commission');
    expectAllAgree(
      {
        fragmentJoined: await trueIds(
          `SELECT c.id, ${publicCommissionSql('c', 'a')} AS public FROM commissions c JOIN artists a ON a.id = c.artist_id`,
        ),
        fragmentAlone: await trueIds(
          `SELECT c.id, ${publicCommissionAloneSql('c')} AS public FROM commissions c`,
        ),
        modifier: await knex('commissions as c')
          .join('artists as a', 'a.id', 'c.artist_id')
          .modify(wherePublicCommission, 'c', 'a')
          .pluck('c.id'),
      },
      idsWhere(commissions, rule.commission),
      commissions,
    );
    expect(ours(scope, commissions)).toEqual(idsWhere(commissions, (c) => c.showcase && rule.commission(c)));
  });

  it('the artists a first sync sends are the public artists of what it sends', async () => {
    const scope = await firstSyncIds('artist');
    expect(ours(scope, artists)).toEqual(idsWhere(artists, rule.artist));
  });

  it('images (a hidden image is never public)', async () => {
    const artworkImages = artworks.flatMap((w) => [
      { key: w.imageKeys.live, public: rule.artwork(w) },
      { key: w.imageKeys.hidden, public: false },
    ]);
    const artistImages = artists.flatMap((a) => [
      { key: a.imageKeys.live, public: rule.artist(a) },
      { key: a.imageKeys.hidden, public: false },
    ]);
    const commissionImages = commissions.map((c) => ({ key: c.imageKey, public: rule.commission(c) }));
    const keysWhere = (sql: string) =>
      knex
        .raw(sql)
        .then((r: { rows: Array<{ key: string; public: boolean }> }) =>
          r.rows.filter((row) => row.public).map((row) => row.key),
        );
    const all = [...artworkImages, ...artistImages, ...commissionImages];
    const accessPublic: string[] = [];
    for (const image of all) {
      const owners = await findImageKeyOwners(knex, image.key);
      expect(owners).toHaveLength(1);
      if (owners[0]!.public) accessPublic.push(image.key);
    }
    const forms: Record<string, string[]> = {
      artworkImageFragment: await keysWhere(
        `SELECT i.image_key AS key, ${publicArtworkImageSql('i', 'aw', 'a')} AS public FROM artwork_images i
         JOIN artworks aw ON aw.id = i.artwork_id JOIN artists a ON a.id = aw.artist_id`,
      ),
      artworkImageModifier: await knex('artwork_images as i')
        .join('artworks as aw', 'aw.id', 'i.artwork_id')
        .join('artists as a', 'a.id', 'aw.artist_id')
        .modify(wherePublicArtworkImage, 'i', 'aw', 'a')
        .pluck('i.image_key'),
      artistImageFragment: await keysWhere(
        `SELECT i.image_key AS key, ${publicArtistImageSql('i', 'a')} AS public FROM artist_images i
         JOIN artists a ON a.id = i.artist_id`,
      ),
      artistImageModifier: await knex('artist_images as i')
        .join('artists as a', 'a.id', 'i.artist_id')
        .modify(wherePublicArtistImage, 'i', 'a')
        .pluck('i.image_key'),
      commissionImageFragment: await keysWhere(
        `SELECT c.image_key AS key, ${publicCommissionImageSql('c', 'a')} AS public FROM commissions c
         JOIN artists a ON a.id = c.artist_id`,
      ),
    };
    const publicKeys = (images: Array<{ key: string; public: boolean }>) =>
      images
        .filter((image) => image.public)
        .map((image) => image.key)
        .sort();
    const ourKeys = new Set(all.map((image) => image.key));
    const answers = { ...forms, 'image-access.findImageKeyOwners': accessPublic };
    const got = Object.fromEntries(
      Object.entries(answers).map(([name, keys]) => [name, keys.filter((k) => ourKeys.has(k)).sort()]),
    );
    expect(got).toEqual({
      artworkImageFragment: publicKeys(artworkImages),
      artworkImageModifier: publicKeys(artworkImages),
      artistImageFragment: publicKeys(artistImages),
      artistImageModifier: publicKeys(artistImages),
      commissionImageFragment: publicKeys(commissionImages),
      'image-access.findImageKeyOwners': publicKeys(all),
    });
    expect(publicKeys(all)).toHaveLength(4);
  });

  it('ever public (whose deletes an anonymous device is owed)', async () => {
    expectAllAgree(
      {
        fragment: await trueIds(`SELECT a.id, ${everPublicArtistSql('a')} AS public FROM artists a`),
        'sync.everPublicIds': [
          ...(await everPublicIds(
            knex,
            'artist',
            artists.map((a) => a.id),
          )),
        ],
      },
      idsWhere(artists, rule.everArtist),
      artists,
    );
    expectAllAgree(
      {
        fragment: await trueIds(
          `SELECT aw.id, ${everPublicArtworkSql('aw', 'a')} AS public FROM artworks aw JOIN artists a ON a.id = aw.artist_id`,
        ),
        'sync.everPublicIds': [
          ...(await everPublicIds(
            knex,
            'artwork',
            artworks.map((w) => w.id),
          )),
        ],
      },
      idsWhere(artworks, rule.everArtwork),
      artworks,
    );
  });

  it('the sync trigger marks an artist when an artwork that counts among its public ones is added', async () => {
    const artist = artists.find((a) => a.state === 'approved')!;
    const marked: ArtworkState[] = [];
    for (const state of ARTWORK_STATES) {
      await knex
        .transaction(async (trx) => {
          await createArtwork(trx, artist.id, {
            approval_status: STATUS[state],
            deleted_at: state === 'deleted' ? new Date() : null,
          });
          const row = (await trx.raw(
            `SELECT xid = pg_current_xact_id() AS now FROM sync_changes WHERE entity = 'artist' AND id = ?`,
            [artist.id],
          )) as { rows: Array<{ now: boolean }> };
          if (row.rows[0]?.now) marked.push(state);
          throw new Error('rollback');
        })
        .catch((err: Error) => {
          if (err.message !== 'rollback') throw err;
        });
    }
    // Revoked (status rejected) and deleted artworks do not count: only an approved, live one.
    expect(marked).toEqual(['approved']);
  });
});
