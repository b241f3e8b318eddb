import Router from '@koa/router';
import type { Context } from 'koa';
import type { EndpointDef } from '../../../contract/endpoint';
import { commissionEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps, ServiceDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { fileStore } from '../../http/uploads';
import { actorOf, dbOf } from '../../lib/http';
import { route, type RouteInput } from '../../lib/route';
import * as commissions from './commissions.service';

/** The picture is the request's only file; stored only when the service asks for it. */
function pictureUpload(
  deps: AppDeps,
  { ctx, files }: Pick<RouteInput<EndpointDef>, 'ctx' | 'files'>,
): commissions.Upload {
  const store = fileStore(ctx, deps.storage, files);
  return async () => (files.length > 0 ? (await store([0], 'commissions'))[0] : undefined);
}

export function commissionRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context): ServiceDeps => ({ db: dbOf(ctx), storage: deps.storage });

  route(router, E.listCommissions, ({ ctx, query }) =>
    commissions.listCommissions(svc(ctx), actorOf(ctx), query),
  );
  route(router, E.getCommission, ({ ctx, params }) =>
    commissions.getCommission(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.createCommission, (input) =>
    commissions.createCommission(
      svc(input.ctx),
      requireUser(actorOf(input.ctx)),
      input.body,
      pictureUpload(deps, input),
    ),
  );
  route(router, E.updateCommission, (input) =>
    commissions.updateCommission(
      svc(input.ctx),
      requireUser(actorOf(input.ctx)),
      input.params.id,
      input.body,
      pictureUpload(deps, input),
    ),
  );
  route(router, E.deleteCommission, ({ ctx, params }) =>
    commissions.deleteCommission(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
