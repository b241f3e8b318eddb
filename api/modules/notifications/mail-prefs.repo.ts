import type { Knex } from 'knex';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notification-kinds';
import { NOTIFICATION_MAIL, type MailChoice } from '../../../contract/notification-mail';
import type { NotificationMailPrefs } from '../../../contract/notification-mail-prefs';

/**
 * Notification e-mail choices (migration 20261126033700): a row per kind the account changed; the
 * other kinds have their default (contract/notification-mail.ts).
 */

export function withDefaults(rows: Array<{ kind: string; choice: string }>): NotificationMailPrefs {
  const prefs = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, NOTIFICATION_MAIL[k].default]),
  ) as NotificationMailPrefs;
  for (const row of rows)
    if (Object.hasOwn(prefs, row.kind)) prefs[row.kind as NotificationKind] = row.choice as MailChoice;
  return prefs;
}

export async function prefsOf(db: Knex, userId: number): Promise<NotificationMailPrefs> {
  return withDefaults(
    await db('notification_mail_prefs').where({ user_id: userId }).select('kind', 'choice'),
  );
}

export async function setPrefs(
  db: Knex,
  userId: number,
  choices: Partial<Record<NotificationKind, MailChoice>>,
): Promise<void> {
  const rows = Object.entries(choices)
    .filter(([, choice]) => choice !== undefined)
    .map(([kind, choice]) => ({ user_id: userId, kind, choice, updated_at: db.fn.now() }));
  if (rows.length === 0) return;
  await db('notification_mail_prefs')
    .insert(rows)
    .onConflict(['user_id', 'kind'])
    .merge(['choice', 'updated_at']);
}

/** The choice of each of these accounts for one kind (the default for those that never chose). */
export async function choicesFor(
  db: Knex,
  userIds: number[],
  kind: NotificationKind,
): Promise<Map<number, MailChoice>> {
  const rows = (await db('notification_mail_prefs')
    .whereIn('user_id', userIds)
    .where({ kind })
    .select('user_id', 'choice')) as Array<{ user_id: number; choice: MailChoice }>;
  const choices = new Map(userIds.map((id) => [id, NOTIFICATION_MAIL[kind].default]));
  for (const row of rows) choices.set(row.user_id, row.choice);
  return choices;
}
