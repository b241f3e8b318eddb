import { QueryClient, type Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistQueryClientProviderProps,
} from '@tanstack/react-query-persist-client';

/** Persisted data older than this is dropped at start; queries are kept in memory as long. */
export const PERSIST_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 7;
/** Bump when a cached response shape changes, so old caches are discarded instead of misread. */
export const PERSIST_BUSTER = 'atelier-v2'; // v2: keys from web/api key factories
export const PERSIST_STORAGE_KEY = 'atelier-query-cache';

/**
 * Every query names its own `queryFn` (web/api/*): keys are key-factory arrays, not URLs.
 * Spec section 9: fetched data never becomes stale, nothing refetches on focus or on an interval,
 * and neither queries nor mutations retry. One client per app instance (never a module singleton).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: PERSIST_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

type PersistOptions = PersistQueryClientProviderProps['persistOptions'];

/**
 * What is written to storage: every query that holds data, whatever its last fetch did. The
 * library's default keeps only `status === 'success'`, so a refetch that failed offline (status
 * 'error', data kept) used to drop the query from storage and the cache shrank with each offline
 * use. A query leaves storage only through logout (the cache is cleared), a new PERSIST_BUSTER, or
 * PERSIST_MAX_AGE_MS (issue 11, point 1).
 */
export function shouldPersistQuery(query: Pick<Query, 'state'>): boolean {
  return query.state.data !== undefined;
}

/**
 * Persists the cache (the current user included) to the given storage, so a reload offline shows
 * what was seen. Logout clears the whole cache (features/auth/api/logout.ts, web/api/auth.ts), which is persisted too.
 */
export function createPersistOptions(storage: Storage | undefined): PersistOptions {
  return {
    persister: createSyncStoragePersister({
      storage,
      key: PERSIST_STORAGE_KEY,
      throttleTime: 1000,
      // localStorage holds about 5 MB: when full, drop the oldest queries instead of saving nothing.
      retry: removeOldestQuery,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Run once the persisted cache is restored. Within a session data never goes stale (spec), but a
 * new start of the app behaves like the spec's fresh page load: when online, what was restored is
 * shown at once and the queries on screen are refetched in the background; offline, it stays.
 */
export function revalidateAfterRestore(
  queryClient: QueryClient,
  online: boolean,
  /** Hashes of the queries a server-rendered page came with: fresh, never refetched. */
  fresh?: ReadonlySet<string>,
): Promise<void> {
  if (!online) return Promise.resolve();
  // Every key on purpose: a restored cache may be arbitrarily old. Inactive ones refetch when used.
  return queryClient.invalidateQueries({
    refetchType: 'active',
    predicate: (query) => !fresh?.has(query.queryHash),
  });
}

/**
 * A server-rendered page, once it has hydrated: what PersistQueryClientProvider does, outside React.
 * The persisted cache is restored beside the page's data (older, it never replaces it), the page's
 * data is stored as a fetch would have been, every later change is saved, and what was restored is
 * refreshed (revalidateAfterRestore). No context above the page flips from "restoring" to
 * "restored": such an update, landing while React still hydrates the page's Suspense boundary
 * (the router's), made React finish that hydration in one blocking task and render every query
 * again (issue 21, point 4: TBT). Returns the function that stops saving.
 */
export function persistBesidePage(
  queryClient: QueryClient,
  persistOptions: PersistOptions,
  online: boolean,
  /** Hashes of the queries the page came with (web/lib/page-queries.ts): fresh, never refetched. */
  serverQueries: ReadonlySet<string>,
): { stop: () => void; done: Promise<void> } {
  // The persist package carries its own copy of query-core's types.
  const options = {
    ...persistOptions,
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'],
  };
  let stopped = false;
  let unsubscribe = () => {};
  const done = persistQueryClientRestore(options)
    .catch(() => undefined) // an unreadable cache is dropped by the restore: start without it
    .then(() => {
      if (stopped) return;
      void persistQueryClientSave(options);
      unsubscribe = persistQueryClientSubscribe(options);
      return revalidateAfterRestore(queryClient, online, serverQueries);
    });
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    done,
  };
}
