import Router from '@koa/router';
import type { Context } from 'koa';
import { referenceEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { listMediums, listSpecialties } from './reference.service';

/** `GET /api/specialties` and `GET /api/mediums` (+ `activeOnly=true`), by sort_order then name. */
export function referenceRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  route(router, E.listSpecialties, ({ ctx, query }) => listSpecialties(svc(ctx), query.activeOnly ?? false));
  route(router, E.listMediums, ({ ctx, query }) => listMediums(svc(ctx), query.activeOnly ?? false));
  return router;
}
