import type Router from '@koa/router';
import type { AppDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';

/** Every /api router, in one list. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps),
    authRoutes(deps),
  ];
}
