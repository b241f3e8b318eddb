import Router from '@koa/router';
import { LoginInputSchema, RegisterInputSchema } from '../../../contract/user';
import type { AppDeps } from '../../deps';
import { UnauthenticatedError } from '../../errors';
import { actorOf, dbOf, parse } from '../../lib/http';
import * as auth from './auth.service';
import { findUserById } from '../users/users.repo';

export function authRoutes(_deps: AppDeps): Router {
  const router = new Router({ prefix: '/auth' });

  router.get('/me', async (ctx) => {
    const actor = actorOf(ctx);
    const user = actor ? await findUserById(dbOf(ctx), actor.id) : null;
    if (!user) throw new UnauthenticatedError('Not signed in');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = user;
  });

  router.post('/register', async (ctx) => {
    const input = parse(RegisterInputSchema, ctx.request.body);
    const user = await auth.register(dbOf(ctx), input);
    await ctx.session!.regenerate();
    ctx.session!.userId = user.id;
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/login', async (ctx) => {
    const input = parse(LoginInputSchema, ctx.request.body);
    const user = await auth.login(dbOf(ctx), input);
    // A fresh session id at sign-in: a session id planted before login is worthless.
    await ctx.session!.regenerate();
    ctx.session!.userId = user.id;
    ctx.body = user;
  });

  router.post('/logout', async (ctx) => {
    // Destroys the server-side record: the old cookie no longer works anywhere.
    ctx.session = null;
    ctx.body = { ok: true };
  });

  return router;
}
