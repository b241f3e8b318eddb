import Router from '@koa/router';
import { orderEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { placeOrder } from './orders.service';

export function orderRoutes(deps: AppDeps): Router {
  const router = new Router();
  route(router, E.createOrder, ({ ctx, body }) =>
    placeOrder(serviceDeps(deps, dbOf(ctx)), requireUser(actorOf(ctx)), body, ctx.ip),
  );
  return router;
}
