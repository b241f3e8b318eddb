import { useQueryClient } from '@tanstack/react-query';
import type {
  NotificationMailPrefs,
  NotificationMailPrefsInput,
  UnsubscribeQuery,
} from '@contract/notification-mail-prefs';
import { notificationMailKeys } from '@/api/notification-mail';
import { useWrite } from '@/lib/write';

/** `PUT /api/notifications/mail-prefs`: changes some kinds; the answer (every kind) is the new state. */
export function useUpdateNotificationMailPrefs() {
  const queryClient = useQueryClient();
  return useWrite('updateNotificationMailPrefs', {
    input: (input: NotificationMailPrefsInput) => ({ body: input }),
    onSuccess: (prefs: NotificationMailPrefs) => queryClient.setQueryData(notificationMailKeys.prefs, prefs),
  });
}

/** `POST /api/mail/unsubscribe?token=`: the mail's one-click link; a forged or stale token is 410. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useWrite('unsubscribeNotificationMail', {
    input: (query: UnsubscribeQuery) => ({ query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationMailKeys.prefs }),
  });
}
