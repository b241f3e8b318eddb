import type { Knex } from 'knex';
import type { Artwork, ArtworkImage, ArtworkListQuery } from '../../../contract/artwork';
import { toCents, toDollars } from '../../../contract/common';
import { PRICE_BUCKETS } from '../../../contract/constants';
import type { ApprovalStatus, ArtworkSort } from '../../../contract/enums';
import type { CatalogueScope } from '../../auth/permissions';
import { isoSql } from '../../lib/dates';
import type { Storage } from '../../storage/storage';
import { imagesFromJson, IMAGES_JSON_SQL, type ImageJson } from './artwork-images.repo';
import { liveArtworks, scopeShape, wherePublic, whereVisible } from './artwork-visibility.repo';
import { asIs, shaped, type Bind } from '../../lib/shaped-query';
import { artistNameSql, likePattern } from '../../lib/sql';
import {
  cursorValues,
  keysetQuery,
  pageOf,
  type MatchesFirst,
  type Page,
  type PageRequest,
  type SortSpec,
} from '../../lib/keyset';
import { pricedSorts } from '../../lib/keyset-sort';
import { pageSize } from '../../../contract/paging';
import { moderationOf, type ModerationColumns } from '../../lib/moderation';
import { primaryImage } from '../../../contract/primary-image';

interface ArtworkRow extends ModerationColumns {
  id: number;
  artist_id: number;
  artist_name: string;
  title: string;
  description: string | null;
  specialty_id: number | null;
  specialty_name: string | null;
  medium_id: number | null;
  medium_name: string | null;
  dimensions: string | null;
  year_created: number | null;
  price_cents: number | null;
  image_url: string | null;
  approval_status: ApprovalStatus;
  /** Written by PostgreSQL as the API sends them (`ROW_COLUMNS`). */
  created_at: string;
  updated_at: string;
  version: number;
  /** The live images in display order, from the same statement (`IMAGES_JSON_SQL`); null when none. */
  images_json: ImageJson[] | null;
}

/** The artist's display name, else their full name, else their username. */
const ARTIST_NAME = artistNameSql('a', 'u');

function toArtwork(row: ArtworkRow, images: ArtworkImage[]): Artwork {
  const cover = primaryImage(images);
  return {
    id: row.id,
    artistId: row.artist_id,
    artistName: row.artist_name,
    title: row.title,
    description: row.description,
    specialty: row.specialty_name,
    specialtyId: row.specialty_id,
    medium: row.medium_name,
    mediumId: row.medium_id,
    dimensions: row.dimensions,
    yearCreated: row.year_created,
    price: toDollars(row.price_cents),
    imageUrl: cover?.imageUrl ?? row.image_url,
    images,
    approvalStatus: row.approval_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    moderation: moderationOf(row),
  };
}

function catalogue(db: Knex): Knex.QueryBuilder {
  return liveArtworks(db)
    .join('users as u', 'u.id', 'a.user_id')
    .leftJoin('mediums as m', 'm.id', 'aw.medium_id')
    .leftJoin('specialties as s', 's.id', 'aw.specialty_id');
}

/**
 * An artwork's own columns as `toArtwork` reads them: not `aw.*`, whose `search_text` (every name
 * and word of the artwork, never sent) and `deleted_at` each row carried for nothing, and the
 * timestamps written as the API sends them (issue 29: parsing rows is a share of each request's CPU).
 */
const ROW_COLUMNS = [
  'aw.id',
  'aw.artist_id',
  'aw.title',
  'aw.description',
  'aw.specialty_id',
  'aw.medium_id',
  'aw.dimensions',
  'aw.year_created',
  'aw.price_cents',
  'aw.image_url',
  'aw.approval_status',
  'aw.version',
  'aw.moderation_action',
  'aw.moderation_reason',
  'aw.moderated_at',
  'aw.edited_at',
];

const columnsOf = new WeakMap<Knex, Array<string | Knex.Raw>>();

/**
 * The columns of an artwork row, over `catalogue` (or `withNames` on a filtered query): made once
 * per database (a raw fragment has no state of its own; every read of an artwork used to make four).
 */
function columns(db: Knex): Array<string | Knex.Raw> {
  let known = columnsOf.get(db);
  if (!known) {
    known = [
      ...ROW_COLUMNS,
      db.raw(`${isoSql('aw.created_at')} as created_at`),
      db.raw(`${isoSql('aw.updated_at')} as updated_at`),
      db.raw(`${ARTIST_NAME} as artist_name`),
      'm.name as medium_name',
      's.name as specialty_name',
      db.raw(`${IMAGES_JSON_SQL} as images_json`),
    ];
    columnsOf.set(db, known);
  }
  return [...known];
}

function withNames(db: Knex) {
  return (query: Knex.QueryBuilder): Knex.QueryBuilder =>
    query
      .join('users as u', 'u.id', 'a.user_id')
      .leftJoin('mediums as m', 'm.id', 'aw.medium_id')
      .leftJoin('specialties as s', 's.id', 'aw.specialty_id')
      .select(columns(db));
}

