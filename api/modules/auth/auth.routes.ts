import Router from '@koa/router';
import type { Context } from 'koa';
import { authEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { NotFoundError, UnauthenticatedError } from '../../errors';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as auth from './auth.service';
import { loginThrottle } from './login-throttle';
import { hashNewPassword } from './password';
import { sendVerification } from './email-verification.service';
import { deleteSessionOfUser, listSessionsOfUser } from './sessions.repo';
import { isTrustedDevice, setPendingLogin } from './second-step';
import { recognizeDevice, startSession } from './sign-in';
import { hasTwoFactor } from './two-factor.service';
import { findAccount } from '../users/accounts.service';

export function authRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  const throttled = loginThrottle(deps.db.knex, deps.config.loginFailuresPerAccountHour);

  route(router, E.me, async ({ ctx }) => {
    const actor = actorOf(ctx);
    const user = actor ? await findAccount({ db: dbOf(ctx) }, actor.id) : null;
    if (!user) throw new UnauthenticatedError('Not signed in');
    ctx.set('Cache-Control', 'no-store');
    return user;
  });

  // Hashing and verifying (Argon2) happen before the write transaction opens: the transaction
  // only writes the account or the session.
  route(router, E.register, {
    prepare: ({ body }) => hashNewPassword(body),
    handle: async ({ ctx, body, prepared: passwordHash }) => {
      const user = await auth.register(svc(ctx), body, passwordHash);
      await sendVerification(svc(ctx), user);
      await startSession(ctx, user);
      await recognizeDevice(dbOf(ctx), ctx, user);
      return user;
    },
  });

  route(router, E.login, {
    prepare: ({ ctx, body }) => throttled(ctx, body.email, () => auth.checkCredentials(svc(ctx), body)),
    handle: async ({ ctx, prepared: user }) => {
      // Two-factor sign-in: no session yet, unless this browser is trusted (issue 24 point 4).
      if ((await hasTwoFactor(svc(ctx), user.id)) && !(await isTrustedDevice(dbOf(ctx), ctx, user.id))) {
        setPendingLogin(ctx, user.id);
        return { secondStep: true as const };
      }
      // A fresh session id at sign-in: a session id planted before login is worthless.
      await startSession(ctx, user);
      await recognizeDevice(dbOf(ctx), ctx, user);
      return user;
    },
  });

  route(router, E.logout, ({ ctx }) => {
    // Destroys the server-side record: the old cookie no longer works anywhere.
    ctx.session = null;
    return { ok: true };
  });

  route(router, E.changePassword, {
    // Argon2 (verify the current password, hash the new one) before the short write transaction.
    prepare: ({ ctx, body }) => auth.prepareChangePassword(svc(ctx), actorOf(ctx)!.id, body),
    handle: async ({ ctx, prepared }) => {
      await auth.changePassword(svc(ctx), actorOf(ctx)!.id, ctx.session?.externalKey, prepared);
      return { ok: true };
    },
  });

  route(router, E.listSessions, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return listSessionsOfUser(dbOf(ctx), actorOf(ctx)!.id, ctx.session?.externalKey);
  });

  route(router, E.endSession, async ({ ctx, params }) => {
    if (!(await deleteSessionOfUser(dbOf(ctx), actorOf(ctx)!.id, params.id)))
      throw new NotFoundError('Session');
  });

  route(router, E.logoutEverywhere, async ({ ctx }) => {
    await auth.logoutEverywhere(svc(ctx), actorOf(ctx)!.id);
    // Its row is gone already; this clears the cookie too.
    ctx.session = null;
    return { ok: true };
  });

  return router;
}
