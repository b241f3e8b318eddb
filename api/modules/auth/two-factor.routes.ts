import Router from '@koa/router';
import type { Context } from 'koa';
import { twoFactorEndpoints as E } from '../../../contract/endpoints/two-factor';
import { ErrorCodes } from '../../../contract/errors';
import { serviceDeps, type AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, HttpError, UnauthenticatedError } from '../../errors';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { findAccount } from '../users/accounts.service';
import { checkCurrentPassword } from './auth.service';
import { codeThrottle } from './login-throttle';
import { clearPendingLogin, pendingLogin, trustDevice } from './second-step';
import { recognizeDevice, startSession } from './sign-in';
import * as twoFactor from './two-factor.service';

const EXPIRED = 'This sign-in has expired or was never started. Enter your e-mail and password again.';

/** Setting up, using and turning off two-factor sign-in (issue 24 point 4; docs/accounts.md). */
export function twoFactorRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  const throttled = codeThrottle(deps.db.knex, deps.config.loginFailuresPerAccountHour);

  const status = async (ctx: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(ctx)!;
    const row = await dbOf(ctx)('users')
      .where({ id: actor.id })
      .first<{ two_factor_exempt: boolean }>('two_factor_exempt');
    return twoFactor.twoFactorStatus(svc(ctx), actor, Boolean(row?.two_factor_exempt));
  };

  route(router, E.twoFactorStatus, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return status(ctx);
  });

  route(router, E.startTwoFactor, async ({ ctx }) => {
    const user = await findAccount({ db: dbOf(ctx) }, actorOf(ctx)!.id);
    if (!user) throw new UnauthenticatedError();
    ctx.set('Cache-Control', 'no-store');
    return twoFactor.startSetup(svc(ctx), user);
  });

  route(router, E.confirmTwoFactor, async ({ ctx, body }) => {
    ctx.set('Cache-Control', 'no-store');
    return { backupCodes: await twoFactor.confirmSetup(svc(ctx), actorOf(ctx)!.id, body.code) };
  });

  route(router, E.disableTwoFactor, {
    prepare: async ({ ctx, body }) => {
      const id = actorOf(ctx)!.id;
      if (!(await twoFactor.hasTwoFactor(svc(ctx), id)))
        throw new ConflictError('Two-factor sign-in is off already');
      await checkCurrentPassword(svc(ctx), id, body.password, 'password');
      await throttled(ctx, id, () => twoFactor.checkCode(svc(ctx), id, body.code));
    },
    handle: async ({ ctx }) => {
      if ((await status(ctx)).required)
        throw new ForbiddenError(
          'Admins keep two-factor sign-in on. You can set it up again with a new app instead.',
        );
      await twoFactor.disable(svc(ctx), actorOf(ctx)!.id);
      return { ok: true };
    },
  });

  route(router, E.loginSecondStep, {
    prepare: async ({ ctx, body }) => {
      const userId = pendingLogin(ctx);
      if (userId === null) throw new HttpError(401, EXPIRED, ErrorCodes.TWO_FACTOR_CODE_WRONG);
      await throttled(ctx, userId, () => twoFactor.checkCode(svc(ctx), userId, body.code));
      return userId;
    },
    handle: async ({ ctx, body, prepared: userId }) => {
      const user = await findAccount({ db: dbOf(ctx) }, userId);
      if (!user) throw new HttpError(401, EXPIRED, ErrorCodes.TWO_FACTOR_CODE_WRONG);
      clearPendingLogin(ctx);
      await startSession(ctx, user);
      const device = await recognizeDevice(dbOf(ctx), ctx, user);
      if (body.trustDevice) await trustDevice(dbOf(ctx), user.id, device);
      return user;
    },
  });

  return router;
}
