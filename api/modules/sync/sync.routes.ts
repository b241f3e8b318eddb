import Router from '@koa/router';
import { syncEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { syncChanges } from './sync.service';

/** `GET /api/sync/changes`: delta sync (sync.service.ts). */
export function syncRoutes(deps: AppDeps): Router {
  const router = new Router();
  route(router, E.syncChanges, ({ ctx, query }) => {
    // Each answer is a position in a feed: never served from a cache.
    ctx.set('Cache-Control', 'no-store');
    return syncChanges(serviceDeps(deps, dbOf(ctx)), actorOf(ctx), query);
  });
  return router;
}
