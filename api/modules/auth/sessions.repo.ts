import type { Knex } from 'knex';

/**
 * Ends a user's sessions (rows of the `sessions` table that koa-session's store reads), except
 * `keepId` when given: a cookie naming a deleted session is signed out on its next request.
 */
export async function deleteSessionsOfUser(db: Knex, userId: number, keepId?: string): Promise<number> {
  const query = db('sessions').where({ user_id: userId });
  if (keepId) query.whereNot({ id: keepId });
  return query.del();
}
