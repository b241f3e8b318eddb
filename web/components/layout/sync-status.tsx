import { lazy, Suspense } from 'react';
import { useAfterPageHydration } from '@/lib/page-hydration';

// The button reads the outbox from the local store (Dexie): it loads once the page is live, as its
// own chunk, not with the public first load (issue 10).
const SyncButton = lazy(() => import('./sync-button').then((module) => ({ default: module.SyncButton })));

/**
 * The header's sync button (web/components/layout/sync-button.tsx). Until it has loaded, a signed-in
 * header keeps its room, so nothing moves when it appears; a visitor online with nothing queued
 * has no button at all.
 */
export function SyncStatus({ signedIn }: { signedIn: boolean }) {
  // The button reads the local store: it waits until the page has hydrated (a page rendered in the
  // browser does not wait).
  const hydrated = useAfterPageHydration();
  const placeholder = signedIn ? <span aria-hidden className="inline-block size-11 shrink-0" /> : null;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SyncButton signedIn={signedIn} />
    </Suspense>
  );
}
