import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth/auth.routes';
import { artworkImageRoutes } from './artworks/artwork-images.routes';
import { artworkRoutes } from './artworks/artworks.routes';
import { stockRoutes } from './artworks/stock.routes';
import { referenceRoutes } from './reference/reference.routes';
import { artistImagesRoutes } from './artists/artist-images.routes';
import { artistsRoutes } from './artists/artists.routes';
import { usersRoutes } from './users/users.routes';
import { healthRoutes } from './health/health.routes';
import { commissionRequestRoutes } from './commission-requests/commission-requests.routes';
import { commissionRoutes } from './commissions/commissions.routes';
import { orderRoutes } from './orders/orders.routes';
import { podOrderRoutes } from './pod/pod-orders.routes';
import { podProductRoutes } from './pod/pod-products.routes';
import { statsRoutes } from './stats/stats.routes';
import { openApiRoutes } from './openapi/openapi.routes';

/** Every /api router, in one list. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps),
    commissionRoutes(deps),
    commissionRequestRoutes(deps),
    podProductRoutes(deps),
    podOrderRoutes(deps),
    orderRoutes(deps),
    statsRoutes(deps),
    authRoutes(deps),
    artworkRoutes(deps),
    artworkImageRoutes(deps),
    stockRoutes(deps),
    referenceRoutes(deps),
    artistsRoutes(deps),
    artistImagesRoutes(deps),
    usersRoutes(deps),
    openApiRoutes(deps),
  ];
}
