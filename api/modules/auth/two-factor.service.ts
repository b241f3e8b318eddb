import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import { isAdmin } from '../../auth/permissions';
import type { Role } from '../../../contract/enums';
import { ErrorCodes } from '../../../contract/errors';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/two-factor';
import { ConflictError, HttpError } from '../../errors';
import type { DbDeps } from '../../deps';

const ISSUER = 'Atelier';
const PERIOD = 30;
const BACKUP_CODES = 10;

export const WRONG_CODE =
  'That code is not right. Enter the current code from your authenticator app or an unused backup code.';
const wrongCode = () => new HttpError(401, WRONG_CODE, ErrorCodes.TWO_FACTOR_CODE_WRONG);

const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex');
const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD });

interface Row {
  secret: string;
  enabled_at: Date | null;
  last_step: string | number | null;
}

const rowOf = (db: Knex, userId: number) =>
  db('two_factor').where({ user_id: userId }).first<Row | undefined>('secret', 'enabled_at', 'last_step');

/** Whether the account signs in with a second step. */
export async function hasTwoFactor({ db }: DbDeps, userId: number): Promise<boolean> {
  return Boolean((await rowOf(db, userId))?.enabled_at);
}

export async function twoFactorStatus(
  { db }: DbDeps,
  user: { id: number; role: Role },
  exempt: boolean,
): Promise<TwoFactorStatus> {
  const enabled = await hasTwoFactor({ db }, user.id);
  const left = await db('two_factor_backup_codes')
    .where({ user_id: user.id })
    .whereNull('used_at')
    .count<{ count: string }[]>('* as count');
  return {
    enabled,
    required: isAdmin({ id: user.id, role: user.role, artistId: null }) && !exempt,
    backupCodesLeft: enabled ? Number(left[0]!.count) : 0,
  };
}

/** A new secret for the account (replacing a setup not confirmed yet), with its URI and QR code. */
export async function startSetup(
  { db }: DbDeps,
  user: { id: number; email: string },
): Promise<TwoFactorSetup> {
  if (await hasTwoFactor({ db }, user.id)) throw new ConflictError('Two-factor sign-in is on already');
  const secret = new Secret({ size: 20 }).base32;
  await db('two_factor')
    .insert({ user_id: user.id, secret, enabled_at: null, last_step: null })
    .onConflict('user_id')
    .merge();
  const uri = totpOf(secret, user.email).toString();
  const { default: QRCode } = await import('qrcode');
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * Checks an authenticator code against the account's secret: right within one step either way,
 * and only once (a code of a step already used is refused, so an overheard code is worthless).
 */
async function takeTotp(db: Knex, userId: number, row: Row, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpOf(row.secret, '').validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  const taken = await db('two_factor')
    .where({ user_id: userId })
    .where((q) => q.whereNull('last_step').orWhere('last_step', '<', step))
    .update({ last_step: step });
  return taken > 0;
}

/** Uses up one of the account's backup codes; false when it is not one or was used. */
async function takeBackupCode(db: Knex, userId: number, code: string): Promise<boolean> {
  const used = await db('two_factor_backup_codes')
    .where({ user_id: userId, code_hash: hashOf(code) })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
  return used > 0;
}

/** Turns two-factor sign-in on with a first code; answers the backup codes (only their hashes kept). */
export async function confirmSetup({ db }: DbDeps, userId: number, code: string): Promise<string[]> {
  const row = await rowOf(db, userId);
  if (!row) throw new ConflictError('Start setting up two-factor sign-in first');
  if (row.enabled_at) throw new ConflictError('Two-factor sign-in is on already');
  if (!(await takeTotp(db, userId, row, code))) throw wrongCode();
  const codes = Array.from({ length: BACKUP_CODES }, () => {
    const raw = crypto.randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db('two_factor').where({ user_id: userId }).update({ enabled_at: db.fn.now() });
  await db('two_factor_backup_codes').where({ user_id: userId }).del();
  await db('two_factor_backup_codes').insert(
    codes.map((c) => ({ user_id: userId, code_hash: hashOf(c.replace('-', '')) })),
  );
  return codes;
}

/** Checks the second step of a sign-in (or of turning it off): an authenticator or a backup code. */
export async function checkCode({ db }: DbDeps, userId: number, code: string): Promise<void> {
  const row = await rowOf(db, userId);
  if (!row?.enabled_at) throw wrongCode();
  if (await takeTotp(db, userId, row, code)) return;
  if (await takeBackupCode(db, userId, code)) return;
  throw wrongCode();
}

/** Turns two-factor sign-in off: its secret, backup codes and trusted browsers go. */
export async function disable({ db }: DbDeps, userId: number): Promise<void> {
  await db('two_factor').where({ user_id: userId }).del();
  await db('two_factor_backup_codes').where({ user_id: userId }).del();
  await db('known_devices').where({ user_id: userId }).update({ trusted_until: null });
}
