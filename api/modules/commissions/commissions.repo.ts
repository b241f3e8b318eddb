import type { Knex } from 'knex';
import type { Commission } from '../../../contract/commission';
import { toDollars } from '../../../contract/common';
import type { CommissionSort } from '../../../contract/enums';
import { pageSize } from '../../../contract/paging';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { pricedSorts } from '../../lib/keyset-sort';
import type { StoredImage } from '../../images/store-image';
import { iso } from '../../lib/dates';
import { imageFields } from '../../images/image-urls';
import type { Storage } from '../../storage/storage';
import { artistNameSql, likePattern } from '../../lib/sql';
import {
  publicArtistSql,
  wherePublicArtist,
  wherePublicCommission,
} from '../../visibility/public-visibility';

interface CommissionRow {
  id: number;
  artist_id: number;
  artist_name: string;
  title: string;
  description: string | null;
  medium: string | null;
  dimensions: string | null;
  price_cents: number | null;
  completion_time: string | null;
  image_key: string | null;
  image_url: string | null;
  sizes: number[] | null;
  is_showcase: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

function toCommission(storage: Storage, row: CommissionRow): Commission {
  return {
    id: row.id,
    artistId: row.artist_id,
    artistName: row.artist_name,
    title: row.title,
    description: row.description,
    medium: row.medium,
    dimensions: row.dimensions,
    price: toDollars(row.price_cents),
    completionTime: row.completion_time,
    ...imageFields(storage, row),
    isShowcase: row.is_showcase,
    version: Number(row.version),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

const ARTIST_NAME = artistNameSql('a', 'u');

/** Live commissions of live artists, with the artist's display name. */
function base(db: Knex): Knex.QueryBuilder {
  return db('commissions as c')
    .join('artists as a', 'a.id', 'c.artist_id')
    .join('users as u', 'u.id', 'a.user_id')
    .whereNull('c.deleted_at')
    .whereNull('a.deleted_at');
}

const columns = (db: Knex) => ['c.*', db.raw(`${ARTIST_NAME} as artist_name`)];

export interface CommissionFilter {
  /** Only entries of approved artists (everyone but the artist and admins). */
  approvedArtistsOnly: boolean;
  showcase?: boolean;
  artistId?: number;
  search?: string;
  medium?: string;
  sort?: CommissionSort;
  limit?: number | undefined;
  cursor?: string | undefined;
  offset?: number | undefined;
}

/** The sorts, each ending in the id, no price last (keyset-sort.ts). */
export const COMMISSION_SORTS: Record<CommissionSort, SortSpec> = pricedSorts('c');

/** One keyset page of commissions, with the capped total on a first page. */
export async function listCommissions(
  db: Knex,
  storage: Storage,
  filter: CommissionFilter,
): Promise<Page<Commission>> {
  const query = db('commissions as c')
    .join('artists as a', 'a.id', 'c.artist_id')
    .whereNull('c.deleted_at')
    .whereNull('a.deleted_at');
  if (filter.approvedArtistsOnly) query.modify(wherePublicArtist, 'a');
  if (filter.showcase !== undefined) query.where('c.is_showcase', filter.showcase);
  if (filter.artistId !== undefined) query.where('c.artist_id', filter.artistId);
  if (filter.medium) query.whereRaw('lower(c.medium) = lower(?)', [filter.medium]);
  // Title, description, medium and artist name (migration 20261123000100).
  if (filter.search) query.whereRaw(`c.search_text ILIKE ? ESCAPE '\\'`, [likePattern(filter.search)]);
  return pageOf<CommissionRow, Commission>(
    db,
    query,
    (page) => page.join('users as u', 'u.id', 'a.user_id').select(columns(db)),
    {
      sort: COMMISSION_SORTS[filter.sort ?? 'recent'],
      limit: pageSize(filter.limit),
      cursor: filter.cursor,
      offset: filter.offset,
    },
    (rows) => rows.map((r) => toCommission(storage, r)),
    // The catalogue's counts are remembered briefly (forgotten on any write): see cappedCount.
    { rememberExact: true },
  );
}

export interface CommissionRecord {
  commission: Commission;
  artistApproved: boolean;
  imageKey: string | null;
  sizes: number[];
}

export async function findCommission(
  db: Knex,
  storage: Storage,
  id: number,
): Promise<CommissionRecord | null> {
  const row = await base(db)
    .where('c.id', id)
    .first<(CommissionRow & { artist_public: boolean }) | undefined>([
      ...columns(db),
      db.raw(`${publicArtistSql('a')} AS artist_public`),
    ]);
  if (!row) return null;
  return {
    commission: toCommission(storage, row),
    artistApproved: row.artist_public,
    imageKey: row.image_key,
    sizes: row.sizes ?? [],
  };
}

/**
 * The showcase commissions among `ids` the public sees (live, of a live approved artist), for
 * delta sync; others are left out.
 */
export async function findPublicShowcaseCommissions(
  db: Knex,
  storage: Storage,
  ids: number[],
): Promise<Commission[]> {
  if (ids.length === 0) return [];
  const rows = (await base(db)
    .whereIn('c.id', ids)
    .where('c.is_showcase', true)
    .modify(wherePublicCommission, 'c', 'a')
    .select(columns(db))) as CommissionRow[];
  return rows.map((r) => toCommission(storage, r));
}

export interface CommissionFields {
  title?: string;
  description?: string | null;
  medium?: string | null;
  dimensions?: string | null;
  priceCents?: number | null;
  completionTime?: string | null;
  isShowcase?: boolean;
}

function toColumns(fields: CommissionFields, image: StoredImage | undefined): Record<string, unknown> {
  const columns: Record<string, unknown> = {
    title: fields.title,
    description: fields.description,
    medium: fields.medium,
    dimensions: fields.dimensions,
    price_cents: fields.priceCents,
    completion_time: fields.completionTime,
    is_showcase: fields.isShowcase,
  };
  if (image) {
    Object.assign(columns, {
      image_key: image.key,
      image_url: null,
      sizes: image.sizes,
      width: image.width,
      height: image.height,
    });
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export async function insertCommission(
  db: Knex,
  artistId: number,
  fields: CommissionFields,
  image: StoredImage | undefined,
): Promise<number> {
  const [row] = await db('commissions')
    .insert({ artist_id: artistId, ...toColumns(fields, image) })
    .returning('id');
  return (row as { id: number }).id;
}

export async function updateCommission(
  db: Knex,
  id: number,
  fields: CommissionFields,
  image: StoredImage | undefined,
): Promise<void> {
  const columns = toColumns(fields, image);
  // An empty change still bumps version/updated_at (the trigger), which is harmless.
  await db('commissions')
    .where({ id })
    .update({ ...columns, updated_at: db.fn.now() });
}

/** Soft delete: the row stays as a tombstone for delta sync. */
export async function softDeleteCommission(db: Knex, id: number): Promise<void> {
  await db('commissions').where({ id }).update({ deleted_at: db.fn.now() });
}

/** A live artist profile (for admins creating on an artist's behalf). */
export async function artistExists(db: Knex, artistId: number): Promise<boolean> {
  return !!(await db('artists').where({ id: artistId }).whereNull('deleted_at').first('id'));
}
