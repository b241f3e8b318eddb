import type { Knex } from 'knex';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { queueNotificationMail } from './notification-mail';

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
