import Router from '@koa/router';
import type { Context } from 'koa';
import { paymentEndpoints as E } from '../../../contract/endpoints';
import { requireUser } from '../../auth/permissions';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { listDisputes } from './disputes';
import { cancelPaidSale, recordRefundSent, refundSale } from './refunds.service';
import { answerReturn, requestReturn, returnReceived } from './returns.service';

/** Refunds and returns (issue 25, point 3): the artist's side on /api/sales, the buyer's on /api/purchases. */
export function refundRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  route(router, E.cancelPaidSale, ({ ctx, params }) =>
    cancelPaidSale(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.refundSale, ({ ctx, params, body }) =>
    refundSale(svc(ctx), requireUser(actorOf(ctx)), params.id, body.amount),
  );
  route(router, E.recordRefundSent, ({ ctx, params }) =>
    recordRefundSent(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.requestReturn, ({ ctx, params, body }) =>
    requestReturn(svc(ctx), requireUser(actorOf(ctx)), params.id, body.reason),
  );
  route(router, E.answerReturn, ({ ctx, params, body }) =>
    answerReturn(svc(ctx), requireUser(actorOf(ctx)), params.id, body),
  );
  route(router, E.returnReceived, ({ ctx, params }) =>
    returnReceived(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.listDisputes, ({ ctx }) => listDisputes(dbOf(ctx), actorOf(ctx)));
  return router;
}
