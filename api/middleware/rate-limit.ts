import type { Context, Middleware } from 'koa';
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

/** How many more attempts one address may make than one (email, address) pair: a shared address
 * (an office, a mobile carrier) holds several people. */
export const ADDRESS_FACTOR = 5;

/** 429 with `Retry-After` (whole seconds, at least 1) and the message in words. */
export function tooMany(ctx: Context, retryAfterMs: number, message: string): HttpError {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, message, ErrorCodes.RATE_LIMITED);
}

/** Where passwords are tried: sign-in, sign-up, and a password or e-mail change (which check the current one). */
const PASSWORD_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/password',
  '/api/auth/email',
]);
/** Paths whose password is the signed-in user's, counted per (account, address). */
const SIGNED_IN_PASSWORD_PATHS = new Set(['/api/auth/password', '/api/auth/email']);

/**
 * Limits password attempts per client address and per (account, address) pair, the account being
 * the email typed (sign-in, sign-up) or the signed-in user (password change). Nothing counts per
 * account alone: a wrong-password storm against someone's email from one address slows that
 * address down and never locks the owner out when they sign in from another.
 */
export function authRateLimit(knex: Knex, limit: RateLimit): Middleware {
  const perAddress = { ...limit, points: limit.points * ADDRESS_FACTOR };
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !PASSWORD_PATHS.has(ctx.path)) return next();
    const body = (ctx.request.body ?? {}) as { email?: unknown };
    const actor = ctx.state.actor as { id: number } | null;
    const checks: Array<[string, RateLimit]> = [[`auth:ip:${ctx.ip}`, perAddress]];
    if (SIGNED_IN_PASSWORD_PATHS.has(ctx.path)) {
      if (actor) checks.push([`auth:user-ip:${actor.id}:${ctx.ip}`, limit]);
    } else if (typeof body.email === 'string') {
      const email = body.email.trim().toLowerCase().slice(0, 200);
      checks.push([`auth:email-ip:${email}:${ctx.ip}`, limit]);
    }
    for (const [key, rule] of checks) {
      const { allowed, retryAfterMs } = await consume(knex, key, rule);
      if (!allowed)
        throw tooMany(ctx, retryAfterMs, 'Too many attempts. Please wait a few minutes and try again.');
    }
    await next();
  };
}

/** Mail about an account (reset links, confirmation links) per e-mail or account in 30 minutes. */
export const ACCOUNT_MAIL_LIMIT: RateLimit = { points: 5, windowMs: 30 * 60 * 1000 };
const MAIL_PATHS = new Set(['/api/auth/password-reset', '/api/auth/verify-email/resend', '/api/auth/email']);

/**
 * Limits what sends mail about an account, so nobody fills an inbox with links: a reset per e-mail
 * typed (whoever asks) and per client address; a confirmation link or a change of address per
 * signed-in account.
 */
export function accountMailRateLimit(knex: Knex, limit: RateLimit = ACCOUNT_MAIL_LIMIT): Middleware {
  const perAddress = { ...limit, points: limit.points * ADDRESS_FACTOR };
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !MAIL_PATHS.has(ctx.path)) return next();
    const checks: Array<[string, RateLimit]> = [];
    if (ctx.path === '/api/auth/password-reset') {
      const body = (ctx.request.body ?? {}) as { email?: unknown };
      checks.push([`reset:ip:${ctx.ip}`, perAddress]);
      if (typeof body.email === 'string')
        checks.push([`reset:email:${body.email.trim().toLowerCase().slice(0, 254)}`, limit]);
    } else {
      const actor = ctx.state.actor as { id: number } | null;
      if (actor) checks.push([`account-mail:user:${actor.id}`, limit]);
    }
    for (const [key, rule] of checks) {
      const { allowed, retryAfterMs } = await consume(knex, key, rule);
      if (!allowed)
        throw tooMany(
          ctx,
          retryAfterMs,
          `Too many e-mails asked for in a short time. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minutes and try again.`,
        );
    }
    await next();
  };
}

/** Uploads a signed-in user may send per hour (each request may carry several files). */
export const UPLOADS_PER_HOUR = 120;

/** Limits multipart uploads per signed-in user, whatever address they come from. */
export function uploadRateLimit(
  knex: Knex,
  limit: RateLimit = { points: UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000 },
): Middleware {
  return async (ctx, next) => {
    const actor = ctx.state.actor as { id: number } | null;
    if (!actor || ctx.method === 'GET' || ctx.is('multipart') !== 'multipart') return next();
    const { allowed, retryAfterMs } = await consume(knex, `uploads:user:${actor.id}`, limit);
    if (!allowed)
      throw tooMany(ctx, retryAfterMs, 'Too many uploads in a short time. Please try again later.');
    await next();
  };
}

/** Removes expired counters. */
export async function pruneRateLimits(knex: Knex): Promise<number> {
  return knex('rate_limits').where('expire', '<=', Date.now()).del();
}
