import Router from '@koa/router';
import type { Context } from 'koa';
import { notificationMailEndpoints as E } from '../../../contract/endpoints/notification-mail';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as mail from './notification-mail.service';

/** Notification e-mail choices and the one-click unsubscribe (notification-mail.service.ts). */
export function notificationMailRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.getNotificationMailPrefs, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return mail.getMailPrefs(svc(ctx), actorOf(ctx));
  });
  route(router, E.updateNotificationMailPrefs, ({ ctx, body }) =>
    mail.updateMailPrefs(svc(ctx), actorOf(ctx), body),
  );
  route(router, E.unsubscribeNotificationMail, ({ ctx, query }) =>
    mail.unsubscribe(svc(ctx), deps.config.sessionKeys, query.token),
  );
  return router;
}
