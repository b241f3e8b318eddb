import { useLiveQuery } from 'dexie-react-hooks';
import type { Notification } from '@contract/notification';
import { hasIndexedDb, offlineDb } from './db';

/**
 * The signed-in user's notifications as the delta pull keeps them in the local store (issue 13,
 * point 6). Marking read changes the local rows at once; the server's answer comes back with the
 * next pull.
 */

/** How many the bell lists (the newest); older ones are on the server. */
export const BELL_LIST_SIZE = 30;

const NONE: Notification[] = [];

/** The newest notifications, newest first; [] without a local store. */
export function useLocalNotifications(limit = BELL_LIST_SIZE): Notification[] {
  return useLiveQuery(
    async () => {
      if (!hasIndexedDb()) return NONE;
      try {
        return await offlineDb().notifications.orderBy('id').reverse().limit(limit).toArray();
      } catch {
        return NONE; // a store that cannot open reads as empty
      }
    },
    [limit],
    NONE,
  );
}

/** How many are unread. */
export function useUnreadNotificationCount(): number {
  return useLiveQuery(
    async () => {
      if (!hasIndexedDb()) return 0;
      try {
        return await offlineDb()
          .notifications.filter((n) => n.readAt === null)
          .count();
      } catch {
        return 0;
      }
    },
    [],
    0,
  );
}

/** Marks read, in the local store, every unread notification up to `upTo`. */
export async function markReadLocally(upTo: number, at: string = new Date().toISOString()): Promise<void> {
  if (!hasIndexedDb()) return;
  await offlineDb()
    .notifications.where('id')
    .belowOrEqual(upTo)
    .filter((n) => n.readAt === null)
    .modify({ readAt: at });
}
