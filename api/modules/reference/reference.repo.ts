import type { Knex } from 'knex';
import type { Medium, Specialty } from '../../../contract/reference';

/** Specialties and mediums share one table shape. */
export type ReferenceTable = 'specialties' | 'mediums';
export type ReferenceItem = Specialty | Medium;

interface ReferenceRow {
  id: number;
  name: string;
  is_active: boolean;
}

function toReferenceItem(row: ReferenceRow): ReferenceItem {
  return { id: row.id, name: row.name, isActive: row.is_active };
}

export async function listReference(
  db: Knex,
  table: ReferenceTable,
  activeOnly: boolean,
): Promise<ReferenceItem[]> {
  const query = db<ReferenceRow>(table).whereNull('deleted_at');
  if (activeOnly) query.where('is_active', true);
  // lower(name): the same order under PGlite's C collation and a server's locale collation.
  const rows = await query.orderBy('sort_order').orderByRaw('lower(name), id');
  return rows.map(toReferenceItem);
}

/** A live (not deleted) entry by id, active or not. */
export async function findReference(
  db: Knex,
  table: ReferenceTable,
  id: number,
): Promise<ReferenceItem | null> {
  const row = await db<ReferenceRow>(table).where({ id }).whereNull('deleted_at').first();
  return row ? toReferenceItem(row) : null;
}

/** The live entries among `ids`, active or not (delta sync). */
export async function findReferences(
  db: Knex,
  table: ReferenceTable,
  ids: number[],
): Promise<ReferenceItem[]> {
  if (ids.length === 0) return [];
  const rows = await db<ReferenceRow>(table).whereIn('id', ids).whereNull('deleted_at');
  return rows.map(toReferenceItem);
}
