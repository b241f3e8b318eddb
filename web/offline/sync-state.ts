import type { SyncEntity } from '@contract/sync';

/** The syncState row of the delta pull. */
export const SYNC_STATE_KEY = 'changes';

/**
 * Ids the pull deleted in this session, by entity: a row a screen still holds from a server page
 * (e.g. an artwork revoked since) is left out when merged with the local rows (web/offline/local-rows.ts).
 * Kept apart from the pull (./sync.ts) so a gallery reads it without loading the local store.
 */
const deletedThisSession = new Map<SyncEntity, Set<number>>();

export function deletedIds(entity: SyncEntity): ReadonlySet<number> {
  return deletedThisSession.get(entity) ?? new Set();
}

/** The pull saw `id` deleted (no longer visible), or back again. */
export function markDeleted(entity: SyncEntity, id: number, deleted: boolean): void {
  const ids = deletedThisSession.get(entity) ?? new Set<number>();
  deletedThisSession.set(entity, ids);
  if (deleted) ids.add(id);
  else ids.delete(id);
}
