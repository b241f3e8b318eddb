import Router from '@koa/router';
import type { Context } from 'koa';
import { reviewEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as reviews from './reviews.service';

/** Reviews of commissions (reviews.service.ts). */
export function reviewRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.getCommissionReviews, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return reviews.commissionReviews(svc(ctx), requireUser(actorOf(ctx)), params.id);
  });
  route(router, E.writeCommissionReview, ({ ctx, params, body }) =>
    reviews.writeReview(svc(ctx), requireUser(actorOf(ctx)), params.id, body),
  );
  route(router, E.listArtistReviews, ({ ctx, params }) =>
    reviews.artistReviews(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.reportReview, ({ ctx, params, body }) =>
    reviews.reportReview(svc(ctx), requireUser(actorOf(ctx)), params.id, body.reason),
  );
  route(router, E.listReportedReviews, ({ ctx }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return reviews.reportedReviews(svc(ctx), requireUser(actorOf(ctx)));
  });
  route(router, E.hideReview, ({ ctx, params, body }) =>
    reviews.hideReview(svc(ctx), requireUser(actorOf(ctx)), params.id, body.reason),
  );
  return router;
}
