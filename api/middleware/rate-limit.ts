import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  points: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the `rate_limits` table (the layout rate-limiter-flexible uses), so every
 * instance shares them. Written here rather than with rate-limiter-flexible's Postgres store because
 * that store grabs a raw pool connection, which PGlite's single connection cannot spare.
 */
export async function consume(
  knex: Knex,
  key: string,
  limit: RateLimit,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const now = Date.now();
  const result = await knex.raw(
    `INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN rate_limits.expire <= ? THEN 1 ELSE rate_limits.points + 1 END,
       expire = CASE WHEN rate_limits.expire <= ? THEN EXCLUDED.expire ELSE rate_limits.expire END
     RETURNING points, expire`,
    [key, now + limit.windowMs, now, now],
  );
  const row = (result.rows as { points: number; expire: number | string }[])[0]!;
  return { allowed: row.points <= limit.points, retryAfterMs: Math.max(Number(row.expire) - now, 0) };
}

/** Limits sign-in and sign-up attempts per client address and per email (credential stuffing). */
export function authRateLimit(knex: Knex, limit: RateLimit): Middleware {
  return async (ctx, next) => {
    const guarded =
      ctx.method === 'POST' && (ctx.path === '/api/auth/login' || ctx.path === '/api/auth/register');
    if (!guarded) return next();
    const body = (ctx.request.body ?? {}) as { email?: unknown };
    const keys = [`auth:ip:${ctx.ip}`];
    if (typeof body.email === 'string')
      keys.push(`auth:email:${body.email.trim().toLowerCase().slice(0, 200)}`);
    for (const key of keys) {
      const { allowed, retryAfterMs } = await consume(knex, key, limit);
      if (!allowed) {
        ctx.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
        throw new HttpError(
          429,
          'Too many attempts. Please wait a few minutes and try again.',
          ErrorCodes.RATE_LIMITED,
        );
      }
    }
    await next();
  };
}

/** Removes expired counters. */
export async function pruneRateLimits(knex: Knex): Promise<number> {
  return knex('rate_limits').where('expire', '<=', Date.now()).del();
}
