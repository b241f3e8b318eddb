import type { Knex } from 'knex';
import type { SocialLinks } from '../../../contract/artist';
import type { ModerationAction } from '../../../contract/approval';
import type { ApprovalStatus } from '../../../contract/enums';
import { moderationValues } from '../../lib/moderation';

// Artist profiles written: created, changed, approved or rejected (read: artists.repo.ts).

export interface ArtistChanges {
  bio?: string | null;
  portfolioUrl?: string | null;
  specialties?: string[];
  socialLinks?: SocialLinks;
}

function toColumns(changes: ArtistChanges): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (changes.bio !== undefined) columns.bio = changes.bio;
  if (changes.portfolioUrl !== undefined) columns.portfolio_url = changes.portfolioUrl;
  if (changes.specialties !== undefined) columns.specialties = changes.specialties;
  if (changes.socialLinks !== undefined) columns.social_links = JSON.stringify(changes.socialLinks);
  return columns;
}

/**
 * Takes the id the next profile will have, before its transaction (its images are stored under it
 * first). An id taken and not used is a gap in the sequence, as after any rollback.
 */
export async function reserveArtistId(db: Knex): Promise<number> {
  const result = await db.raw("SELECT nextval(pg_get_serial_sequence('artists', 'id')) AS id");
  return Number((result.rows as Array<{ id: string | number }>)[0]!.id);
}

export async function insertArtist(
  db: Knex,
  userId: number,
  changes: ArtistChanges,
  id?: number,
): Promise<number> {
  const [row] = await db('artists')
    .insert({
      ...(id === undefined ? {} : { id }),
      user_id: userId,
      approval_status: 'pending',
      ...toColumns(changes),
    })
    .returning('id');
  return (row as { id: number }).id;
}

export async function updateArtist(db: Knex, id: number, changes: ArtistChanges): Promise<void> {
  const columns = toColumns(changes);
  if (Object.keys(columns).length === 0) return;
  await db('artists').where({ id }).whereNull('deleted_at').update(columns);
}

export async function setApproval(
  db: Knex,
  id: number,
  status: ApprovalStatus,
  verified: boolean,
  moderation?: { action: ModerationAction; reason: string | null },
): Promise<void> {
  await db('artists')
    .where({ id })
    .whereNull('deleted_at')
    .update({
      approval_status: status,
      is_verified: verified,
      ...(moderation ? moderationValues(db, moderation) : {}),
    });
}

/** Canonical names of the given specialties (case-insensitive), in the order given; unknown ones are left out. */
export async function findSpecialtyNames(db: Knex, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = (await db('specialties')
    .whereNull('deleted_at')
    .whereRaw(
      `lower(name) IN (${names.map(() => '?').join(', ')})`,
      names.map((n) => n.toLowerCase()),
    )
    .select('name')) as Array<{ name: string }>;
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
}
