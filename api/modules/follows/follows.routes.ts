import Router from '@koa/router';
import type { Context } from 'koa';
import { followEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { limitPerUser } from '../../lib/user-limits';
import * as follows from './follows.service';

/** Following artists and favourite artworks (follows.service.ts). Per-user answers: never cached. */
export function followRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  route(router, E.getFollowState, ({ ctx, params }) => {
    noStore(ctx);
    return follows.getFollowState(svc(ctx), actorOf(ctx), params.id);
  });
  route(router, E.followArtist, async ({ ctx, params }) => {
    await limitPerUser(ctx, 'follows');
    return follows.followArtist(svc(ctx), actorOf(ctx), params.id);
  });
  route(router, E.unfollowArtist, async ({ ctx, params }) => {
    await limitPerUser(ctx, 'follows');
    return follows.unfollowArtist(svc(ctx), actorOf(ctx), params.id);
  });
  route(router, E.listFollowing, ({ ctx, query }) => {
    noStore(ctx);
    return follows.listFollowing(svc(ctx), actorOf(ctx), query);
  });
  route(router, E.favouriteArtwork, async ({ ctx, params }) => {
    await limitPerUser(ctx, 'favourites');
    return follows.favouriteArtwork(svc(ctx), actorOf(ctx), params.id);
  });
  route(router, E.unfavouriteArtwork, async ({ ctx, params }) => {
    await limitPerUser(ctx, 'favourites');
    return follows.unfavouriteArtwork(svc(ctx), actorOf(ctx), params.id);
  });
  route(router, E.listFavourites, ({ ctx, query }) => {
    noStore(ctx);
    return follows.listFavourites(svc(ctx), actorOf(ctx), query);
  });
  route(router, E.savedIds, ({ ctx }) => {
    noStore(ctx);
    return follows.savedIds(svc(ctx), actorOf(ctx));
  });
  return router;
}
