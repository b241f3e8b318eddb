import Router from '@koa/router';
import {
  CommissionRequestInputSchema,
  CommissionRequestListQuerySchema,
  CommissionRequestUpdateSchema,
} from '../../../contract/commission-request';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf, parse, pathId, sendList } from '../../lib/http';
import * as requests from './commission-requests.service';

const WHAT = 'Commission request';

/** Every route needs a signed-in user: 401 comes before any input check. */
export function commissionRequestRoutes(_deps: AppDeps): Router {
  const router = new Router({ prefix: '/commission-requests' });

  router.get('/', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const query = parse(CommissionRequestListQuerySchema, ctx.query);
    const page = await requests.listRequests(dbOf(ctx), actor, query);
    ctx.set('Cache-Control', 'private, no-store');
    sendList(ctx, page);
  });

  router.get('/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await requests.getRequest(dbOf(ctx), actor, pathId(ctx, 'id', WHAT));
  });

  router.post('/', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(CommissionRequestInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await requests.createRequest(dbOf(ctx), actor, input);
  });

  router.patch('/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const id = pathId(ctx, 'id', WHAT);
    const update = parse(CommissionRequestUpdateSchema, ctx.request.body);
    ctx.body = await requests.updateRequest(dbOf(ctx), actor, id, update);
  });

  return router;
}
