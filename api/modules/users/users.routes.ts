import Router from '@koa/router';
import type { Context } from 'koa';
import { userEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as users from './users.service';

export function usersRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.getUser, ({ ctx, params }) => users.getPublicUser(svc(ctx), actorOf(ctx), params.id));
  route(router, E.listArtistUsers, async ({ ctx, query }) => {
    const page = await users.listArtistUsers(svc(ctx), actorOf(ctx), query);
    ctx.set('Cache-Control', 'no-store');
    return page;
  });
  route(router, E.countArtistUsers, ({ ctx }) => users.countArtistUsers(svc(ctx), actorOf(ctx)));
  return router;
}
