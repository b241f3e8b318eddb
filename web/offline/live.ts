import { startTransition, useEffect, useState, type DependencyList } from 'react';
import type { OfflineDb } from './db';
import { afterPageHydration } from '@/lib/page-hydration';
import { hasIndexedDb } from './has-indexed-db';

/**
 * A live read of the local store, as dexie-react-hooks' `useLiveQuery`: undefined until the first
 * read answers, then re-read whenever a table it read changes (a delta pull, a pin). Dexie loads on
 * the first call, as its own chunk, so a page that only may read the local store does not carry it
 * in its first load (issue 10). Without IndexedDB, or when the store cannot open (quota, a blocked
 * upgrade), it answers `empty`.
 */
export function useLocalLiveQuery<T>(
  read: (db: OfflineDb) => Promise<T>,
  deps: DependencyList,
  empty: T,
): T | undefined {
  const [value, setValue] = useState<{ current: T } | undefined>(undefined);
  useEffect(() => {
    let closed = false;
    let subscription: { unsubscribe: () => void } | undefined;
    // An answer renders as a transition: it may re-render a whole gallery (its rows merge into the
    // server's pages), which React then does in slices, several answers together, instead of one
    // blocking render each while the page starts (issue 21, point 4: TBT).
    const answer = (next: T) => {
      if (!closed) startTransition(() => setValue({ current: next }));
    };
    // A server-rendered page opens the store once it has hydrated (web/lib/page-hydration.ts): the
    // layout's reads start before the page's part has, and neither Dexie's chunk, the store's
    // upgrade nor an answer may land while React hydrates it (issue 21, point 4).
    const store = afterPageHydration().then(() =>
      hasIndexedDb() ? import('./live-store') : Promise.reject(new Error('no IndexedDB')),
    );
    store.then(
      ({ liveQuery, offlineDb }) => {
        if (closed) return;
        subscription = liveQuery(() => read(offlineDb())).subscribe({
          next: answer,
          error: () => answer(empty),
        });
      },
      () => answer(empty),
    );
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
    // The caller's deps say when the read changes, as with useEffect and useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value?.current;
}
