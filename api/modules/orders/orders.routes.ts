import Router from '@koa/router';
import { OrderInputSchema } from '../../../contract/order';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf, parse } from '../../lib/http';
import { placeOrder } from './orders.service';

export function orderRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/orders' });

  router.post('/', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(OrderInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await placeOrder(dbOf(ctx), actor, input, {
      reservationMinutes: deps.config.reservationMinutes,
    });
  });

  return router;
}
