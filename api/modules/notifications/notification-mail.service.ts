import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notification-kinds';
import type {
  NotificationMailPrefs,
  NotificationMailPrefsInput,
  UnsubscribeResult,
} from '../../../contract/notification-mail-prefs';
import { ErrorCodes } from '../../../contract/errors';
import { NOTIFICATION_MAIL } from '../../../contract/notification-mail';
import { requireUser, type Actor } from '../../auth/permissions';
import type { ServiceDeps } from '../../deps';
import { GoneError, ValidationError } from '../../errors';
import { prefsOf, setPrefs } from './mail-prefs.repo';
import { readUnsubscribeToken } from './unsubscribe-token';

/** The caller's notification e-mail choices, and the one-click unsubscribe of a mail's link. */

export function getMailPrefs(deps: ServiceDeps, actor: Actor | null): Promise<NotificationMailPrefs> {
  return prefsOf(deps.db, requireUser(actor).id);
}

export async function updateMailPrefs(
  deps: ServiceDeps,
  actor: Actor | null,
  input: NotificationMailPrefsInput,
): Promise<NotificationMailPrefs> {
  const user = requireUser(actor);
  const refused = Object.entries(input).filter(
    ([kind, choice]) => choice && !NOTIFICATION_MAIL[kind as NotificationKind].choices.includes(choice),
  );
  if (refused.length)
    throw new ValidationError(
      Object.fromEntries(refused.map(([kind]) => [kind, 'This kind of e-mail has no daily digest'])),
    );
  await setPrefs(deps.db, user.id, input);
  return prefsOf(deps.db, user.id);
}

const LINK_GONE =
  'This unsubscribe link is not valid any more. Sign in and choose which e-mails you get on your profile.';

/**
 * Turns off the kind the token names (a digest's token: every kind the account gets as a digest),
 * whoever sends it: the token is the proof. Doing it twice changes nothing more.
 */
export async function unsubscribe(
  deps: ServiceDeps,
  keys: readonly string[],
  token: string,
): Promise<UnsubscribeResult> {
  const read = readUnsubscribeToken(keys, token);
  if (!read) throw new GoneError(LINK_GONE, ErrorCodes.LINK_EXPIRED);
  const exists = await deps.db('users').where({ id: read.userId }).first('id');
  if (!exists) throw new GoneError(LINK_GONE, ErrorCodes.LINK_EXPIRED);
  let kinds: NotificationKind[];
  if (read.target === 'digest') {
    const prefs = await prefsOf(deps.db, read.userId);
    kinds = NOTIFICATION_KINDS.filter((k) => prefs[k] === 'digest');
  } else {
    kinds = [read.target];
  }
  await setPrefs(deps.db, read.userId, Object.fromEntries(kinds.map((k) => [k, 'off'])));
  return { kinds };
}
