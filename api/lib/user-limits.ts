import type { Context } from 'koa';
import { consume, tooMany, type RateLimit } from '../middleware/rate-limit';
import { dbOf } from './http';

interface UserLimit extends RateLimit {
  /** What is limited, in the product's words: "You have sent many messages ...". */
  doing: string;
}

/**
 * What one signed-in user may do in a window, whatever address they come from (issue 23): enough
 * for anyone using Atelier by hand, too little for a script flooding inboxes and notifications.
 */
export const USER_LIMITS = {
  /** New conversations and messages together. */
  messages: { points: 60, windowMs: 10 * 60_000, doing: 'sent many messages' },
  /** Follows and unfollows together (each follow notifies the artist). */
  follows: { points: 50, windowMs: 60 * 60_000, doing: 'followed and unfollowed many artists' },
  /** Favourites and their removal together. */
  favourites: { points: 100, windowMs: 60 * 60_000, doing: 'saved and removed many favourites' },
} satisfies Record<string, UserLimit>;

/** "45 seconds", "1 minute", "15 minutes". */
export function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one action of the signed-in user against its limit, in the request's transaction (PGlite
 * has one connection: the pool cannot be used beside it), so an action that fails is not counted;
 * past the limit, 429 with Retry-After and words.
 */
export async function limitPerUser(ctx: Context, kind: keyof typeof USER_LIMITS): Promise<void> {
  const actor = ctx.state.actor as { id: number } | null;
  if (!actor) return;
  const limit = USER_LIMITS[kind];
  const { allowed, retryAfterMs } = await consume(dbOf(ctx), `user:${kind}:${actor.id}`, limit);
  if (allowed) return;
  throw tooMany(
    ctx,
    retryAfterMs,
    `You have ${limit.doing} in a short time. Please wait ${inWords(retryAfterMs)} and try again.`,
  );
}
