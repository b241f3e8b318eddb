import {
  createRouter,
  parseSearchWith,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  history?: RouterHistory;
  /**
   * Rendering on the server (web/entry-server.tsx): loaders wait for their data, a missing
   * artwork or artist is a not-found, and no scroll-restoration script is written into the page.
   */
  server?: boolean;
}

/**
 * One router per app instance. Search params stay plain strings in the URL (`/?search=1990`, not
 * the default JSON encoding `?search=%221990%22`): route `validateSearch` functions coerce them.
 */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient, server: options.server ?? false },
    isServer: options.server,
    defaultPreload: 'intent',
    // Loaders only warm the React Query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !options.server,
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
