import type { DbDeps } from '../../deps';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { prefsOf } from './mail-prefs.repo';
import { readStateOf } from './notifications.repo';

/**
 * Why a notification's mail should not leave now, or null when it should: the notification was
 * deleted or read in the app meanwhile, or its kind is no longer wanted at once (the mail worker
 * asks when the mail's turn comes: api/modules/mail/notification-mail-gate.ts).
 */
export async function notificationMailSkip(
  { db }: DbDeps,
  userId: number,
  notificationId: number,
  kind: NotificationKind,
): Promise<string | null> {
  const state = await readStateOf(db, userId, notificationId);
  if (!state) return 'The notification no longer exists';
  if (state.read) return 'Read in the app before the mail went out';
  if ((await prefsOf(db, userId))[kind] !== 'instant') return 'This kind of e-mail was turned off';
  return null;
}
