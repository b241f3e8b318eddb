import Router from '@koa/router';
import type { Context } from 'koa';
import type { EndpointDef } from '../../../contract/endpoint';
import { commissionEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { prepareUploads } from '../../http/uploads';
import { actorOf, dbOf } from '../../lib/http';
import { route, type RouteInput } from '../../lib/route';
import * as commissions from './commissions.service';

/**
 * The picture is the request's only file: processed and stored before the write transaction opens,
 * taken when the service asks for it (removed again if it does not).
 */
async function pictureUpload(
  deps: AppDeps,
  input: Pick<RouteInput<EndpointDef>, 'ctx' | 'files'>,
): Promise<commissions.Upload> {
  const picture = input.files.length > 0 ? [0] : [];
  const store = await prepareUploads(deps.storage, input, 'commissions', picture);
  return async () => (picture.length > 0 ? (await store(picture))[0] : undefined);
}

export function commissionRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.listCommissions, ({ ctx, query }) =>
    commissions.listCommissions(svc(ctx), actorOf(ctx), query),
  );
  route(router, E.getCommission, ({ ctx, params }) =>
    commissions.getCommission(svc(ctx), actorOf(ctx), params.id),
  );
  // The caller's right to the write is checked before the picture is processed (again inside).
  route(router, E.createCommission, {
    prepare: async (input) => {
      await commissions.ownerFor(svc(input.ctx), requireUser(actorOf(input.ctx)), input.body.artistId);
      return pictureUpload(deps, input);
    },
    handle: ({ ctx, body, prepared }) =>
      commissions.createCommission(svc(ctx), requireUser(actorOf(ctx)), body, prepared),
  });
  route(router, E.updateCommission, {
    prepare: async (input) => {
      await commissions.commissionForWrite(svc(input.ctx), requireUser(actorOf(input.ctx)), input.params.id);
      return pictureUpload(deps, input);
    },
    handle: ({ ctx, params, body, prepared }) =>
      commissions.updateCommission(svc(ctx), requireUser(actorOf(ctx)), params.id, body, prepared),
  });
  route(router, E.deleteCommission, ({ ctx, params }) =>
    commissions.deleteCommission(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
