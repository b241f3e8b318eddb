import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListResult } from '@/lib/api-client';
import { flattenPages, type MorePages, type PagedOptions } from '@/lib/paged';

export interface GalleryList<T> {
  /** What to show: the pages loaded so far, or the local fallback. */
  data: ListResult<T> | undefined;
  isPending: boolean;
  /** A new filter combination is loading while the previous results stay on screen. */
  isUpdating: boolean;
  /** The server could not answer and the results were filtered on this device from the cached list. */
  isLocal: boolean;
  refetch: () => void;
  /** The next page ('Load more', or the sentinel under the grid). */
  more: MorePages;
}

/**
 * A gallery's list, filtered and sorted by the server, one keyset page at a time. While a new
 * combination loads the previous results stay (no flash of skeletons). Offline, or when that call
 * fails, the filters are applied on this device to the pages of the unfiltered list loaded before
 * (same rules, `applyLocally`).
 */
export function useGalleryList<T>(
  remote: PagedOptions<T>,
  all: PagedOptions<T>,
  applyLocally: (items: readonly T[]) => T[],
): GalleryList<T> {
  const query = useInfiniteQuery({ ...remote, placeholderData: keepPreviousData });
  // Reads the cached pages of the unfiltered list without fetching them.
  const cachedAll = useInfiniteQuery({ ...all, enabled: false });
  const cached = flattenPages(cachedAll.data);
  const canFallBack = query.isError && !query.data && cached !== undefined;
  const localItems = canFallBack && cached ? applyLocally(cached.items) : undefined;
  return {
    data: localItems
      ? { items: localItems, total: localItems.length, capped: false, nextCursor: null }
      : flattenPages(query.data),
    isPending: query.isPending && !localItems,
    isUpdating: query.isPlaceholderData,
    isLocal: Boolean(localItems),
    refetch: () => void query.refetch(),
    more: {
      hasMore: !localItems && query.hasNextPage && !query.isPlaceholderData,
      isLoadingMore: query.isFetchingNextPage,
      loadMore: () => {
        if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
      },
    },
  };
}
