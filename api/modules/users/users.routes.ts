import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { ArtistUserListQuerySchema } from '../../../contract/user';
import { actorOf, dbOf, parse, pathId, sendList } from '../../lib/http';
import type { ArtistDeps } from '../artists/artists.service';
import * as users from './users.service';

export function usersRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context): ArtistDeps => ({ db: dbOf(ctx), storage: deps.storage });

  router.get('/users/:id', async (ctx) => {
    ctx.body = await users.getPublicUser(svc(ctx), pathId(ctx, 'id', 'User'));
  });

  router.get('/admin/artist-users', async (ctx) => {
    const page = await users.listArtistUsers(
      svc(ctx),
      actorOf(ctx),
      parse(ArtistUserListQuerySchema, ctx.query),
    );
    ctx.set('Cache-Control', 'no-store');
    sendList(ctx, page);
  });

  return router;
}
