import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { MarkAllReadSchema, NotificationSchema, UnreadCountSchema } from '../notification';
import { PagingQuerySchema } from '../paging';
import { IdParams } from './params';

/** The caller's in-app notifications (issue 13, point 6). Another user's notification is a 404. */
export const notificationEndpoints = defineEndpoints({
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first",
    tag: 'Notifications',
    auth: 'user',
    query: PagingQuerySchema,
    response: z.array(NotificationSchema),
    list: true,
    errors: [401],
  },
  unreadNotificationCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: "How many of the caller's notifications are unread",
    tag: 'Notifications',
    auth: 'user',
    response: UnreadCountSchema,
    errors: [401],
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: "Marks the caller's notifications read (those up to `upTo` when given)",
    tag: 'Notifications',
    auth: 'user',
    body: MarkAllReadSchema,
    response: UnreadCountSchema,
    errors: [401],
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: "Marks one of the caller's notifications read",
    tag: 'Notifications',
    auth: 'user',
    params: IdParams,
    notFound: 'Notification',
    response: NotificationSchema,
    errors: [401, 404],
  },
});