/** The UI's price buckets in cents (PRICE_BUCKETS): the amounts written into a statement. */
const BUCKET_CENTS = new Set(
  Object.values(PRICE_BUCKETS).flatMap((b) => [b.min, b.max].filter((v) => v !== undefined).map(toCents)),
);

/**
 * `sql op cents`: a bucket's amount written in (a handful of statement texts, each reusing its
 * plan: with the amount bound, PostgreSQL's generic plan guesses a third of the rows pass, so it
 * keeps planning every page afresh), any other amount bound (no unbounded number of texts).
 */
function wherePrice(
  qb: Knex.QueryBuilder,
  sql: string,
  op: '>=' | '<',
  cents: number,
  bound: unknown = cents,
): void {
  if (writtenIn(cents)) qb.whereRaw(`${sql} ${op} ${cents}`);
  else qb.whereRaw(`${sql} ${op} ?`, [bound as number]);
}

const writtenIn = (cents: number) => BUCKET_CENTS.has(cents) && Number.isSafeInteger(cents);

/**
 * How a search is tested: `index`, `search_text ILIKE`, which the trigram index serves (the count,
 * and a search's matches taken first); `walk`, the same test written so that no index serves it and
 * its selectivity does not depend on the term (`strpos` of the lowered term in the lowered text:
 * what ILIKE does in a UTF-8 database, the pattern's `%`, `_` and `\` then literal), for a page
 * that walks the sort's index: one plan whatever the term, reused (db/connection.ts, reusePlans).
 */
type SearchBy = 'index' | 'walk';

/**
 * Filters over `artworks as aw` joined to `artists as a` only: names go through subqueries and
 * search through the denormalised `aw.search_text` (title, description, artist name, username,
 * medium and specialty, kept by triggers: migration 20261123000100_catalogue_paging), so counting
 * needs no other join and a trigram index serves the search.
 *
 * In a price sort a price range also bounds the sort's first key (`coalesce(price, sentinel)`,
 * implied by the range): the walk of the sort's index then starts at the minimum instead of reading
 * and discarding every cheaper artwork (issue 29: 1,585 of the 1,612 rows a filtered search read).
 */
function applyFilters(
  qb: Knex.QueryBuilder,
  q: ArtworkListQuery,
  searchBy: SearchBy = 'index',
  bind: Bind = asIs,
): void {
  if (q.approved === 'true') wherePublic(qb);
  if (q.artistId !== undefined) qb.where('aw.artist_id', bind('artistId', q.artistId) as number);
  if (q.status && q.status !== 'all') qb.where('aw.approval_status', bind('status', q.status) as string);
  if (q.medium) {
    qb.whereRaw('aw.medium_id IN (SELECT id FROM mediums WHERE lower(name) = lower(?))', [
      bind('medium', q.medium) as string,
    ]);
  }
  if (q.specialty) {
    qb.whereRaw('aw.specialty_id IN (SELECT id FROM specialties WHERE lower(name) = lower(?))', [
      bind('specialty', q.specialty) as string,
    ]);
  }
  // The PRICE_BUCKETS rule (contract/constants.ts): min inclusive, max exclusive.
  const sort = q.sort ?? 'recent';
  const priceKey = sort === 'price-low' || sort === 'price-high' ? ARTWORK_SORTS[sort].keys[0]!.sql : null;
  if (q.minPrice !== undefined) {
    const cents = toCents(q.minPrice);
    wherePrice(qb, 'aw.price_cents', '>=', cents, bind('minCents', cents));
    if (priceKey) wherePrice(qb, priceKey, '>=', cents, bind('minCents', cents));
  }
  if (q.maxPrice !== undefined) {
    const cents = toCents(q.maxPrice);
    wherePrice(qb, 'aw.price_cents', '<', cents, bind('maxCents', cents));
    if (priceKey) wherePrice(qb, priceKey, '<', cents, bind('maxCents', cents));
  }
  if (q.search && searchBy === 'index')
    qb.whereRaw(`aw.search_text ILIKE ? ESCAPE '\\'`, [likePattern(q.search)]);
  else if (q.search) qb.whereRaw('strpos(lower(aw.search_text), lower(?)) > 0', [q.search]);
}

/** The sorts, each ending in the id, no price last (keyset-sort.ts). */
export const ARTWORK_SORTS: Record<ArtworkSort, SortSpec> = pricedSorts('aw');

/**
 * The artworks with their images, which came in the same statement (issue 29: a second statement
 * per page or artwork cost the app more than the rows it read).
 */
function withImages(storage: Storage, rows: ArtworkRow[]): Artwork[] {
  return rows.map((row) => toArtwork(row, imagesFromJson(storage, row.images_json)));
}

/**
 * Up to 2,000 matches, a search's page is sorted from its matches (found through the trigram index):
 * at most 2,000 rows read. Past that the sort's index is walked, and the matches are dense enough
 * to fill a page within about 25 × (catalogue / matches) rows: 1,250 at 100,000 artworks.
 */
const SEARCH_MATCHES_FIRST: Omit<MatchesFirst, 'walked' | 'lookup'> = { id: 'aw.id', below: 2000 };

/**
 * One page of the artworks the viewer may see (keyset, `limit` defaulting to PAGE_SIZE.default),
 * with the capped total on a first page.
 */
