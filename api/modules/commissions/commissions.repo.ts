import type { Knex } from 'knex';
import type { Commission } from '../../../contract/commission';
import { toDollars } from '../../../contract/common';
import type { CommissionSort } from '../../../contract/enums';
import { exhaustiveSwitchError } from '../../../contract/enums';
import type { StoredImage } from '../../images/store-image';
import { iso } from '../../lib/http';
import { imageFields } from '../../images/image-urls';
import type { Storage } from '../../storage/storage';
import { artistNameSql } from '../../lib/sql';

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
  limit?: number;
  offset?: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function applySort(query: Knex.QueryBuilder, sort: CommissionSort): void {
  switch (sort) {
    case 'recent':
      query.orderBy('c.id', 'desc');
      return;
    case 'price-high':
      query.orderByRaw('c.price_cents DESC NULLS LAST, c.id DESC');
      return;
    case 'price-low':
      query.orderByRaw('c.price_cents ASC NULLS LAST, c.id DESC');
      return;
    case 'title':
      query.orderByRaw('lower(c.title) ASC, c.id ASC');
      return;
    default:
      exhaustiveSwitchError(sort);
  }
}

export async function listCommissions(
  db: Knex,
  storage: Storage,
  filter: CommissionFilter,
): Promise<{ items: Commission[]; total: number }> {
  const query = base(db);
  if (filter.approvedArtistsOnly) query.where('a.approval_status', 'approved');
  if (filter.showcase !== undefined) query.where('c.is_showcase', filter.showcase);
  if (filter.artistId !== undefined) query.where('c.artist_id', filter.artistId);
  if (filter.medium) query.whereRaw('lower(c.medium) = lower(?)', [filter.medium]);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query.where((w) => {
      w.whereILike('c.title', pattern)
        .orWhereILike('c.description', pattern)
        .orWhereILike('c.medium', pattern)
        .orWhereRaw(`${ARTIST_NAME} ILIKE ?`, [pattern]);
    });
  }
  const [countRow] = await query.clone().count<{ count: number }[]>({ count: '*' });
  const page = query.clone().select(columns(db));
  applySort(page, filter.sort ?? 'recent');
  if (filter.limit !== undefined) page.limit(filter.limit);
  if (filter.offset !== undefined) page.offset(filter.offset);
  const rows = (await page) as CommissionRow[];
  return { items: rows.map((r) => toCommission(storage, r)), total: Number(countRow?.count ?? 0) };
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
    .first<(CommissionRow & { approval_status: string }) | undefined>([...columns(db), 'a.approval_status']);
  if (!row) return null;
  return {
    commission: toCommission(storage, row),
    artistApproved: row.approval_status === 'approved',
    imageKey: row.image_key,
    sizes: row.sizes ?? [],
  };
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
