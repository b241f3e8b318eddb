import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { Role } from '../../contract/enums';
import type { Actor } from '../auth/permissions';
import { touchSession } from '../modules/auth/sessions.repo';

/**
 * Loads the signed-in actor (user id, role, own artist profile) from the session once per request.
 * A session pointing at a deleted user counts as signed out.
 */
export function actorMiddleware(knex: Knex): Middleware {
  return async (ctx, next) => {
    ctx.state.actor = null;
    const userId = ctx.session?.userId;
    if (typeof userId === 'number') {
      const row = await knex('users as u')
        .leftJoin('artists as a', function joinLiveArtist() {
          this.on('a.user_id', '=', 'u.id').andOnNull('a.deleted_at');
        })
        .where('u.id', userId)
        .first<{ id: number; role: Role; artist_id: number | null } | undefined>(
          'u.id',
          'u.role',
          'a.id as artist_id',
        );
      if (row) ctx.state.actor = { id: row.id, role: row.role, artistId: row.artist_id } satisfies Actor;
      // 'Last seen' of the profile's sessions list (one write a minute at most).
      const key = ctx.session?.externalKey;
      if (row && key) await touchSession(knex, key);
    }
    await next();
  };
}
