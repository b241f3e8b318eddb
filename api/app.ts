import Koa, { type Context } from 'koa';
import Router from '@koa/router';
import '../contract/zod-config';
import type { AppDeps } from './deps';
import { NotFoundError } from './errors';
import { createImageAccess } from './images/image-access';
import { actorOf } from './lib/http';
import { forgetCounts } from './lib/capped-count';
import { actorMiddleware } from './middleware/auth';
import { bodyMiddleware } from './middleware/body';
import { clientAddressMiddleware } from './middleware/client-address';
import { sameOriginWrites } from './middleware/csrf';
import { errorMiddleware } from './middleware/errors';
import { rejectMalformedUrls } from './middleware/malformed-url';
import { apiCaching, compression } from './middleware/http-cache';
import { accountMailRateLimit, authRateLimit, uploadRateLimit } from './middleware/rate-limit';
import { isVisitorRead, sessionMiddleware } from './middleware/session';
import { securityHeaders, uploadsMiddleware, webAppMiddleware } from './middleware/static';
import { requestId } from './middleware/request-id';
import { transactionMiddleware } from './middleware/transaction';
import { apiRouters } from './modules';
import { setNotificationMailDelay } from './modules/notifications/notification-mail';
import { createPageRenderer } from './ssr/page-renderer';
import { seoFiles } from './ssr/seo-files';

/** Builds the Koa app from its dependencies; it does not listen (tests drive it over HTTP). */
export function createApp(deps: AppDeps): Koa {
  const { db, config, logger } = deps;
  setNotificationMailDelay(config.mail.notificationDelaySeconds);
  // Koa's proxy flag trusts X-Forwarded-Proto/Host; the client's address is found by clientAddressMiddleware.
  const app = new Koa({ proxy: config.trustProxy !== false, keys: config.sessionKeys });
  // Errors after the response started (a client that went away mid-image) are not failures of ours.
  app.on('error', (err: { code?: string }) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE')
      return;
    logger.error({ err }, 'response failed after it started');
  });

  app.use(clientAddressMiddleware(config.trustProxy));
  app.use(requestId());
  const pages = createPageRenderer({
    webDist: config.webDist,
    ssrEntry: config.ssrEntry,
    publicOrigin: config.publicOrigin,
    logger,
    cacheMs: config.ssrCacheMs,
  });
  // Rendered public pages and list counts are kept briefly: any request that may write forgets them.
  app.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
        pages.invalidate();
        forgetCounts(db.knex);
      }
    }
  });
  app.use(compression());
  app.use(apiCaching());
  app.use(errorMiddleware(logger));
  app.use(securityHeaders());
  app.use(rejectMalformedUrls());
  app.use(sameOriginWrites(config.publicOrigin));
  const sessions = sessionMiddleware(app, { knex: db.knex, maxAgeMs: config.sessionMaxAgeMs });
  const actors = actorMiddleware(db.knex);
  // Public images are served without reading the session; others load it to ask who is asking.
  app.use(
    uploadsMiddleware(deps.storage, {
      access: {
        images: createImageAccess(db.knex),
        actorOf: async (ctx: Context) => {
          await sessions(ctx, () => actors(ctx, async () => {}));
          return actorOf(ctx);
        },
      },
    }),
  );
  app.use(seoFiles(db.knex, { publicOrigin: config.publicOrigin, maxUrls: config.sitemapMaxUrls }));
  app.use(webAppMiddleware(config.webDist, { pages }));
  // A visitor's read skips the session and the actor lookup: it is anonymous (ctx.state.actor null).
  app.use((ctx, next) => (isVisitorRead(ctx) ? next() : sessions(ctx, next)));
  app.use(bodyMiddleware());
  app.use((ctx, next) => {
    if (!isVisitorRead(ctx)) return actors(ctx, next);
    ctx.state.actor = null;
    return next();
  });
  app.use(authRateLimit(db.knex, { points: config.loginRateLimit, windowMs: 15 * 60 * 1000 }));
  app.use(accountMailRateLimit(db.knex));
  app.use(uploadRateLimit(db.knex));
  app.use(transactionMiddleware(db.knex, logger));

  const api = new Router();
  // No allowedMethods per module router: 30 more middlewares on every request's path, which never
  // answered anything (an unmatched method is the JSON 404 below, as it was with them).
  for (const router of apiRouters(deps)) api.use(router.routes());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(async (ctx) => {
    if (ctx.path.startsWith('/api')) throw new NotFoundError('Endpoint');
    ctx.status = 404;
  });
  return app;
}
