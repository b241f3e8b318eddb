// The server entry (Vite SSR build, dist/server/entry-server.js), rendered by the Koa process for
// the public pages (api/ssr/). Everything here is per request: router, query client, fetch.
// TanStack Router's public server API renders it (createRequestHandler, renderRouterToString,
// RouterServer); the router's dehydrated state, with the query cache (web/lib/page-queries.ts), is
// written into the page by its <Scripts /> (web/routes/__root.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import type { RenderRequest, RenderResult } from '@contract/server-render';
import { App } from './app';
import { headTags, pageHead, type PageHead } from './features/seo/page-head';
import { setFetchSource } from './lib/api-client';
import { dehydratePageQueries } from './lib/page-queries';
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
  '/commission/$id',
]);

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setFetchSource(() => requestFetch.getStore());

export async function render(request: RenderRequest): Promise<RenderResult> {
  return requestFetch.run(request.fetch, () => renderPage(request));
}

/** The route a URL shows, without loading anything: `undefined` for an unknown path. */
function routeOf(url: string): string | undefined {
  const probe = createAppRouter(createQueryClient(), { server: true });
  const { pathname } = new URL(url, 'http://localhost');
  const leaf = probe.matchRoutes(pathname, {}).at(-1);
  return leaf && leaf.routeId !== '__root__' ? leaf.routeId : undefined;
}

async function renderPage({ url, origin }: RenderRequest): Promise<RenderResult> {
  const route = routeOf(url);
  if (route && !SERVER_RENDERED_ROUTES.has(route)) return { kind: 'shell' };

  const queryClient = createQueryClient();
  // Only visitors get server-rendered pages: the header renders its signed-out state.
  queryClient.setQueryData([CURRENT_USER_KEY], null);
  let router: ReturnType<typeof createAppRouter> | undefined;
  const handler = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => (router = createAppRouter(queryClient, { server: true })),
  });
  const response = await handler(({ router: loaded, responseHeaders }) =>
    renderRouterToString({
      router: loaded,
      responseHeaders,
      children: (
        <App
          queryClient={queryClient}
          router={loaded}
          storage={undefined}
          online
          routerView={<RouterServer router={loaded} />}
        />
      ),
    }),
  );
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { kind: 'redirect', status: response.status, location };
  }
  if (!router || response.status >= 500) throw new Error(`rendering ${url} answered ${response.status}`);
  const headHtml = headTags(headOf(router, queryClient, origin, response.status === 404));
  // renderRouterToString writes a whole document; the page is the markup inside #root.
  const appHtml = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const data = dehydratePageQueries(queryClient).queries;
  queryClient.clear();
  return { kind: 'page', status: response.status, headHtml, appHtml, data };
}

function headOf(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  origin: string,
  notFound: boolean,
): PageHead {
  const { matches, location } = router.state;
  const leaf = matches[matches.length - 1];
  return pageHead(
    {
      routeId: leaf?.routeId ?? '__root__',
      pathname: location.pathname,
      params: (leaf?.params ?? {}) as Record<string, unknown>,
      notFound,
    },
    queryClient,
    origin,
  );
}
