import type { DbDeps } from '../../deps';
import { pruneTombstones } from './sync.repo';

/**
 * Deletes older than SYNC_TOMBSTONE_DAYS leave the change log (a cursor from before them then
 * answers 410 and the device resyncs); the hourly housekeeping job runs it. Answers how many.
 */
export function pruneOldTombstones({ db }: DbDeps): Promise<number> {
  return pruneTombstones(db);
}
