import { registerSW } from 'virtual:pwa-register';
import { toast, toastIfIdle } from './toast';

/**
 * Registers the service worker (production builds only; dev has none). With registerType 'prompt'
 * a new version waits until the user chooses to reload (the worker's SKIP_WAITING message).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast({
        title: 'A new version of Atelier is ready',
        description: 'Reload to get the latest features and fixes.',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
      });
    },
    onOfflineReady() {
      void toastIfIdle({
        title: 'Ready to work offline',
        description: 'Pages you visit will open even without a connection.',
      });
    },
  });
}
