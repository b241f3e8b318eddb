import type { QueryClient, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';

/**
 * A public page's loads. In the browser they only warm the cache without blocking: the page shows
 * skeletons at once and copes with the API down. On the server (web/entry-server.tsx) the page is
 * rendered once, so the loader waits for them and the HTML carries the data.
 */
export async function warm(server: boolean, loads: Promise<unknown>[]): Promise<void> {
  if (server) await Promise.all(loads);
}

/**
 * The one record a detail page shows. On the server a 404 becomes the router's not-found (the page
 * answers 404 with the not-found page); in the browser the page shows its own not-found state.
 */
export async function warmRecord<T, K extends QueryKey>(
  context: { queryClient: QueryClient; server: boolean },
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const { queryClient, server } = context;
  if (!server) {
    void queryClient.prefetchQuery(options);
    return;
  }
  try {
    await queryClient.fetchQuery(options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    // Any other failure: the page renders its error state in the browser, as without server rendering.
  }
}
