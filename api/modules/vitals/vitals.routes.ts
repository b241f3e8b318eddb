import Router from '@koa/router';
import { vitalsEndpoints as E } from '../../../contract/endpoints/vitals';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { consume, tooMany } from '../../middleware/rate-limit';
import { recordBeacon, summarize } from './vitals.service';

/** Beacons one address may send per 10 minutes, well formed or not (a page load sends one or two). */
export const VITALS_BEACONS_PER_10_MIN = 60;

export function vitalsRoutes(deps: AppDeps): Router {
  const router = new Router();
  // Counted before the beacon is read: a flood of bad beacons is limited like good ones.
  router.use(E.recordVitals.path, async (ctx, next) => {
    if (ctx.method !== 'POST') return next();
    const limit = { points: VITALS_BEACONS_PER_10_MIN, windowMs: 10 * 60 * 1000 };
    const { allowed, retryAfterMs } = await consume(deps.db.knex, `vitals:ip:${ctx.ip}`, limit);
    if (!allowed) throw tooMany(ctx, retryAfterMs, 'Too many reports from this address');
    await next();
  });
  route(router, E.recordVitals, ({ ctx, body }) => recordBeacon({ db: dbOf(ctx) }, body));
  route(router, E.getVitals, ({ ctx }) => {
    requireAdmin(actorOf(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    return summarize({ db: dbOf(ctx) });
  });
  return router;
}
