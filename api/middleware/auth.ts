import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { Role } from '../../contract/enums';
import { isAdmin, type Actor } from '../auth/permissions';
import { noteSessionSeen } from '../modules/auth/sessions.service';

interface Row {
  id: number;
  role: Role;
  artist_id: number | null;
  two_factor_exempt: boolean;
  enabled_at: Date | null;
}

function actorOfRow(row: Row): Actor {
  const actor: Actor = { id: row.id, role: row.role, artistId: row.artist_id };
  // Admins must sign in with a second step (issue 24 point 4); see api/lib/route.ts.
  if (isAdmin(actor) && !row.two_factor_exempt && !row.enabled_at) actor.mustSetUpTwoFactor = true;
  return actor;
}

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
        .leftJoin('two_factor as tf', 'tf.user_id', 'u.id')
        .where('u.id', userId)
        .first<Row | undefined>(
          'u.id',
          'u.role',
          'a.id as artist_id',
          'u.two_factor_exempt',
          'tf.enabled_at',
        );
      if (row) ctx.state.actor = actorOfRow(row);
      // 'Last seen' of the profile's sessions list (one write a minute at most): not even tried
      // when the session, as it was read, was seen within the minute (api/middleware/session.ts).
      const key = ctx.session?.externalKey;
      if (row && key && ctx.state.sessionSeenRecently !== true) await noteSessionSeen({ db: knex }, key);
    }
    await next();
  };
}
