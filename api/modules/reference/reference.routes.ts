import Router from '@koa/router';
import { referenceEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { listMediums, listSpecialties } from './reference.service';

/** `GET /api/specialties` and `GET /api/mediums` (+ `activeOnly=true`), by sort_order then name. */
export function referenceRoutes(_deps: AppDeps): Router {
  const router = new Router();
  route(router, E.listSpecialties, ({ ctx, query }) => listSpecialties(dbOf(ctx), query.activeOnly ?? false));
  route(router, E.listMediums, ({ ctx, query }) => listMediums(dbOf(ctx), query.activeOnly ?? false));
  return router;
}
