import Router from '@koa/router';
import { systemEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/route';
import { DATABASE_RETRY_AFTER_S } from '../../middleware/errors';

export function healthRoutes({ db }: AppDeps): Router {
  const router = new Router();
  route(router, E.health, async ({ ctx }) => {
    const started = Date.now();
    try {
      await db.knex.raw('select 1');
      return {
        status: 'ok',
        database: { status: 'up', kind: db.kind, latencyMs: Date.now() - started },
      } as const;
    } catch {
      ctx.status = 503;
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
      return { status: 'degraded', database: { status: 'down', kind: db.kind } } as const;
    }
  });
  return router;
}
