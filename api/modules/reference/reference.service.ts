import type { Knex } from 'knex';
import { findReference, listReference, type ReferenceItem, type ReferenceTable } from './reference.repo';

export function listSpecialties(db: Knex, activeOnly = false): Promise<ReferenceItem[]> {
  return listReference(db, 'specialties', activeOnly);
}

export function listMediums(db: Knex, activeOnly = false): Promise<ReferenceItem[]> {
  return listReference(db, 'mediums', activeOnly);
}

/**
 * Whether an id may be chosen on a new or edited record: it must exist and still be offered
 * (active). Records keep an entry that was deactivated later; only choosing it anew is refused.
 */
async function isSelectable(db: Knex, table: ReferenceTable, id: number): Promise<boolean> {
  const item = await findReference(db, table, id);
  return !!item && item.isActive;
}

export function isSelectableMedium(db: Knex, id: number): Promise<boolean> {
  return isSelectable(db, 'mediums', id);
}

export function isSelectableSpecialty(db: Knex, id: number): Promise<boolean> {
  return isSelectable(db, 'specialties', id);
}
