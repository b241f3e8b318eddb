import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** The account's notification e-mail choices (issue 24 point 6). */
export const notificationMailKeys = { prefs: ['notification-mail-prefs'] as const };

/** `GET /api/notifications/mail-prefs`: every kind with its choice (its default until changed). */
export function useNotificationMailPrefs() {
  return useQuery(
    queryOptions({
      queryKey: notificationMailKeys.prefs,
      queryFn: ({ signal }) => read(Endpoints.getNotificationMailPrefs, {}, { signal }),
    }),
  );
}
