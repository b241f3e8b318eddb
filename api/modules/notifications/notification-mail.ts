import type { Knex } from 'knex';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { queueMail } from '../mail/queue-mail';
import { choicesFor } from './mail-prefs.repo';

/**
 * A notification's e-mail (issue 24 point 6): queued with the notification, in its transaction, for
 * recipients who want this kind at once and whose address is confirmed; sent after a short wait
 * (NOTIFICATION_MAIL_DELAY_SECONDS) and only if the notification is still unread then (the worker
 * checks: api/modules/mail/notification-mail-gate.ts). Digest kinds wait for digest.ts.
 */
let delayMs = 120_000;

/** Set once at start from NOTIFICATION_MAIL_DELAY_SECONDS (api/app.ts). */
export function setNotificationMailDelay(seconds: number): void {
  delayMs = seconds * 1000;
}

interface NewNotification {
  id: number;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
}

export async function queueNotificationMail(db: Knex, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  const userIds = [...new Set(notifications.map((n) => n.user_id))];
  const users = (await db('users')
    .whereIn('id', userIds)
    .whereNotNull('email_verified_at')
    .select('id', 'email', 'first_name')) as Array<{ id: number; email: string; first_name: string }>;
  if (users.length === 0) return;
  const byId = new Map(users.map((u) => [u.id, u]));
  const choices = new Map<NotificationKind, Map<number, string>>();
  for (const kind of new Set(notifications.map((n) => n.kind)))
    choices.set(kind, await choicesFor(db, [...byId.keys()], kind));
  const sendAfter = new Date(Date.now() + delayMs);
  for (const n of notifications) {
    const user = byId.get(n.user_id);
    if (!user || choices.get(n.kind)?.get(n.user_id) !== 'instant') continue;
    await queueMail(db, {
      to: user.email,
      kind: 'notification',
      userId: user.id,
      sendAfter,
      data: {
        notificationId: n.id,
        kind: n.kind,
        firstName: user.first_name,
        title: n.title,
        body: n.body,
        link: n.link,
      },
    });
  }
}
