import crypto from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notification-kinds';

/**
 * The token of a notification mail's one-click unsubscribe link: `<user id>.<kind>.<signature>`,
 * where the kind is a notification kind or `digest` (every kind the account gets as a digest) and
 * the signature an HMAC-SHA256 of both under the app's first SESSION_KEYS key. Nothing is stored:
 * a link works as long as its key is among SESSION_KEYS, and nobody can make one for another
 * account or another kind.
 */
export type UnsubscribeTarget = NotificationKind | 'digest';

function signature(key: string, userId: number, target: UnsubscribeTarget): string {
  return crypto.createHmac('sha256', key).update(`unsubscribe:${userId}:${target}`).digest('base64url');
}

export function unsubscribeToken(keys: readonly string[], userId: number, target: UnsubscribeTarget): string {
  const key = keys[0];
  if (!key) throw new Error('No signing key for unsubscribe links');
  return `${userId}.${target}.${signature(key, userId, target)}`;
}

function isTarget(value: string): value is UnsubscribeTarget {
  return value === 'digest' || (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The account and kind a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(
  keys: readonly string[],
  token: string,
): { userId: number; target: UnsubscribeTarget } | null {
  const [id, target, sig, ...rest] = token.split('.');
  if (rest.length || !id || !target || !sig || !/^\d{1,10}$/.test(id) || !isTarget(target)) return null;
  const userId = Number(id);
  const given = Buffer.from(sig);
  for (const key of keys) {
    const expected = Buffer.from(signature(key, userId, target));
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given))
      return { userId, target };
  }
  return null;
}
