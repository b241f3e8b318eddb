import { defineEndpoints } from '../endpoint';
import {
  NotificationMailPrefsInputSchema,
  NotificationMailPrefsSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from '../notification-mail-prefs';

/**
 * Which notifications also come by e-mail (issue 24 point 6): the caller's choices, and the
 * one-click unsubscribe of a mail's link and `List-Unsubscribe` header (RFC 8058), which needs no
 * sign-in: the token names the account and the kind, signed by the server.
 */
export const notificationMailEndpoints = defineEndpoints({
  getNotificationMailPrefs: {
    method: 'GET',
    path: '/api/notifications/mail-prefs',
    summary: 'Which notifications the caller also gets by e-mail, per kind (off, at once, daily digest)',
    tag: 'Notifications',
    auth: 'user',
    response: NotificationMailPrefsSchema,
    errors: [401],
  },
  updateNotificationMailPrefs: {
    method: 'PUT',
    path: '/api/notifications/mail-prefs',
    summary: 'Changes the e-mail choice of some notification kinds; answers every kind',
    tag: 'Notifications',
    auth: 'user',
    body: NotificationMailPrefsInputSchema,
    response: NotificationMailPrefsSchema,
    errors: [401],
  },
  unsubscribeNotificationMail: {
    method: 'POST',
    path: '/api/mail/unsubscribe',
    summary:
      'One-click unsubscribe (RFC 8058): turns off the e-mail of the kind the token names, without sign-in',
    tag: 'Notifications',
    beforeTwoFactor: true,
    ignoresBody: true,
    query: UnsubscribeQuerySchema,
    response: UnsubscribeResultSchema,
    errors: [410],
  },
});
