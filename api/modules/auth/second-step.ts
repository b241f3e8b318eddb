import type { Context } from 'koa';
import type { Knex } from 'knex';
import { deviceHash } from './sign-in';

/**
 * The state between a right password and the second step of a sign-in (issue 24 point 4): no
 * session yet, only a signed cookie naming the account, good for 5 minutes.
 */
const PENDING_COOKIE = 'atelier.2fa';
export const PENDING_MS = 5 * 60 * 1000;
/** 'Trust this device for 30 days'. */
export const TRUST_MS = 30 * 24 * 60 * 60 * 1000;

export function setPendingLogin(ctx: Context, userId: number): void {
  ctx.cookies.set(PENDING_COOKIE, `${userId}.${Date.now() + PENDING_MS}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: PENDING_MS,
    overwrite: true,
  });
}

/** The account whose sign-in waits for its second step on this browser, if one does. */
export function pendingLogin(ctx: Context): number | null {
  const value = ctx.cookies.get(PENDING_COOKIE, { signed: true });
  const match = value ? /^(\d+)\.(\d+)$/.exec(value) : null;
  if (!match || Number(match[2]) < Date.now()) return null;
  return Number(match[1]);
}

export function clearPendingLogin(ctx: Context): void {
  ctx.cookies.set(PENDING_COOKIE, null, { signed: true, overwrite: true });
}

/** Whether this browser is trusted to skip the account's second step (and still is). */
export async function isTrustedDevice(db: Knex, ctx: Context, userId: number): Promise<boolean> {
  const hash = deviceHash(ctx);
  if (!hash) return false;
  const row = await db('known_devices')
    .where({ user_id: userId, device_hash: hash })
    .where('trusted_until', '>', new Date())
    .first('user_id');
  return Boolean(row);
}

/** Trusts this browser (`hash` as recognizeDevice answers it) for 30 days. */
export async function trustDevice(db: Knex, userId: number, hash: string): Promise<void> {
  await db('known_devices')
    .where({ user_id: userId, device_hash: hash })
    .update({ trusted_until: new Date(Date.now() + TRUST_MS) });
}
