import type { Knex } from 'knex';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { queueNotificationMail } from './notification-mail';
import { adminUserIds } from './notifications.repo';

export interface NotifyInput {
  /** The recipient (a users.id). */
  userId: number;
  kind: NotificationKind;
  /** One line in the product's words, for example 'New commission request: Harbour at dusk'. */
  title: string;
  body?: string | null;
  /** An app path, for example '/commission-requests?tab=received'. */
  link?: string | null;
}

/**
 * Records notifications in the caller's transaction, so they exist exactly when the change they
 * announce commits, and queues the e-mail of those whose recipient wants it at once (in the same
 * transaction; notification-mail.ts). Call it from a service with the same `db` the change was
 * written with.
 */
export async function notify(db: Knex, input: NotifyInput | NotifyInput[]): Promise<void> {
  const rows = (Array.isArray(input) ? input : [input]).map((n) => ({
    user_id: n.userId,
    kind: n.kind,
    title: n.title.slice(0, 300),
    body: n.body ? n.body.slice(0, 1000) : null,
    link: n.link ?? null,
  }));
  if (rows.length === 0) return;
  const inserted = (await db('notifications').insert(rows).returning(['id', 'user_id', 'kind'])) as Array<{
    id: string | number;
    user_id: number;
    kind: NotificationKind;
  }>;
  await queueNotificationMail(
    db,
    inserted.map((row, i) => ({ ...rows[i]!, id: Number(row.id) })),
  );
}

/** Tells every admin (kind 'review_requested'): something waits in their queue. */
export async function notifyAdmins(db: Knex, note: Omit<NotifyInput, 'userId' | 'kind'>): Promise<void> {
  const admins = await adminUserIds(db);
  await notify(
    db,
    admins.map((userId) => ({ ...note, userId, kind: 'review_requested' as const })),
  );
}

/**
 * Records one notification of `kind` with `link` for each row `recipients` yields (its columns:
 * `user_id` and `title`), in one statement whatever their number (a popular artist's followers),
 * and queues the mail as notify() does. A recipient told of this kind and link before is not told
 * again (an artwork approved, revoked and approved again). Answers how many were told.
 */
export async function notifyOnceEach(
  db: Knex,
  kind: NotificationKind,
  link: string,
  recipients: Knex.QueryBuilder,
): Promise<number> {
  const result = (await db.raw(
    `INSERT INTO notifications (user_id, kind, title, body, link)
     SELECT r.user_id, ?, left(r.title, 300), NULL, ?
     FROM (?) r
     WHERE NOT EXISTS (SELECT 1 FROM notifications n
       WHERE n.user_id = r.user_id AND n.kind = ? AND n.link = ?)
     RETURNING id, user_id, kind, title, body, link`,
    [kind, link, recipients, kind, link],
  )) as { rows: Array<Parameters<typeof queueNotificationMail>[1][number] & { id: string | number }> };
  // Recipients who chose this kind 'at once' get its e-mail (the digest takes the others).
  await queueNotificationMail(
    db,
    result.rows.map((row) => ({ ...row, id: Number(row.id) })),
  );
  return result.rows.length;
}
