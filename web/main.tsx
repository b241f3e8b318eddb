// The browser entry: the only module that touches window/document at load time.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/opsz.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { App } from './app';
import type { SsrState } from './entry-server';
import { createQueryClient } from './lib/query-client';
import { watchInstallPrompt } from './lib/install';
import { createAppRouter } from './router';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy modes): run without persistence
  }
}

/**
 * A server-rendered page (api/ssr/) carries its router matches and query cache as JSON: they are
 * put back as they were on the server, so the first render matches the HTML and nothing is fetched
 * again. The data counts as fetched now (this clock), so the persisted cache restored next, older,
 * never replaces it.
 */
async function takeOverServerPage(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
  state: SsrState,
): Promise<Set<string>> {
  const now = Date.now();
  for (const query of state.queries.queries) {
    query.state.dataUpdatedAt = now;
    query.dehydratedAt = now;
  }
  for (const match of state.router.matches) match.u = now;
  hydrateQueries(queryClient, state.queries);
  // TanStack Router's hydration reads what its own server scripts would have left here.
  (window as unknown as { $_TSR: unknown }).$_TSR = {
    router: state.router,
    buffer: [],
    h() {},
    e() {},
    c() {},
    p() {},
  };
  await hydrateRouter(router);
  return new Set(state.queries.queries.map((query) => query.queryHash));
}

async function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const stateElement = document.getElementById('ssr-state');
  const app = { queryClient, router, storage: browserStorage(), online: navigator.onLine };
  if (stateElement?.textContent) {
    const serverQueries = await takeOverServerPage(
      queryClient,
      router,
      JSON.parse(stateElement.textContent) as SsrState,
    );
    // A transition: hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(root, <App {...app} server serverQueries={serverQueries} />);
    });
  } else {
    createRoot(root).render(<App {...app} />);
  }
  // Listening costs nothing, and the browser's offer to install may come at any moment.
  watchInstallPrompt();
  // What the page does not need to show itself waits until the page has loaded and gone idle:
  // the service worker, and the local store's delta pull (issue 11; then on `online` and every 60 s
  // while visible), whose first pull writes a few hundred rows into IndexedDB.
  // Both load as their own chunks (the local store's Dexie among them): not part of the first load.
  afterLoad(() => {
    void import('./lib/pwa').then(({ registerServiceWorker }) => registerServiceWorker());
    void import('./offline/start').then(({ startOfflineSync }) => startOfflineSync(queryClient));
  });
}

function afterLoad(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

void start();
