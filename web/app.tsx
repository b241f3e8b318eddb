import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { createPersistOptions, persistBesidePage, revalidateAfterRestore } from './lib/query-client';
import { afterPageHydration } from './lib/page-hydration';
import { useHydrated } from './lib/use-hydrated';
import type { createAppRouter } from './router';

// Sonner is not part of the first load: the viewport mounts once its chunk arrives and replays
// any toast raised before (web/lib/toast.ts).
const Toaster = lazy(() => import('./components/ui/toaster').then((module) => ({ default: module.Toaster })));

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Where the query cache persists (localStorage in the browser; undefined disables it). */
  storage: Storage | undefined;
  /** Whether the browser is online at start (restored data is refreshed only then). */
  online: boolean;
  /**
   * The page was rendered on the server and is being hydrated (TanStack Router's RouterClient,
   * web/main.tsx), or is being rendered there (RouterServer, web/entry-server.tsx): the router
   * renders at once (its data came with the page), not after the persisted cache is restored, so
   * the first render matches the server's HTML.
   */
  routerView?: ReactNode;
  /** Hydrating: the queries the page came with, which the restore must not refetch. */
  serverQueries?: ReadonlySet<string>;
}

export function App({ queryClient, router, storage, online, routerView, serverQueries }: AppProps) {
  const [persistOptions] = useState(() => createPersistOptions(storage));
  // The toaster is not server-rendered (a lazy chunk cannot be): it mounts once hydration is done.
  const mounted = useHydrated();
  useEffect(markReady, []);
  // A server-rendered page: the persisted cache is restored once the page has hydrated, outside
  // React (persistBesidePage), when the browser is next idle (web/lib/page-hydration.ts): React
  // hydrates the router's Suspense boundary (the page itself) after this first commit, in slices,
  // and nothing may land in the cache or above the page before it is done.
  useEffect(() => {
    if (!routerView) return;
    let cancelled = false;
    let persisting: ReturnType<typeof persistBesidePage> | undefined;
    void afterPageHydration().then(() => {
      if (cancelled) return;
      persisting = persistBesidePage(queryClient, persistOptions, online, serverQueries ?? new Set());
    });
    return () => {
      cancelled = true;
      persisting?.stop();
    };
    // Once: the props of the app's root never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const content = (
    <>
      {routerView ?? <RestoredRouter router={router} />}
      {mounted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
  return (
    <StrictMode>
      {routerView ? (
        // Server-rendered (or rendering on the server): the page's data came with it, so nothing
        // waits for the restore, and "restoring" is false from the first render on both sides.
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      ) : (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          onSuccess={() => revalidateAfterRestore(queryClient, online)}
        >
          {content}
        </PersistQueryClientProvider>
      )}
    </StrictMode>
  );
}

/**
 * The app has taken over the page (hydrated, or rendered in the browser): `<html data-ready>`, and
 * web/public/boot.js replays a button tapped before (a server-rendered page is readable earlier).
 */
function markReady() {
  document.documentElement.dataset.ready = '';
  document.dispatchEvent(new Event('atelier:ready'));
}

/**
 * Route loaders prefetch into the query cache, so the router starts only once the persisted cache
 * is restored (a synchronous read of localStorage: one tick). Otherwise an offline start would
 * fetch, fail, and show errors over the data that was about to be restored.
 */
function RestoredRouter({ router }: Pick<AppProps, 'router'>) {
  const isRestoring = useIsRestoring();
  return isRestoring ? null : <RouterProvider router={router} />;
}
