import Router from '@koa/router';
import type { Context } from 'koa';
import { printEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { placePodOrder } from './pod-orders.service';

export function podOrderRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  route(router, E.createPodOrder, ({ ctx, body }) =>
    placePodOrder(svc(ctx), requireUser(actorOf(ctx)), body),
  );
  return router;
}
