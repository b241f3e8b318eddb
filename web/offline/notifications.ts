import type { Notification } from '@contract/notification';
import { hasIndexedDb, offlineDb } from './db';
import { useLocalLiveQuery } from './live';

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
  return (
    useLocalLiveQuery(
      (db) => db.notifications.orderBy('id').reverse().limit(limit).toArray(),
      [limit],
      NONE,
    ) ?? NONE
  );
}

/** How many are unread. */
export function useUnreadNotificationCount(): number {
  return useLocalLiveQuery((db) => db.notifications.filter((n) => n.readAt === null).count(), [], 0) ?? 0;
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
