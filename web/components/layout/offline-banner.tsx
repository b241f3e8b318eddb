import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (always true when rendered on a server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A quiet strip under the header while offline: what was seen stays available. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-line bg-warning-soft">
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm text-warning sm:px-6 lg:px-8">
        <WifiOff aria-hidden className="size-4 shrink-0" />
        You're offline. Pages you have already visited stay available.
      </p>
    </div>
  );
}
