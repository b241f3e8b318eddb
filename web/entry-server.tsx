// The server entry (Vite SSR build, dist/server/entry-server.js), rendered by the Koa process for
// the public pages (api/ssr/). Everything here is per request: router, query client, fetch.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, type AnyRouteMatch } from '@tanstack/react-router';
import { CURRENT_USER_KEY } from '@contract/constants';
import { App } from './app';
import { headTags, pageHead, type PageHead } from './features/seo/page-head';
import { setFetchSource } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

/** The pages rendered on the server; every other known route gets the app shell (client-rendered). */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/artworks',
  '/artists',
  '/commissions',
  '/about',
  '/artwork/$id',
  '/artist/$id',
]);

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setFetchSource(() => requestFetch.getStore());

export interface RenderRequest {
  /** Path and query of the page, e.g. `/artworks?medium=Oil`. */
  url: string;
  /** The public origin, for canonical URLs and absolute image URLs in previews. */
  origin: string;
  /** How the page's API reads reach this process (`/api/...` paths). */
  fetch: typeof fetch;
}

/** What the browser needs to take over the page (web/main.tsx): the router's matches and the query cache. */
export interface SsrState {
  router: { matches: DehydratedMatch[] };
  queries: DehydratedState;
}

export interface DehydratedMatch {
  i: string;
  u: number;
  s: AnyRouteMatch['status'];
  l?: unknown;
  e?: unknown;
  g?: boolean;
}

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: PageHead; headHtml: string; appHtml: string; state: string };

/** TanStack Router's own dehydrated form of a match (router-core ssr-server `dehydrateMatch`). */
function dehydrateMatch(match: AnyRouteMatch): DehydratedMatch {
  const out: DehydratedMatch = { i: match.id.replaceAll('/', '#'), u: match.updatedAt, s: match.status };
  if (match.loaderData !== undefined) out.l = match.loaderData;
  if (match.error !== undefined) out.e = match.error;
  if ((match as { _notFound?: boolean })._notFound) out.g = true;
  return out;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  return requestFetch.run(request.fetch, () => renderPage(request));
}

async function renderPage({ url, origin }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // Only visitors get server-rendered pages: the header renders its signed-out state.
  queryClient.setQueryData([CURRENT_USER_KEY], null);
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  });
  const pathname = router.history.location.pathname;
  const [, , found] = router.getMatchedRoutes(pathname);
  if (found && !SERVER_RENDERED_ROUTES.has(found.id)) return { kind: 'shell' };

  await router.load();
  const result = (
    router as unknown as { _serverResult?: { type: string; redirect?: Response; status?: number } }
  )._serverResult;
  if (result?.type === 'redirect' && result.redirect) {
    return {
      kind: 'redirect',
      status: result.redirect.status || 307,
      location: result.redirect.headers.get('Location') ?? '/',
    };
  }
  // A read that failed (not a 404) is left to the browser, as without server rendering: the page
  // renders its loading state here and in the browser's first render alike.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const matches = router.state.matches;
  const status = matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound)
    ? 404
    : 200;
  const leaf = matches[matches.length - 1];
  const head = pageHead(
    {
      routeId: leaf?.routeId ?? '__root__',
      pathname,
      params: (leaf?.params ?? {}) as Record<string, unknown>,
      notFound: status === 404,
    },
    queryClient,
    origin,
  );
  const appHtml = renderToString(
    <App queryClient={queryClient} router={router} storage={undefined} online server />,
  );
  const queries = dehydrate(queryClient);
  // No clock in the page: the same data gives the same HTML (and ETag). The browser dates it on
  // arrival (web/main.tsx).
  for (const query of queries.queries) {
    query.state.dataUpdatedAt = 0;
    query.dehydratedAt = 0;
  }
  const state: SsrState = {
    router: { matches: matches.map((match) => ({ ...dehydrateMatch(match), u: 0 })) },
    queries,
  };
  queryClient.clear();
  return { kind: 'page', status, head, headHtml: headTags(head), appHtml, state: scriptSafeJson(state) };
}
