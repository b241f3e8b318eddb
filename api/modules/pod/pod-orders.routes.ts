import Router from '@koa/router';
import { PodOrderInputSchema } from '../../../contract/pod';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf, parse } from '../../lib/http';
import { placePodOrder } from './pod-orders.service';

export function podOrderRoutes(_deps: AppDeps): Router {
  const router = new Router({ prefix: '/pod-orders' });

  router.post('/', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(PodOrderInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await placePodOrder(dbOf(ctx), actor, input);
  });

  return router;
}
