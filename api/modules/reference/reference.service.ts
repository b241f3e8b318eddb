import { findReference, findReferences, listReference, type ReferenceItem } from './reference.repo';
import type { DbDeps } from '../../deps';

export function listSpecialties({ db }: DbDeps, activeOnly = false): Promise<ReferenceItem[]> {
  return listReference(db, 'specialties', activeOnly);
}

export function listMediums({ db }: DbDeps, activeOnly = false): Promise<ReferenceItem[]> {
  return listReference(db, 'mediums', activeOnly);
}

/**
 * Whether an id may be set on an artwork: it must exist and not be deleted. An inactive entry is
 * only hidden from pickers (`activeOnly`), so re-saving a record that uses it still works.
 */
export async function mediumExists({ db }: DbDeps, id: number): Promise<boolean> {
  return !!(await findReference(db, 'mediums', id));
}

export async function specialtyExists({ db }: DbDeps, id: number): Promise<boolean> {
  return !!(await findReference(db, 'specialties', id));
}

/** The live specialties or mediums among `ids`, active or not (delta sync). */
export function referencesByIds(
  { db }: DbDeps,
  table: 'specialties' | 'mediums',
  ids: number[],
): Promise<ReferenceItem[]> {
  return findReferences(db, table, ids);
}
