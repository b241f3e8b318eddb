import type { Knex } from 'knex';
import type {
  CommissionService,
  ServiceAddOn,
  ServiceExample,
  ServiceStatus,
} from '../../../contract/commission-service';
import { toCents, toDollars } from '../../../contract/common';
import { iso } from '../../lib/dates';
import { artistNameSql } from '../../lib/sql';
import { imageFields } from '../../images/image-urls';
import type { Storage } from '../../storage/storage';
import {
  publicArtistSql,
  wherePublicArtist,
  wherePublicArtworkImage,
} from '../../visibility/public-visibility';

interface ServiceRow {
  id: number;
  artist_id: number;
  artist_name: string;
  artist_public: boolean;
  title: string;
  description: string;
  example_image_ids: number[];
  price_min_cents: number;
  price_max_cents: number;
  turnaround_days: number;
  revisions_included: number;
  usage_rights: string;
  add_ons: Array<{ name: string; priceCents: number }>;
  status: ServiceStatus;
  slots: number | null;
  slots_taken: string | number;
  waitlist_count: string | number;
  version: string | number;
  created_at: Date;
  updated_at: Date;
}

/** A slot is taken by a request of the service that is accepted or in progress. */
export const SLOT_TAKING_STATUSES = ['accepted', 'in_progress'] as const;

function base(db: Knex): Knex.QueryBuilder {
  return db('commission_services as cs')
    .join('artists as a', 'a.id', 'cs.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .whereNull('cs.deleted_at')
    .whereNull('a.deleted_at')
    .select(
      'cs.*',
      db.raw(`${publicArtistSql('a')} AS artist_public`),
      db.raw(`${artistNameSql('a', 'au')} as artist_name`),
      db.raw(
        `(SELECT count(*) FROM commission_requests r WHERE r.service_id = cs.id AND r.deleted_at IS NULL
           AND r.status IN ('accepted', 'in_progress')) as slots_taken`,
      ),
      db.raw(
        `(SELECT count(*) FROM commission_requests r WHERE r.service_id = cs.id AND r.deleted_at IS NULL
           AND r.waitlisted AND r.status = 'pending') as waitlist_count`,
      ),
    );
}

interface ExampleOf {
  artistId: number;
  example: ServiceExample;
}

/** The example images among the ids that the public may see, with the artist they belong to. */
async function examplesOf(
  db: Knex,
  storage: Storage,
  rows: Array<Pick<ServiceRow, 'artist_id' | 'example_image_ids'>>,
): Promise<Map<number, ExampleOf>> {
  const ids = [...new Set(rows.flatMap((row) => row.example_image_ids))];
  const found = new Map<number, ExampleOf>();
  if (ids.length === 0) return found;
  // Examples are shown to anyone who sees the service: only images of public artworks, so a
  // rejected or pending artwork's picture never appears (its file is a 404 to the public).
  const images = await db('artwork_images as i')
    .join('artworks as aw', 'aw.id', 'i.artwork_id')
    .join('artists as a', 'a.id', 'aw.artist_id')
    .whereIn('i.id', ids)
    .modify(wherePublicArtworkImage, 'i', 'aw', 'a')
    .select('i.id', 'i.artwork_id', 'i.image_key', 'i.image_url', 'i.sizes', 'aw.title', 'aw.artist_id');
  for (const image of images) {
    const { imageUrl, variants } = imageFields(storage, image);
    found.set(image.id, {
      artistId: image.artist_id,
      example: {
        imageId: image.id,
        artworkId: image.artwork_id,
        artworkTitle: image.title,
        imageUrl: imageUrl ?? '',
        variants,
      },
    });
  }
  return found;
}

async function toServices(db: Knex, storage: Storage, rows: ServiceRow[]): Promise<CommissionService[]> {
  const examples = await examplesOf(db, storage, rows);
  return rows.map((row) => ({
    id: row.id,
    artistId: row.artist_id,
    artistName: row.artist_name,
    title: row.title,
    description: row.description,
    // An example stays only while it is a live image of the artist's own artwork.
    examples: row.example_image_ids.flatMap((id) => {
      const found = examples.get(id);
      return found && found.artistId === row.artist_id ? [found.example] : [];
    }),
    priceMin: toDollars(row.price_min_cents)!,
    priceMax: toDollars(row.price_max_cents)!,
    turnaroundDays: row.turnaround_days,
    revisionsIncluded: row.revisions_included,
    usageRights: row.usage_rights,
    addOns: row.add_ons.map((a) => ({ name: a.name, price: toDollars(a.priceCents)! })),
    status: row.status,
    slots: row.slots,
    slotsTaken: Number(row.slots_taken),
    waitlistCount: Number(row.waitlist_count),
    version: Number(row.version),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  }));
}

export interface ServiceRecord {
  service: CommissionService;
  artistApproved: boolean;
}

export async function findService(db: Knex, storage: Storage, id: number): Promise<ServiceRecord | null> {
  const row = await base(db).where('cs.id', id).first<ServiceRow | undefined>();
  if (!row) return null;
  const [service] = await toServices(db, storage, [row]);
  return { service: service!, artistApproved: row.artist_public };
}

/** Services (at most 200); only approved artists' unless `anyApproval`. */
export async function listServices(
  db: Knex,
  storage: Storage,
  filter: { artistId?: number; status?: ServiceStatus; anyApproval: boolean },
): Promise<CommissionService[]> {
  const query = base(db).limit(200);
  // One artist's services in the order they made them; across artists, open ones first, newest first.
  if (filter.artistId !== undefined) query.orderBy('cs.id');
  else query.orderByRaw("CASE cs.status WHEN 'open' THEN 0 WHEN 'waitlist' THEN 1 ELSE 2 END, cs.id DESC");
  if (!filter.anyApproval) query.modify(wherePublicArtist, 'a');
  if (filter.artistId !== undefined) query.where('cs.artist_id', filter.artistId);
  if (filter.status !== undefined) query.where('cs.status', filter.status);
  return toServices(db, storage, (await query) as ServiceRow[]);
}

/** The artist's live artwork images among `ids` (example images must come from their portfolio). */
export async function ownImageIds(db: Knex, artistId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db('artwork_images as i')
    .join('artworks as aw', 'aw.id', 'i.artwork_id')
    .whereIn('i.id', ids)
    .where('aw.artist_id', artistId)
    .whereNull('i.deleted_at')
    .whereNull('aw.deleted_at')
    .pluck('i.id');
  return new Set(rows as number[]);
}

export interface ServiceColumns {
  title?: string;
  description?: string;
  exampleImageIds?: number[];
  priceMin?: number;
  priceMax?: number;
  turnaroundDays?: number;
  revisionsIncluded?: number;
  usageRights?: string;
  addOns?: ServiceAddOn[];
  status?: ServiceStatus;
  slots?: number | null;
}

function columnsOf(input: ServiceColumns): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.description !== undefined) row.description = input.description;
  if (input.exampleImageIds !== undefined) row.example_image_ids = input.exampleImageIds;
  if (input.priceMin !== undefined) row.price_min_cents = toCents(input.priceMin);
  if (input.priceMax !== undefined) row.price_max_cents = toCents(input.priceMax);
  if (input.turnaroundDays !== undefined) row.turnaround_days = input.turnaroundDays;
  if (input.revisionsIncluded !== undefined) row.revisions_included = input.revisionsIncluded;
  if (input.usageRights !== undefined) row.usage_rights = input.usageRights;
  if (input.addOns !== undefined)
    row.add_ons = JSON.stringify(input.addOns.map((a) => ({ name: a.name, priceCents: toCents(a.price) })));
  if (input.status !== undefined) row.status = input.status;
  if (input.slots !== undefined) row.slots = input.slots;
  return row;
}

