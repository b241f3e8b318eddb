import type { Context } from 'koa';
import type { Knex } from 'knex';
import { HttpError } from '../../errors';
import { inWords } from '../../lib/user-limits';
import { tooMany } from '../../middleware/rate-limit';
import { queueMail } from '../mail/queue-mail';
import { isKnownDevice } from './sign-in';

/** The window failed sign-ins of one account are counted in. */
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** The first wait past the allowance; each further failure doubles it, up to MAX_WAIT_MS. */
export const FIRST_WAIT_MS = 5_000;
export const MAX_WAIT_MS = 15 * 60 * 1000;

/** How long the next try waits after `over` failures beyond the allowance (1, 2, ...). */
export function waitAfter(over: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(over - 1, 20), MAX_WAIT_MS);
}

/**
 * Adds one failed try to the account's count (in `rate_limits`, shared by every instance) and
 * returns the count in the current window.
 */
async function countFailure(knex: Knex, key: string, now: number): Promise<number> {
  const result = await knex.raw(
    `INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN rate_limits.expire <= ? THEN 1 ELSE rate_limits.points + 1 END,
       expire = CASE WHEN rate_limits.expire <= ? THEN EXCLUDED.expire ELSE rate_limits.expire END
     RETURNING points`,
    [key, now + ACCOUNT_WINDOW_MS, now, now],
  );
  return Number((result.rows as Array<{ points: number }>)[0]!.points);
}

/**
 * Takes the account's one try per wait: true when no wait is running (a new wait of `waitMs`
 * starts); false while one runs. Atomic, so of simultaneous tries only one gets through.
 */
async function takeTurn(knex: Knex, key: string, now: number, waitMs: number): Promise<boolean> {
  const result = await knex.raw(
    `INSERT INTO rate_limits (key, points, expire) VALUES (?, 0, ?)
     ON CONFLICT (key) DO UPDATE SET expire = EXCLUDED.expire WHERE rate_limits.expire <= ?
     RETURNING expire`,
    [key, now + waitMs, now],
  );
  return (result.rows as unknown[]).length > 0;
}

async function waitLeft(knex: Knex, key: string, now: number): Promise<number> {
  const row = await knex('rate_limits')
    .where({ key })
    .first<{ expire: string | number } | undefined>('expire');
  return row ? Math.max(Number(row.expire) - now, 0) : 0;
}

function slowDown(ctx: Context, ms: number, what: string): HttpError {
  return tooMany(
    ctx,
    ms,
    `Too many wrong ${what} were tried for this account. To keep it safe, the next try is possible in ${inWords(ms)}.`,
  );
}

async function tellOwner(knex: Knex, email: string, failures: number): Promise<void> {
  const owner = await knex('users')
    .whereRaw('lower(email) = ?', [email])
    .first<{ id: number; email: string; first_name: string } | undefined>('id', 'email', 'first_name');
  if (!owner) return;
  await queueMail(knex, {
    to: owner.email,
    userId: owner.id,
    kind: 'sign_in_attempts',
    data: { firstName: owner.first_name, failures },
  });
}

/**
 * Sign-in guesses per account, from all addresses together (issue 23): `allowance` wrong passwords
 * an hour go as usual; past it each try waits longer than the last (5 s, 10 s, 20 s ... 15 min),
 * answered 429 with Retry-After and the wait in words. It is a slow-down, never a lock-out: once
 * the wait is over the owner's right password signs in (and clears the count), and a browser that
 * has signed in to the account before (its device cookie, known_devices) is not slowed down at all, so guessing
 * cannot keep the owner out of their own devices. The owner gets one notice by e-mail per window,
 * when the allowance is first passed.
 */
export function loginThrottle(knex: Knex, allowance: number) {
  return async function guard<T>(ctx: Context, email: string, check: () => Promise<T>): Promise<T> {
    const account = email.trim().toLowerCase().slice(0, 200);
    if (await isKnownDevice(knex, ctx, account)) return check();
    return throttled(
      knex,
      ctx,
      { allowance, prefix: 'login', id: account, what: 'passwords' },
      check,
      (err, failures) =>
        failures === allowance + 1 && err instanceof HttpError && err.status === 401
          ? tellOwner(knex, account, failures)
          : undefined,
    );
  };
}

/**
 * The second step of a sign-in (a code from the authenticator app or a backup code), limited like
 * the password: `allowance` wrong codes an hour per account, then the same growing waits. No
 * browser is spared here: one that knows the password but not the code is exactly who to slow.
 */
export function codeThrottle(knex: Knex, allowance: number) {
  return <T>(ctx: Context, userId: number, check: () => Promise<T>): Promise<T> =>
    throttled(knex, ctx, { allowance, prefix: 'second-step', id: String(userId), what: 'codes' }, check);
}

async function throttled<T>(
  knex: Knex,
  ctx: Context,
  { allowance, prefix, id, what }: { allowance: number; prefix: string; id: string; what: string },
  check: () => Promise<T>,
  onFailure?: (err: unknown, failures: number) => Promise<void> | undefined,
): Promise<T> {
  const failKey = `${prefix}:failures:${id}`;
  const waitKey = `${prefix}:wait:${id}`;
  const now = Date.now();
  const left = await waitLeft(knex, waitKey, now);
  if (left > 0) throw slowDown(ctx, left, what);
  const failures = await countFailure(knex, failKey, now);
  if (failures > allowance && !(await takeTurn(knex, waitKey, now, waitAfter(failures - allowance))))
    throw slowDown(ctx, await waitLeft(knex, waitKey, now), what);
  try {
    const result = await check();
    await knex('rate_limits').whereIn('key', [failKey, waitKey]).del();
    return result;
  } catch (err) {
    await onFailure?.(err, failures);
    throw err;
  }
}
