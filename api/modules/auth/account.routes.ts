import Router from '@koa/router';
import type { Context } from 'koa';
import { authEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as verification from './email-verification.service';
import * as reset from './password-reset.service';

/**
 * Password reset and e-mail confirmation (issue 24, docs/accounts.md). Their limits per address,
 * e-mail and account are api/middleware/rate-limit.ts's `accountMailRateLimit`.
 */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.requestPasswordReset, async ({ ctx, body }) => {
    await reset.requestPasswordReset(svc(ctx), body.email);
    return { ok: true };
  });

  route(router, E.resetPassword, {
    prepare: ({ ctx, body }) => reset.prepareReset(svc(ctx), body),
    handle: async ({ ctx, body, prepared }) => {
      const userId = await reset.resetPassword(svc(ctx), body.token, prepared);
      // Signed in as that account here too: this session ended with the others (sign in again).
      if (actorOf(ctx)?.id === userId) ctx.session = null;
      return { ok: true };
    },
  });

  route(router, E.verifyEmail, ({ ctx, body }) => verification.verifyEmail(svc(ctx), body.token));

  route(router, E.resendVerification, async ({ ctx }) => {
    await verification.resendVerification(svc(ctx), actorOf(ctx)!.id);
    return { ok: true };
  });

  route(router, E.changeEmail, {
    prepare: ({ ctx, body }) => verification.checkPasswordForEmailChange(svc(ctx), actorOf(ctx)!.id, body),
    handle: async ({ ctx, body }) => {
      await verification.requestEmailChange(svc(ctx), actorOf(ctx)!.id, body);
      return { ok: true };
    },
  });

  return router;
}
