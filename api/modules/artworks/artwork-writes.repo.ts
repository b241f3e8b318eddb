import type { Knex } from 'knex';
import type { ModerationAction } from '../../../contract/approval';
import { toCents } from '../../../contract/common';
import type { ApprovalStatus } from '../../../contract/enums';
import { moderationValues } from '../../lib/moderation';

// Artworks written: created, changed, moderated or removed (read: artworks.repo.ts).

export interface ArtworkValues {
  title: string;
  description: string | null;
  mediumId: number;
  specialtyId: number | null;
  dimensions: string | null;
  yearCreated: number | null;
  price: number;
  imageUrl: string | null;
}

const COLUMN_OF: Record<keyof ArtworkValues, string> = {
  title: 'title',
  description: 'description',
  mediumId: 'medium_id',
  specialtyId: 'specialty_id',
  dimensions: 'dimensions',
  yearCreated: 'year_created',
  price: 'price_cents',
  imageUrl: 'image_url',
};

function toRowValues(values: Partial<ArtworkValues>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof ArtworkValues, unknown]>) {
    if (value === undefined) continue;
    row[COLUMN_OF[key]] = key === 'price' && typeof value === 'number' ? toCents(value) : value;
  }
  return row;
}

/**
 * Takes the id the next artwork will have, before its transaction (its images are stored under it
 * first). An id taken and not used is a gap in the sequence, as after any rollback.
 */
export async function reserveArtworkId(db: Knex): Promise<number> {
  const result = await db.raw("SELECT nextval(pg_get_serial_sequence('artworks', 'id')) AS id");
  return Number((result.rows as Array<{ id: string | number }>)[0]!.id);
}

/** New artworks always start pending (spec section 4). */
export async function insertArtwork(
  db: Knex,
  artistId: number,
  values: ArtworkValues,
  id?: number,
): Promise<number> {
  const [row] = await db('artworks')
    .insert({
      ...(id === undefined ? {} : { id }),
      ...toRowValues(values),
      artist_id: artistId,
      approval_status: 'pending',
    })
    .returning('id');
  return (row as { id: number }).id;
}

export async function updateArtwork(db: Knex, id: number, values: Partial<ArtworkValues>): Promise<void> {
  const row = toRowValues(values);
  if (Object.keys(row).length > 0) await db('artworks').where({ id }).update(row);
}

export async function setApprovalStatus(
  db: Knex,
  id: number,
  status: ApprovalStatus,
  moderation?: { action: ModerationAction; reason: string | null },
): Promise<void> {
  await db('artworks')
    .where({ id })
    .update({ approval_status: status, ...(moderation ? moderationValues(db, moderation) : {}) });
}

export async function softDeleteArtwork(db: Knex, id: number): Promise<void> {
  await db('artworks').where({ id }).whereNull('deleted_at').update({ deleted_at: db.fn.now() });
}
