import Router from '@koa/router';
import { commissionEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as requests from './commission-requests.service';
import * as proposals from './proposals.service';

/** Every route needs a signed-in user (`auth: 'user'`): 401 comes before any input check. */
export function commissionRequestRoutes(deps: AppDeps): Router {
  const router = new Router();
  const expiryDays = deps.config.proposalExpiryDays;

  route(router, E.listCommissionRequests, ({ ctx, query }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return requests.listRequests(dbOf(ctx), requireUser(actorOf(ctx)), query);
  });
  route(router, E.getCommissionRequest, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return requests.getRequest(dbOf(ctx), requireUser(actorOf(ctx)), params.id);
  });
  route(router, E.createCommissionRequest, ({ ctx, body }) =>
    requests.createRequest(dbOf(ctx), requireUser(actorOf(ctx)), body),
  );
  route(router, E.updateCommissionRequest, ({ ctx, params, body }) =>
    requests.updateRequest(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, E.sendCommissionProposal, ({ ctx, params, body }) =>
    proposals.sendProposal(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, E.answerCommissionProposal, ({ ctx, params, body }) =>
    proposals.answerProposal(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, E.confirmMilestonePaid, ({ ctx, params }) =>
    proposals.confirmMilestonePaid(
      dbOf(ctx),
      requireUser(actorOf(ctx)),
      params.id,
      params.number,
      expiryDays,
    ),
  );
  return router;
}
