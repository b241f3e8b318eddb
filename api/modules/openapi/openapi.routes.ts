import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { openApiDocument } from './openapi.document';

export function openApiRoutes(_deps: AppDeps): Router {
  const router = new Router();
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });
  return router;
}
