import Router from '@koa/router';
import type { Context } from 'koa';
import { reviewEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps, ServiceDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as reviews from './reviews.service';

/** Reviews of commissions (reviews.service.ts). */
export function reviewRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context): ServiceDeps => ({ db: dbOf(ctx), storage: deps.storage });

  route(router, E.getCommissionReviews, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return reviews.commissionReviews(dbOf(ctx), requireUser(actorOf(ctx)), params.id);
  });
  route(router, E.writeCommissionReview, ({ ctx, params, body }) =>
    reviews.writeReview(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body),
  );
  route(router, E.listArtistReviews, ({ ctx, params }) =>
    reviews.artistReviews(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.reportReview, ({ ctx, params, body }) =>
    reviews.reportReview(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body.reason),
  );
  route(router, E.listReportedReviews, ({ ctx }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return reviews.reportedReviews(dbOf(ctx), requireUser(actorOf(ctx)));
  });
  route(router, E.hideReview, ({ ctx, params, body }) =>
    reviews.hideReview(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body.reason),
  );
  return router;
}
