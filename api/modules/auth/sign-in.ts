import crypto from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { User } from '../../../contract/user';
import { queueMail } from '../mail/queue-mail';
import { deviceLabel } from './device';

/** A long-lived, signed cookie naming this browser, so a sign-in from another one can be told apart. */
export const DEVICE_COOKIE = 'atelier.did';
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * Starts a signed-in session for the user on this request: a fresh session id (one planted before
 * is worthless), with the device and address it came from for the profile's sessions list.
 */
export async function startSession(ctx: Context, user: User): Promise<void> {
  await ctx.session!.regenerate();
  ctx.session!.userId = user.id;
  ctx.session!.device = deviceLabel(ctx.get('user-agent'));
  ctx.session!.ip = ctx.ip;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const hashOf = (deviceId: string) => crypto.createHash('sha256').update(deviceId).digest('hex');

/** The device id this browser's signed cookie names, if it has one. */
function cookieDeviceId(ctx: Context): string | null {
  const known = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  return known && DEVICE_ID.test(known) ? known : null;
}

/** The hash of this browser's device id as known_devices keeps it, if it has one. */
export function deviceHash(ctx: Context): string | null {
  const id = cookieDeviceId(ctx);
  return id ? hashOf(id) : null;
}

/** This browser's device id: the signed cookie's, or a new one set now. */
function deviceId(ctx: Context): string {
  const known = cookieDeviceId(ctx);
  if (known) return known;
  const id = crypto.randomBytes(18).toString('base64url');
  ctx.cookies.set(DEVICE_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    overwrite: true,
  });
  return id;
}

/**
 * Remembers the browser the user signs in from (answers its hash in known_devices). The first time an account signs in from a browser
 * it has not used before (and it has used others), the owner gets a notice mail saying which
 * device and address, so a stranger's sign-in does not go unnoticed.
 */
export async function recognizeDevice(db: Knex, ctx: Context, user: User): Promise<string> {
  const hash = hashOf(deviceId(ctx));
  const known = (await db('known_devices').where({ user_id: user.id }).pluck('device_hash')) as string[];
  if (known.includes(hash)) return hash;
  await db('known_devices').insert({ user_id: user.id, device_hash: hash }).onConflict().ignore();
  if (known.length === 0) return hash;
  await queueMail(db, {
    to: user.email,
    kind: 'new_sign_in',
    data: {
      firstName: user.firstName,
      device: deviceLabel(ctx.get('user-agent')),
      ipAddress: ctx.ip,
      at: new Date().toUTCString(),
    },
    userId: user.id,
  });
  return hash;
}

/** Whether this browser has signed in to the account with this e-mail before (sets no cookie). */
export async function isKnownDevice(db: Knex, ctx: Context, email: string): Promise<boolean> {
  const id = cookieDeviceId(ctx);
  if (!id) return false;
  const row = await db('known_devices as d')
    .join('users as u', 'u.id', 'd.user_id')
    .whereRaw('lower(u.email) = ?', [email])
    .where('d.device_hash', hashOf(id))
    .first('d.user_id');
  return Boolean(row);
}
