import Router from '@koa/router';
import type { Context } from 'koa';
import { moderationEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as moderation from './moderation.service';

/** Send back for review and the review history (moderation.service.ts). */
export function moderationRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.resubmitArtwork, ({ ctx, params, body }) =>
    moderation.resubmitArtwork(svc(ctx), actorOf(ctx), params.id, body.note),
  );
  route(router, E.artworkModerationHistory, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return moderation.artworkHistory(svc(ctx), actorOf(ctx), params.id);
  });
  route(router, E.resubmitArtist, ({ ctx, params, body }) =>
    moderation.resubmitArtist(svc(ctx), actorOf(ctx), params.id, body.note),
  );
  route(router, E.artistModerationHistory, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return moderation.artistHistory(svc(ctx), actorOf(ctx), params.id);
  });
  return router;
}
