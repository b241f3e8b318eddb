// The browser entry: the only module that touches window/document at load time.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/opsz.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { watchInstallPrompt } from './lib/install';
import { registerServiceWorker } from './lib/pwa';
import { startOfflineSync } from './offline/start';
import { createAppRouter } from './router';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy modes): run without persistence
  }
}

function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <App queryClient={queryClient} router={router} storage={browserStorage()} online={navigator.onLine} />,
  );
  registerServiceWorker();
  // The local store's delta pull (issue 11): at start, on `online`, every 60 s while visible.
  startOfflineSync(queryClient);
  watchInstallPrompt();
}

start();
