import type { QueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@contract/notification';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import type { QueuedWrite } from '@/lib/write';

/**
 * The signed-in user's notifications (issue 13, point 6). They arrive with the delta pull into the
 * local store (web/offline/sync.ts); the bell reads them there and marks them read here, through the
 * write path (loaded with the first mark): sent at once online, kept in the outbox offline.
 */

const writes = () => import('@/lib/offline-write');

/** Marks read every notification up to `upTo` (the newest one the user saw). */
export async function markNotificationsRead(
  queryClient: QueryClient,
  upTo: number,
): Promise<UnreadCount | QueuedWrite> {
  const { writeOrQueue } = await writes();
  return writeOrQueue(
    'markAllNotificationsRead',
    { body: { upTo } },
    { queryClient, label: 'Notifications read' },
  );
}

export async function markNotificationRead(
  queryClient: QueryClient,
  id: number,
): Promise<Notification | QueuedWrite> {
  const { writeOrQueue } = await writes();
  return writeOrQueue(
    'markNotificationRead',
    { params: { id } },
    { queryClient, label: 'A notification read' },
  );
}

/** One page of the notifications, newest first (for a device without a local store). */
export function fetchNotifications(cursor: string | undefined, signal?: AbortSignal) {
  return read(Endpoints.listNotifications, { query: { cursor } }, { signal });
}
