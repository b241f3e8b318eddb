import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineDb } from './db';
import { readLocalReferenceList } from './reference';

const db = createOfflineDb('reference-test');
afterEach(() => db.delete().then(() => db.open()));

describe('readLocalReferenceList (issue 27, point 1)', () => {
  it('answers the active entries kept on the device, in the order they were created', async () => {
    await db.mediums.bulkPut([
      { id: 3, name: 'Watercolor', isActive: true },
      { id: 1, name: 'Oil', isActive: true },
      { id: 2, name: 'Fresco', isActive: false },
    ]);
    expect(await readLocalReferenceList('mediums', db)).toEqual([
      { id: 1, name: 'Oil', isActive: true },
      { id: 3, name: 'Watercolor', isActive: true },
    ]);
  });

  it('has no answer before the first pull brought any, so the form shows its load error', async () => {
    expect(await readLocalReferenceList('specialties', db)).toBeUndefined();
  });
});
