// The browser entry: the only module that touches window/document at load time.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/opsz.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { App } from './app';
import { afterPageHydration, holdUntilPageHydrated, whenIdle } from './lib/page-hydration';
import { createQueryClient } from './lib/query-client';
import { setWriteInvalidation } from './lib/write-rules';
import { createAppRouter } from './router';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy modes): run without persistence
  }
}

// What each write makes stale (web/api/invalidation.ts), loaded with the first write's sending half.
setWriteInvalidation(() => import('./api/invalidation').then((rules) => rules.invalidateAfter));

/**
 * Lets the browser run what is waiting (input, paint) before the next step: the entry's module
 * evaluation, the router's creation and the start of the hydration are tasks of their own, not one
 * long task (issue 21, point 4: TBT counts each task's time past 50 ms).
 */
const yieldToBrowser = (): Promise<unknown> =>
  // `scheduler.yield` continues ahead of the page's other tasks (a timer waits behind its loading).
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  await yieldToBrowser();
  const queryClient = createQueryClient();
  // A server-rendered page (api/ssr/) carries the router's matches and the query cache: TanStack
  // Router's RouterClient puts them back before the first render (web/lib/page-queries.ts), so it
  // matches the HTML and nothing is fetched again.
  const serverQueries = new Set<string>();
  const router = createAppRouter(queryClient, {
    onPageQueries: (hashes) => hashes.forEach((hash) => serverQueries.add(hash)),
  });
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = { queryClient, router, storage: browserStorage(), online: navigator.onLine };
  if (root.firstElementChild) {
    // The local store, the persisted cache's restore and the after-load tasks below wait until the
    // page itself has hydrated (web/lib/page-hydration.ts).
    holdUntilPageHydrated();
    // A transition: hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        root,
        <App {...app} routerView={<RouterClient router={router} />} serverQueries={serverQueries} />,
        { onRecoverableError: reportRecoverableError },
      );
    });
  } else {
    createRoot(root).render(<App {...app} />);
  }
  // The browser's offer to install may come at any moment: web/index.html's inline listener keeps
  // one made before this chunk arrives (the footer's button loads with it, after hydration).
  void import('./lib/install').then(({ watchInstallPrompt }) => watchInstallPrompt());
  // What the page does not need to show itself waits until the page has loaded and gone idle, one
  // thing per idle period, so that they do not pile into one long task after hydration (issue 21:
  // TBT): the service worker, the vitals reporter, the two-factor watcher, and last the local
  // store's delta pull (issue 11; then on `online` and every 60 s while visible), whose first pull
  // opens IndexedDB and writes a few hundred rows. Each loads as its own chunk (the local store's
  // Dexie among them): not part of the first load.
  afterLoad([
    () => import('./lib/pwa').then(({ registerServiceWorker }) => registerServiceWorker()),
    () => import('./lib/vitals').then(({ reportWebVitals }) => reportWebVitals()),
    // An admin without two-factor sign-in is sent to set it up, whatever call answered 403 for it
    // (a call that failed before this loaded counts too).
    () =>
      import('./lib/two-factor-redirect').then(({ watchTwoFactorSetup }) =>
        watchTwoFactorSetup(queryClient, router),
      ),
    () => import('./offline/start').then(({ startOfflineSync }) => startOfflineSync(queryClient)),
  ]);
}

/**
 * React's word that part of the page did not hydrate as the server rendered it (a mismatch: React
 * then renders that part again in the browser). Said on the console, never silently: the e2e
 * hydration guard (e2e/visitor/hydration.spec.ts) fails on it.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Hydration error: ${message}`, info.componentStack ?? '');
}

/**
 * Runs the tasks one after another, each in an idle period of its own once the page has loaded and
 * (server-rendered) hydrated.
 */
function afterLoad(tasks: ReadonlyArray<() => Promise<unknown>>) {
  const next = (index: number) => {
    const task = tasks[index];
    if (!task) return;
    whenIdle(() => {
      task().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    });
  };
  void afterPageHydration().then(() => {
    if (document.readyState === 'complete') next(0);
    else window.addEventListener('load', () => next(0), { once: true });
  });
}

void start();
