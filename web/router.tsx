import {
  createRouter,
  parseSearchWith,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { dehydratePageQueries, hydratePageQueries, type PageQueries } from './lib/page-queries';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  history?: RouterHistory;
  /**
   * Rendering on the server (web/entry-server.tsx): loaders wait for their data, a missing
   * artwork or artist is a not-found, and no scroll-restoration script is written into the page.
   */
  server?: boolean;
  /** Hydrating a server-rendered page: told the hashes of the queries the page came with. */
  onPageQueries?: (hashes: Set<string>) => void;
}

/**
 * One router per app instance. Search params stay plain strings in the URL (`/?search=1990`, not
 * the default JSON encoding `?search=%221990%22`): route `validateSearch` functions coerce them.
 * A server-rendered page's query cache travels in the router's own dehydrated state.
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
    dehydrate: (): PageQueries => dehydratePageQueries(queryClient),
    hydrate: (page: PageQueries) => options.onPageQueries?.(hydratePageQueries(queryClient, page)),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
