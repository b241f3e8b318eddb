import type Router from '@koa/router';
import type { AppDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { artistImagesRoutes } from './artists/artist-images.routes';
import { artistsRoutes } from './artists/artists.routes';
import { usersRoutes } from './users/users.routes';
import { healthRoutes } from './health/health.routes';
import { openApiRoutes } from './openapi/openapi.routes';

/** Every /api router, in one list. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps),
    authRoutes(deps),
    artistsRoutes(deps),
    artistImagesRoutes(deps),
    usersRoutes(deps),
    openApiRoutes(deps),
  ];
}
