import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ListResult } from '@/lib/api-client';

type ListOptions<T, K extends QueryKey> = UseQueryOptions<ListResult<T>, Error, ListResult<T>, K>;

export interface GalleryList<T> {
  /** What to show: the server's answer, or the local fallback. */
  data: ListResult<T> | undefined;
  isPending: boolean;
  /** A new filter combination is loading while the previous results stay on screen. */
  isUpdating: boolean;
  /** The server could not answer and the results were filtered on this device from the full list. */
  isLocal: boolean;
  refetch: () => void;
}

/**
 * A gallery's list, filtered and sorted by the server. While a new combination loads the previous
 * results stay (no flash of skeletons). Offline, or when that call fails, the filters are applied
 * on this device to the unfiltered list if it was loaded before (same rules, `applyLocally`).
 */
export function useGalleryList<T, K extends QueryKey>(
  remote: ListOptions<T, K>,
  all: ListOptions<T, K>,
  applyLocally: (items: readonly T[]) => T[],
): GalleryList<T> {
  const query = useQuery({ ...remote, placeholderData: keepPreviousData });
  // Reads the cached full list without fetching it.
  const cachedAll = useQuery({ ...all, enabled: false });
  const canFallBack = query.isError && !query.data && cachedAll.data !== undefined;
  const localItems = canFallBack && cachedAll.data ? applyLocally(cachedAll.data.items) : undefined;
  return {
    data: localItems ? { items: localItems, total: localItems.length } : query.data,
    isPending: query.isPending && !localItems,
    isUpdating: query.isPlaceholderData,
    isLocal: Boolean(localItems),
    refetch: () => void query.refetch(),
  };
}
