import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { readStats } from './stats.repo';

/** Admin only. No rules beyond the guard, so the route calls the repository directly. */
export function statsRoutes(_deps: AppDeps): Router {
  const router = new Router({ prefix: '/stats' });

  router.get('/', async (ctx) => {
    requireAdmin(actorOf(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await readStats(dbOf(ctx));
  });

  return router;
}
