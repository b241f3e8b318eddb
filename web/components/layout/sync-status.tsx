import { lazy, Suspense } from 'react';
import { afterPageHydration } from '@/lib/page-hydration';
import { useHydrated } from '@/lib/use-hydrated';

// The button reads the outbox from the local store (Dexie): it loads once the page is live, as its
// own chunk, not with the public first load (issue 10); on a server-rendered page once the page
// itself has hydrated (web/lib/page-hydration.ts).
const SyncButton = lazy(() =>
  afterPageHydration()
    .then(() => import('./sync-button'))
    .then((module) => ({ default: module.SyncButton })),
);

/**
 * The header's sync button (web/components/layout/sync-button.tsx). Until it has loaded, a signed-in
 * header keeps its room, so nothing moves when it appears; a visitor online with nothing queued
 * has no button at all.
 */
export function SyncStatus({ signedIn }: { signedIn: boolean }) {
  const hydrated = useHydrated();
  const placeholder = signedIn ? <span aria-hidden className="inline-block size-11 shrink-0" /> : null;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SyncButton signedIn={signedIn} />
    </Suspense>
  );
}
