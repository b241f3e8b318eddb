import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { parseSearchParam } from '@/components/layout/search-text';
import { useCurrentUser } from '@/api/auth';
import { toast } from '@/lib/toast';
import { afterPageHydration } from '@/lib/page-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import type { LogoutOutcome } from './-components/logout';
import { NotFoundPage } from './-components/not-found-page';
import { RouteErrorPage } from './-components/route-error-page';

// Signing out (and its question when unsent changes would be lost) loads with the first tap on
// 'Log out': not part of every page's first load.
const Logout = lazy(() => import('./-components/logout'));

function sayLoggedOut(outcome?: LogoutOutcome) {
  if (outcome === 'failed')
    toast({
      title: 'Could not log out',
      description: 'Check your connection and try again.',
      variant: 'destructive',
    });
  else if (outcome)
    toast({
      title: 'Logged out successfully',
      // Offline: this device has forgotten you; the server is told on the next connection.
      ...(outcome === 'queued' && {
        description: 'Your session ends on the server when you are back online.',
      }),
    });
}

// The outbox runner and its local store (Dexie) start once the page is live, as their own chunk:
// not part of the public first load (issue 10), and on a server-rendered page only once the page
// itself has hydrated (web/lib/page-hydration.ts: nothing opens the store while React hydrates it).
// Loaded as late, like the outbox: it reads the local store (issue 27, point 5).
const StorageBanner = lazy(() =>
  afterPageHydration()
    .then(() => import('@/components/offline/storage-banner'))
    .then((module) => ({ default: module.StorageBanner })),
);
// The server writes each page's title; the browser follows navigations (and a detail page's record
// arriving) from hydration on, with the title rules as a chunk of their own (0.9 KB gzipped).
const DocumentTitle = lazy(() =>
  import('@/features/seo/use-document-title').then((module) => ({ default: module.DocumentTitle })),
);
const OutboxSync = lazy(() =>
  afterPageHydration()
    .then(() => import('@/offline/use-outbox'))
    .then((module) => ({ default: module.OutboxSync })),
);

/** What every loader receives (declared here, as TanStack's examples do, so router.tsx is not imported back). */
export interface RouterContext {
  queryClient: QueryClient;
  /** Rendering on the server: loaders wait for their data (routes/-components/load-data.ts). */
  server: boolean;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  const { data: user } = useCurrentUser();
  /** A sign-out under way (a new number for each tap on 'Log out'), 0 when none. */
  const [logout, setLogout] = useState(0);
  const search = useRouterState({
    select: (state) => parseSearchParam((state.location.search as { search?: unknown }).search),
  });
  const onLogout = () => setLogout((n) => n + 1);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader user={user} onLogout={onLogout} search={search} />
      <OfflineBanner />
      <AfterHydration>
        <StorageBanner />
      </AfterHydration>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* On the server: the router's dehydrated state (web/entry-server.tsx). In the browser it renders
          nothing (no route has scripts of its own), so the browser build leaves it and its asset
          renderer out: about 1.3 KB gzipped of every page's first load (issue 21). */}
      {import.meta.env.SSR ? <Scripts /> : null}
      <AfterHydration>
        <OutboxSync userId={user?.id} />
      </AfterHydration>
      <AfterHydration>
        <DocumentTitle />
      </AfterHydration>
      {logout ? (
        <Suspense fallback={null}>
          <Logout
            key={logout}
            onDone={(outcome) => {
              setLogout(0);
              sayLoggedOut(outcome);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Lazily loaded parts that are not server-rendered: nothing on the server and while the page
 * hydrates, then the part. The hydration flag lives here rather than in the layout, so its flip
 * after hydration re-renders these leaves, not the whole layout (issue 21: TBT).
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
