import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { SessionInfo } from '../../../contract/session';
import { iso } from '../../lib/dates';

/**
 * Ends a user's sessions (rows of the `sessions` table that koa-session's store reads), except
 * `keepId` when given: a cookie naming a deleted session is signed out on its next request.
 */
export async function deleteSessionsOfUser(db: Knex, userId: number, keepId?: string): Promise<number> {
  const query = db('sessions').where({ user_id: userId });
  if (keepId) query.whereNot({ id: keepId });
  return query.del();
}

/** The name a session is shown and ended by: a digest of its id, which is the cookie's secret. */
export function publicSessionId(id: string): string {
  return crypto.createHash('sha256').update(id).digest('base64url').slice(0, 32);
}

type SessionRow = { id: string; data: Record<string, unknown>; created_at: Date; last_seen_at: Date | null };

/** The user's live sessions, most recently used first; `currentId` is this request's. */
export async function listSessionsOfUser(
  db: Knex,
  userId: number,
  currentId: string | undefined,
): Promise<SessionInfo[]> {
  const rows = (await db('sessions')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', db.fn.now())
    .orderByRaw('coalesce(last_seen_at, created_at) DESC, created_at DESC')
    .select('id', 'data', 'created_at', 'last_seen_at')) as SessionRow[];
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    device: typeof row.data.device === 'string' ? row.data.device : 'Unknown device',
    ipAddress: typeof row.data.ip === 'string' ? row.data.ip : null,
    signedInAt: iso(row.created_at)!,
    lastSeenAt: iso(row.last_seen_at ?? row.created_at)!,
    current: row.id === currentId,
  }));
}

/** Ends the user's session shown as `publicId`; false when they have none by that name. */
export async function deleteSessionOfUser(db: Knex, userId: number, publicId: string): Promise<boolean> {
  const ids = (await db('sessions').where({ user_id: userId }).pluck('id')) as string[];
  const id = ids.find((candidate) => publicSessionId(candidate) === publicId);
  if (!id) return false;
  await db('sessions').where({ id }).del();
  return true;
}

/** Sessions past their expiry are deleted; answers how many. */
export function deleteExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<', db.fn.now()).del();
}

/** Notes that a session was used: at most one write a minute per session. */
export async function touchSession(knex: Knex, id: string): Promise<void> {
  await knex('sessions')
    .where({ id })
    .andWhere((q) => q.whereNull('last_seen_at').orWhereRaw("last_seen_at < now() - interval '1 minute'"))
    .update({ last_seen_at: knex.fn.now() });
}
