import Router from '@koa/router';
import { ReferenceListQuerySchema } from '../../../contract/reference';
import type { AppDeps } from '../../deps';
import { dbOf, parse } from '../../lib/http';
import { listMediums, listSpecialties } from './reference.service';

/** `GET /api/specialties` and `GET /api/mediums` (+ `activeOnly=true`), by sort_order then name. */
export function referenceRoutes(_deps: AppDeps): Router {
  const router = new Router();

  router.get('/specialties', async (ctx) => {
    const { activeOnly } = parse(ReferenceListQuerySchema, ctx.query);
    ctx.body = await listSpecialties(dbOf(ctx), activeOnly ?? false);
  });

  router.get('/mediums', async (ctx) => {
    const { activeOnly } = parse(ReferenceListQuerySchema, ctx.query);
    ctx.body = await listMediums(dbOf(ctx), activeOnly ?? false);
  });

  return router;
}
