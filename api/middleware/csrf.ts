import type { Middleware } from 'koa';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF, login CSRF
 * included): `Sec-Fetch-Site` must be same-origin (or none: typed by the user), and `Origin`, when
 * sent, must be ours (`PUBLIC_ORIGIN` behind a proxy, else the request's own origin). Requests with
 * neither header come from programs, not browsers, and cannot carry a victim's cookies by accident.
 */
export function sameOriginWrites(publicOrigin: string | undefined): Middleware {
  return async (ctx, next) => {
    if (!WRITE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const site = ctx.get('Sec-Fetch-Site');
    const origin = ctx.get('Origin');
    const ours = publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    const crossSite = site !== '' && site !== 'same-origin' && site !== 'none';
    if (crossSite || (origin !== '' && origin !== ours)) {
      throw new HttpError(403, 'Requests from other sites are not allowed', ErrorCodes.CROSS_SITE);
    }
    await next();
  };
}
