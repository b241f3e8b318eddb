import { memo, Suspense, use, useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Selective hydration (issue 21, point 4: TBT): a part of a server-rendered page that is readable
 * as HTML (the gallery's cards past the first rows) is taken over by React after the rest of the
 * page, a few parts per idle period, instead of inside the hydration's long task.
 *
 * The server renders the part inside a `<Suspense>` boundary like any other. While the page
 * hydrates, the part suspends on a promise of its own, so React keeps its server HTML as it is (a
 * dehydrated boundary: no mismatch, no layout shift, its links work as plain links). Once the part's
 * parent has hydrated, the parts' promises are resolved in document order, a batch per idle period,
 * and React hydrates each boundary in work of its own. A tap, a key or a focus anywhere releases
 * every part at once, and React hydrates first the part it landed in, before the event is handled.
 *
 * Only a hydration waits: a part rendered in the browser (a client navigation, a page rendered
 * there) renders at once.
 *
 * A part whose parent re-renders with new props, or under a context that changed (the root's, such
 * as the query cache's restore: the footer and the artwork page's text tried here), before the part
 * is released is rendered again in the browser instead of hydrated (React's rule for a boundary
 * still dehydrated): no error, no shift, but more work than hydrating it with the page. Use it
 * where the parent has settled by then (the gallery's cards: checked by their DOM nodes surviving).
 */

/**
 * Each part's promise, by `useId` (the same on the server, in the hydration and its retries), kept
 * once resolved (the retry reads it again), and how to resolve those still waiting.
 */
const promises = new Map<string, Promise<void>>();
const waiting = new Map<string, () => void>();
let pumping = false;

/** Parts released per idle period. */
const BATCH = 4;

function release(id: string) {
  waiting.get(id)?.();
  waiting.delete(id);
}

function releaseAll() {
  waiting.forEach((_, id) => release(id));
}

/** Releases the waiting parts, a batch per idle period; then `<html data-hydrated>` (the e2e guard waits for it). */
function pump() {
  if (pumping) return;
  pumping = true;
  const next = () => {
    [...waiting.keys()].slice(0, BATCH).forEach(release);
    if (waiting.size) idle(next);
    else {
      pumping = false;
      document.documentElement.dataset.hydrated = '';
    }
  };
  idle(next);
}

function idle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 50);
}

function waitFor(id: string): Promise<void> {
  if (!promises.size)
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      document.addEventListener(type, releaseAll, { capture: true, passive: true });
  delete document.documentElement.dataset.hydrated;
  const promise = new Promise<void>((resolve) => waiting.set(id, resolve));
  promises.set(id, promise);
  return promise;
}

function Wait({ children }: { children: ReactNode }) {
  const id = useId();
  // False while hydrating (React renders with the server's snapshot), true in a browser render.
  const rendered = useHydrated();
  const promise = promises.get(id) ?? (import.meta.env.SSR || rendered ? undefined : waitFor(id));
  if (promise) use(promise); // resolved once released: it returns at once

  return children;
}

/** Children hydrated after the rest of the page (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Runs once the parent has hydrated (this wrapper is outside the boundary).
  useEffect(pump, []);
  return (
    <Suspense fallback={null}>
      <Wait>{children}</Wait>
    </Suspense>
  );
}

/**
 * The component, hydrated later. Memoised: a parent that renders again with the same props does
 * not reach a part still waiting (new props there would make React render it at once).
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>) {
  return memo((props: P) => (
    <HydrateLater>
      <Component {...props} />
    </HydrateLater>
  ));
}
