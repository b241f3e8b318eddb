import Router from '@koa/router';
import type { Context } from 'koa';
import { commissionEndpoints as E } from '../../../contract/endpoints';
import { commissionWorkEndpoints as W } from '../../../contract/endpoints/commission-work';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as requests from './commission-requests.service';
import * as proposals from './proposals.service';
import * as work from './work.service';
import * as updates from './work-updates.service';
import { prepareUploads } from '../../http/uploads';
import { commissionTestHooks } from './test-hooks';

/** Every route needs a signed-in user (`auth: 'user'`): 401 comes before any input check. */
export function commissionRequestRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  const expiryDays = deps.config.proposalExpiryDays;

  route(router, E.listCommissionRequests, ({ ctx, query }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return requests.listRequests(svc(ctx), requireUser(actorOf(ctx)), query);
  });
  route(router, E.getCommissionRequest, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return requests.getRequest(svc(ctx), requireUser(actorOf(ctx)), params.id);
  });
  route(router, E.createCommissionRequest, ({ ctx, body }) =>
    requests.createRequest(svc(ctx), requireUser(actorOf(ctx)), body),
  );
  route(router, E.updateCommissionRequest, ({ ctx, params, body }) =>
    requests.updateRequest(svc(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, E.sendCommissionProposal, ({ ctx, params, body }) =>
    proposals.sendProposal(svc(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, E.answerCommissionProposal, ({ ctx, params, body }) =>
    proposals.answerProposal(svc(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, E.confirmMilestonePaid, ({ ctx, params }) =>
    proposals.confirmMilestonePaid(svc(ctx), requireUser(actorOf(ctx)), params.id, params.number, expiryDays),
  );
  route(router, W.moveCommission, ({ ctx, params, body }) =>
    work.moveCommission(svc(ctx), requireUser(actorOf(ctx)), params.id, body, expiryDays),
  );
  route(router, W.listCommissionUpdates, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return updates.getUpdates(svc(ctx), requireUser(actorOf(ctx)), params.id);
  });
  // The images are processed only once the caller is known to be the artist (checked again inside).
  route(router, W.postCommissionUpdate, {
    prepare: async (input) => {
      await updates.requireArtistOf(svc(input.ctx), requireUser(actorOf(input.ctx)), input.params.id);
      const all = input.files.map((_, i) => i);
      const store = await prepareUploads(deps.storage, input, 'commission-updates', all);
      return () => store(all);
    },
    handle: ({ ctx, params, body, prepared }) =>
      updates.postUpdate(svc(ctx), requireUser(actorOf(ctx)), params.id, body, prepared, expiryDays),
  });
  commissionTestHooks(router, deps);
  return router;
}
