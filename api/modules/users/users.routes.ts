import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps, ServiceDeps } from '../../deps';
import { actorOf, dbOf, pathId, sendList } from '../../lib/http';
import * as users from './users.service';

export function usersRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context): ServiceDeps => ({ db: dbOf(ctx), storage: deps.storage });

  router.get('/users/:id', async (ctx) => {
    ctx.body = await users.getPublicUser(svc(ctx), pathId(ctx, 'id', 'User'));
  });

  router.get('/admin/artist-users', async (ctx) => {
    const list = await users.listArtistUsers(svc(ctx), actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    sendList(ctx, list, list.length);
  });

  return router;
}
