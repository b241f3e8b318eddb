import Router from '@koa/router';
import type { Context } from 'koa';
import { commissionServiceEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as services from './commission-services.service';

export function commissionServiceRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.listCommissionServices, ({ ctx, query }) =>
    services.listServices(svc(ctx), actorOf(ctx), query),
  );
  route(router, E.getCommissionService, ({ ctx, params }) =>
    services.getService(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.createCommissionService, ({ ctx, body }) =>
    services.createService(svc(ctx), requireUser(actorOf(ctx)), body),
  );
  route(router, E.updateCommissionService, ({ ctx, params, body }) =>
    services.updateService(svc(ctx), requireUser(actorOf(ctx)), params.id, body),
  );
  route(router, E.deleteCommissionService, ({ ctx, params }) =>
    services.deleteService(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
