import Router from '@koa/router';
import type { AppDeps } from '../../deps';

export function healthRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const started = Date.now();
    try {
      await db.knex.raw('select 1');
      ctx.body = { status: 'ok', database: { status: 'up', kind: db.kind, latencyMs: Date.now() - started } };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'degraded', database: { status: 'down', kind: db.kind } };
    }
  });
  return router;
}
