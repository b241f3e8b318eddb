import { registerSW } from 'virtual:pwa-register';
import { unsentWriteCount } from '@/offline/outbox';
import { toast, toastIfIdle } from './toast';

/**
 * Reloads into the new version, unless the outbox still holds writes: a reload mid-send is safe
 * (the keys make a resend harmless), but a new build could read the queue differently, so the
 * update waits until everything has synced, and says why.
 */
async function reloadWhenSynced(update: () => Promise<void>, promptAgain: () => void): Promise<void> {
  const unsent = await unsentWriteCount();
  if (unsent > 0) {
    // Offer the update again once the queue is empty.
    const wait = setInterval(() => {
      void unsentWriteCount().then((count) => {
        if (count > 0) return;
        clearInterval(wait);
        promptAgain();
      });
    }, 15_000);
    toast({
      title: 'The update waits for your changes to sync',
      description: `${unsent} ${unsent === 1 ? 'change is' : 'changes are'} still waiting to sync (see Sync in the header). Reload once ${unsent === 1 ? 'it has' : 'they have'} been sent.`,
      duration: 10_000,
    });
    return;
  }
  await update();
}

/**
 * Registers the service worker (production builds only; dev has none). With registerType 'prompt'
 * a new version waits until the user chooses to reload (the worker's SKIP_WAITING message).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const promptUpdate = () => {
    toast({
      title: 'A new version of Atelier is ready',
      description: 'Reload to get the latest features and fixes.',
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => void reloadWhenSynced(() => updateServiceWorker(true), promptUpdate),
      },
    });
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh: promptUpdate,
    onRegisteredSW(_url, registration) {
      if (registration) checkForUpdates(registration);
    },
    onOfflineReady() {
      void toastIfIdle({
        title: 'Ready to work offline',
        description: 'Pages you visit will open even without a connection.',
      });
    },
  });
}

/** How often an open tab asks for a new version besides on focus. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Asks the server for a new service worker when the tab comes back into view or regains focus,
 * and hourly while it stays open (a PWA can stay open for days). A new version then goes through
 * the update prompt above.
 */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch(() => undefined); // offline or the server is down: try next time
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
