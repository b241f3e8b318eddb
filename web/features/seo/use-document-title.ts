import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { pageTitle } from './page-title';

/**
 * Keeps `document.title` to the page's own title (the server writes it into the HTML; this follows
 * navigations in the browser), including once a detail page's record arrives.
 */
export function useDocumentTitle(): void {
  const queryClient = useQueryClient();
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '__root__' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const id = useRouterState({
    select: (state) => String((state.matches.at(-1)?.params as { id?: unknown } | undefined)?.id ?? ''),
  });
  const notFound = useRouterState({
    select: (state) =>
      state.matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound),
  });
  useEffect(() => {
    const update = () => {
      const title = pageTitle({ routeId, pathname, params: { id }, notFound }, queryClient);
      if (document.title !== title) document.title = title;
    };
    update();
    return queryClient.getQueryCache().subscribe(update);
  }, [queryClient, routeId, pathname, id, notFound]);
}

/** `useDocumentTitle` as a component, for the root layout to load after hydration (web/routes/__root.tsx). */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}
