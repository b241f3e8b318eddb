import { useEffect } from 'react';

/**
 * When a server-rendered page has hydrated. React hydrates the shell (layout, header, footer) first
 * and the page itself (the router's Suspense boundary around the root's `<Outlet>`) after it, at its
 * idle lane, in slices; the layout's effects run in between. What the page does not need to show
 * itself (the local store: Dexie's chunk and IndexedDB's upgrade, ~190 ms at 4x CPU; the persisted
 * query cache's restore; the after-load tasks) waits for this, so that it neither lengthens the
 * hydration's tasks nor lands an update that makes React hydrate the page at once, blocking
 * (issue 21, point 4: TBT).
 *
 * Open from the start unless the browser entry holds it (web/main.tsx, hydrating only): a page
 * rendered in the browser (signed in, offline) and the unit tests never wait.
 */
let hydrated: Promise<void> = Promise.resolve();
let release: (() => void) | null = null;

/** How long a held gate waits at most for a page to say it has hydrated (a page without the mark). */
const LONGEST_WAIT_MS = 10_000;

/** Hydrating a server-rendered page: the gate stays shut until the page marks itself hydrated. */
export function holdUntilPageHydrated(): void {
  hydrated = new Promise((resolve) => {
    release = resolve;
  });
  setTimeout(markPageHydrated, LONGEST_WAIT_MS);
}

/** The page has hydrated: the gate opens when the browser is next idle. Later calls do nothing. */
export function markPageHydrated(): void {
  const opening = release;
  if (!opening) return;
  release = null;
  whenIdle(opening);
}

/**
 * Resolves once the page has hydrated and the browser has gone idle (at once when not held). A lazy
 * part that reads the local store loads after it: `lazy(() => afterPageHydration().then(() => import(…)))`.
 */
export function afterPageHydration(): Promise<void> {
  return hydrated;
}

/**
 * Marks the page hydrated from the commit that hydrates it: called by what every page renders
 * (PageContainer, the not-found page). Its effect runs when the component's Suspense boundary,
 * the page's, has hydrated.
 */
export function useMarkPageHydrated(): void {
  useEffect(markPageHydrated, []);
}

/** Runs `task` when the browser is next idle (at the latest after 2 s). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
