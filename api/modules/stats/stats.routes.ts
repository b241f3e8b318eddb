import Router from '@koa/router';
import { orderEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { readStats } from './stats.repo';

/** Admin only. No rules beyond the guard, so the route calls the repository directly. */
export function statsRoutes(_deps: AppDeps): Router {
  const router = new Router();
  route(router, E.getStats, ({ ctx }) => {
    requireAdmin(actorOf(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    return readStats(dbOf(ctx));
  });
  return router;
}