export async function listArtworks(
  db: Knex,
  storage: Storage,
  scope: CatalogueScope,
  q: ArtworkListQuery,
): Promise<Page<Artwork>> {
  const filtered = liveArtworks(db).modify(whereVisible, scope).modify(applyFilters, q);
  // A search matching many artworks walks the sort's index, its term tested row by row.
  const walked = () => liveArtworks(db).modify(whereVisible, scope).modify(applyFilters, q, 'walk');
  const request = {
    sort: ARTWORK_SORTS[q.sort ?? 'recent'],
    limit: pageSize(q.limit),
    cursor: q.cursor,
    offset: q.offset,
  };
  // A search matching few artworks looks its page up by id, every filter tested again on its rows
  // (cheap on a page; its matches may be remembered from before another instance's write).
  return pageOf<ArtworkRow, Artwork>(
    db,
    filtered,
    withNames(db),
    request,
    (rows) => withImages(storage, rows),
    // The catalogue's counts are remembered briefly (forgotten on any write): see cappedCount.
    // A search matching few artworks is paged from its matches (issue 29): see MatchesFirst.
    {
      rememberExact: true,
      matchesFirst: q.search ? { ...SEARCH_MATCHES_FIRST, walked, lookup: walked } : undefined,
      page: q.search || q.offset ? undefined : () => shapedPage(db, scope, q, request),
      // Every input of the count but the page's place (the sort is added by cappedCount).
      key: JSON.stringify([
        'artworks',
        scope,
        { ...q, cursor: undefined, limit: undefined, offset: undefined },
      ]),
    },
  );
}

/**
 * A page of the catalogue without a search (a search chooses its statement by its count), built
 * once per shape (issue 29: knex building and compiling the page was a share of each request's CPU
 * the bare handler does not spend). The key holds every input that changes the text: the scope's
 * kind, each filter present or not, a price written in (a bucket's) or bound, the sort, the page
 * size, a cursor or none; the values go in their places (`artworks.shaped.test.ts`).
 */
function shapedPage(db: Knex, scope: CatalogueScope, q: ArtworkListQuery, request: PageRequest) {
  const price = (amount: number | undefined) => {
    if (amount === undefined) return null;
    const cents = toCents(amount);
    return writtenIn(cents) ? cents : 'bound';
  };
  const key = JSON.stringify([
    'artworks-page',
    scopeShape(scope),
    q.approved === 'true',
    q.artistId !== undefined,
    !!q.status && q.status !== 'all',
    !!q.medium,
    !!q.specialty,
    price(q.minPrice),
    price(q.maxPrice),
    request.sort.name,
    request.limit,
    request.cursor !== undefined,
  ]);
  return shaped(
    db,
    key,
    (bind) =>
      keysetQuery(
        withNames(db)(
          liveArtworks(db).modify(whereVisible, scope, bind).modify(applyFilters, q, 'index', bind),
        ),
        request,
        bind,
      ),
    {
      own: scope.ownArtistId,
      artistId: q.artistId,
      status: q.status,
      medium: q.medium,
      specialty: q.specialty,
      minCents: q.minPrice === undefined ? undefined : toCents(q.minPrice),
      maxCents: q.maxPrice === undefined ? undefined : toCents(q.maxPrice),
      ...cursorValues(request),
    },
  );
}

export async function findVisibleArtwork(
  db: Knex,
  storage: Storage,
  scope: CatalogueScope,
  id: number,
): Promise<Artwork | null> {
  // Built once per scope's shape (issue 29: knex was about a tenth of an artwork's CPU).
  const row = (await shaped(
    db,
    `artwork:${scopeShape(scope)}`,
    (bind) =>
      catalogue(db)
        .modify(whereVisible, scope, bind)
        .where('aw.id', bind('id', id) as number)
        .first(columns(db)),
    { own: scope.ownArtistId, id },
  )) as ArtworkRow | undefined;
  if (!row) return null;
  const [artwork] = withImages(storage, [row]);
  return artwork ?? null;
}

/** The artworks among `ids` the viewer may see (any order; the missing and hidden are left out). */
export async function findVisibleArtworks(
  db: Knex,
  storage: Storage,
  scope: CatalogueScope,
  ids: number[],
): Promise<Artwork[]> {
  if (ids.length === 0) return [];
  const rows = (await catalogue(db)
    .modify(whereVisible, scope)
    .whereIn('aw.id', ids)
    .select(columns(db))) as ArtworkRow[];
  return withImages(storage, rows);
}

/** The artist of each of `ids` that exists, deleted or not (whose artwork it is, for delta sync). */
export async function artistsOfArtworks(db: Knex, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('artworks').whereIn('id', ids).select('id', 'artist_id')) as Array<{
    id: number;
    artist_id: number;
  }>;
  return new Map(rows.map((r) => [r.id, r.artist_id]));
}

/** Whether an artist profile exists and is live (admins creating artworks for someone). */
export async function artistIsLive(db: Knex, artistId: number): Promise<boolean> {
  return !!(await db('artists').where({ id: artistId }).whereNull('deleted_at').first('id'));
}
