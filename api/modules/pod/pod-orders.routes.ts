import Router from '@koa/router';
import { printEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { placePodOrder } from './pod-orders.service';

export function podOrderRoutes(_deps: AppDeps): Router {
  const router = new Router();
  route(router, E.createPodOrder, ({ ctx, body }) =>
    placePodOrder(dbOf(ctx), requireUser(actorOf(ctx)), body),
  );
  return router;
}
