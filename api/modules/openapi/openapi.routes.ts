import Router from '@koa/router';
import { systemEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/route';
import { openApiDocument } from './openapi.document';

export function openApiRoutes(_deps: AppDeps): Router {
  const router = new Router();
  route(router, E.openApi, () => openApiDocument() as { openapi: string });
  return router;
}