export async function insertService(db: Knex, artistId: number, input: ServiceColumns): Promise<number> {
  const [row] = await db('commission_services')
    .insert({ artist_id: artistId, ...columnsOf(input) })
    .returning('id');
  return (row as { id: number }).id;
}

export async function updateService(db: Knex, id: number, input: ServiceColumns): Promise<void> {
  const row = columnsOf(input);
  if (Object.keys(row).length === 0) return;
  await db('commission_services')
    .where({ id })
    .update({ ...row, updated_at: db.fn.now() });
}

export async function deleteService(db: Knex, id: number): Promise<void> {
  await db('commission_services').where({ id }).update({ deleted_at: db.fn.now() });
}

/** Locks the service row (slots are counted and taken one request at a time). False when missing. */
export async function lockService(db: Knex, id: number): Promise<boolean> {
  return !!(await db('commission_services').where({ id }).whereNull('deleted_at').forUpdate().first('id'));
}

/** A live, approved artist profile (anyone may see it). */
export async function artistIsPublic(db: Knex, artistId: number): Promise<boolean> {
  return !!(await db('artists as a').where('a.id', artistId).modify(wherePublicArtist, 'a').first('a.id'));
}

export type ServiceState = Pick<
  CommissionService,
  'id' | 'artistId' | 'artistName' | 'title' | 'status' | 'slots' | 'slotsTaken' | 'waitlistCount'
>;

/** A service's status and slot counts (no pictures), after locking its row for the transaction. */
export async function lockedServiceState(db: Knex, id: number): Promise<ServiceState | null> {
  if (!(await lockService(db, id))) return null;
  const row = await base(db).where('cs.id', id).first<ServiceRow | undefined>();
  if (!row) return null;
  return {
    id: row.id,
    artistId: row.artist_id,
    artistName: row.artist_name,
    title: row.title,
    status: row.status,
    slots: row.slots,
    slotsTaken: Number(row.slots_taken),
    waitlistCount: Number(row.waitlist_count),
  };
}

/** The revisions a service includes (undefined when it is gone): a proposal's default. */
export async function revisionsIncluded(db: Knex, id: number): Promise<number | undefined> {
  const row = await db('commission_services')
    .where({ id })
    .first<{ revisions_included: number } | undefined>('revisions_included');
  return row?.revisions_included;
}
