import type { Knex } from 'knex';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { notificationMailSkip } from '../notifications/mail-wanted';
import { findAccount } from '../users/accounts.service';
import { unsubscribeToken, type UnsubscribeTarget } from '../notifications/unsubscribe-token';
import { appUrl } from './mail-templates';

/**
 * What the worker checks, when its turn comes, before a notification mail or a digest leaves: the
 * account still has this address and it is confirmed, the notification is still unread and its kind
 * still wanted at once. Then the mail gets its one-click unsubscribe link and headers (RFC 8058).
 */
export type Gate =
  { skip: string } | { unsubscribeUrl: string; settingsUrl: string; headers: Record<string, string> };

export const NOTIFICATION_MAIL_KINDS = new Set(['notification', 'notification_digest']);

export async function notificationMailGate(
  deps: { knex: Knex; origin: string; signingKeys?: readonly string[] },
  mail: { kind: string; to: string; userId: number | null; data: Record<string, unknown> },
): Promise<Gate> {
  const { knex } = deps;
  if (mail.userId === null) return { skip: 'The account no longer exists' };
  const user = await findAccount({ db: knex }, mail.userId);
  if (!user) return { skip: 'The account no longer exists' };
  if (!user.emailVerified) return { skip: 'The address is not confirmed' };
  if (user.email.toLowerCase() !== mail.to.toLowerCase()) return { skip: 'The account changed its address' };

  let target: UnsubscribeTarget = 'digest';
  if (mail.kind === 'notification') {
    const kind = mail.data.kind as NotificationKind;
    target = kind;
    const skip = await notificationMailSkip(
      { db: knex },
      mail.userId,
      Number(mail.data.notificationId),
      kind,
    );
    if (skip) return { skip };
  }
  if (!deps.signingKeys?.length) return { skip: 'No key to sign the unsubscribe link' };
  const token = unsubscribeToken(deps.signingKeys, mail.userId, target);
  const unsubscribeUrl = appUrl(deps.origin, '/unsubscribe', { token });
  return {
    unsubscribeUrl,
    settingsUrl: `${appUrl(deps.origin, '/profile')}#notification-mail`,
    headers: {
      'List-Unsubscribe': `<${appUrl(deps.origin, '/api/mail/unsubscribe', { token })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
