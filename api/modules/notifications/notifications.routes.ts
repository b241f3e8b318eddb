import Router from '@koa/router';
import type { Context } from 'koa';
import { notificationEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as notifications from './notifications.service';

/** The caller's notifications (notifications.service.ts). Per-user answers: never cached. */
export function notificationRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.listNotifications, ({ ctx, query }) => {
    ctx.set('Cache-Control', 'no-store');
    return notifications.listNotifications(svc(ctx), actorOf(ctx), query);
  });
  route(router, E.unreadNotificationCount, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return notifications.unreadNotificationCount(svc(ctx), actorOf(ctx));
  });
  route(router, E.markAllNotificationsRead, ({ ctx, body }) =>
    notifications.markAllNotificationsRead(svc(ctx), actorOf(ctx), body),
  );
  route(router, E.markNotificationRead, ({ ctx, params }) =>
    notifications.markNotificationRead(svc(ctx), actorOf(ctx), params.id),
  );
  return router;
}
