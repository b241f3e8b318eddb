import type { Notification, UnreadCount } from '@contract/notification';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';

/**
 * The signed-in user's notifications (issue 13, point 6). They arrive with the delta pull into the
 * local store (web/offline/sync.ts); the bell reads them there and marks them read here.
 */

/** Marks read every notification up to `upTo` (the newest one the user saw). */
export function markNotificationsRead(upTo: number): Promise<UnreadCount> {
  return call(Endpoints.markAllNotificationsRead, { body: { upTo } });
}

export function markNotificationRead(id: number): Promise<Notification> {
  return call(Endpoints.markNotificationRead, { params: { id } });
}

/** One page of the notifications, newest first (for a device without a local store). */
export function fetchNotifications(cursor: string | undefined, signal?: AbortSignal) {
  return call(Endpoints.listNotifications, { query: { cursor } }, { signal });
}
