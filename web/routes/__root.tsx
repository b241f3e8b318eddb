import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { parseSearchParam } from '@/components/layout/search-text';
import { useCurrentUser } from '@/api/auth';
import { toast } from '@/lib/toast';
import { NotFoundPage } from './-components/not-found-page';
import { RouteErrorPage } from './-components/route-error-page';

/** What every loader receives (declared here, as TanStack's examples do, so router.tsx is not imported back). */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search = useRouterState({
    select: (state) => parseSearchParam((state.location.search as { search?: unknown }).search),
  });

  const onLogout = () => {
    // The write path loads with the first sign-out, not with the public shell (issue 10).
    import('@/features/auth/api/logout')
      .then(({ signOut }) => signOut(queryClient))
      .then(
        () => {
          void navigate({ to: '/' });
          toast({ title: 'Logged out successfully' });
        },
        () => {
          toast({
            title: 'Could not log out',
            description: 'Check your connection and try again.',
            variant: 'destructive',
          });
        },
      );
  };

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
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
