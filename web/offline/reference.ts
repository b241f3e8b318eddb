import type { Medium, Specialty } from '@contract/reference';
import { hasIndexedDb, offlineDb, type OfflineDb } from './db';

/**
 * The active specialties or mediums from this device (issue 27, point 1). The delta pull brings
 * every specialty and medium on the first sync (at start, signed in or not), so a form works
 * offline although it was never opened online. Undefined when the device holds none (never synced):
 * the caller then shows its load error.
 *
 * Order: by id, which is the order they were created in (the server's `sort_order` is not synced;
 * the seeded lists use creation order).
 */
export async function readLocalReferenceList(
  list: 'specialties' | 'mediums',
  db?: OfflineDb,
): Promise<(Specialty | Medium)[] | undefined> {
  if (!db && !hasIndexedDb()) return undefined;
  const store = db ?? offlineDb();
  const rows = await store[list].orderBy('id').toArray();
  return rows.length ? rows.filter((row) => row.isActive) : undefined;
}
