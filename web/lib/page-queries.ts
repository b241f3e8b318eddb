import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The query cache a server-rendered page carries, through the router's own dehydration (the
 * router options `dehydrate` and `hydrate`, web/router.tsx): what the loaders fetched on the server
 * is in the browser's cache before its first render, so hydration matches and nothing is fetched
 * again.
 */
export interface PageQueries {
  /** The dehydrated cache as JSON (API data is JSON; the router's serializer carries the text). */
  queries: string;
}

/**
 * On the server, after the loaders: the cache without its clock (the same data gives the same page)
 * and without failed reads (the browser's first render shows their loading state, as the server's
 * did, and then asks again).
 */
export function dehydratePageQueries(queryClient: QueryClient): PageQueries {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  for (const query of queries.queries) {
    query.state.dataUpdatedAt = 0;
    query.dehydratedAt = 0;
  }
  return { queries: JSON.stringify(queries) };
}

/**
 * In the browser, before hydration: the page's data counts as fetched now, so the persisted cache
 * restored next (older) never replaces it. Returns the hashes of the queries the page came with.
 */
export function hydratePageQueries(queryClient: QueryClient, page: PageQueries): Set<string> {
  const state = JSON.parse(page.queries) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    query.dehydratedAt = now;
  }
  hydrate(queryClient, state);
  return new Set(state.queries.map((query) => query.queryHash));
}
