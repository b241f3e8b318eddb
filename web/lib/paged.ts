import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { ListResult } from './api-client';

/** One page of a list endpoint: `cursor` is undefined for the first page (contract/paging.ts). */
export type PageFetcher<T> = (cursor: string | undefined, signal: AbortSignal) => Promise<ListResult<T>>;

/**
 * A keyset-paged list as an infinite query: each page asks for the next one with the previous
 * answer's `X-Next-Cursor`; there is no next page when the server sends none.
 */
export function pagedQueryOptions<T>(queryKey: QueryKey, fetchPage: PageFetcher<T>): PagedOptions<T> {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  };
}

export type PagedData<T> = InfiniteData<ListResult<T>, string | undefined>;
export type PagedOptions<T> = UseInfiniteQueryOptions<
  ListResult<T>,
  Error,
  PagedData<T>,
  QueryKey,
  string | undefined
>;

/** The loaded pages as one list: every item so far, the first page's (counted) total, the last cursor. */
export function flattenPages<T>(data: PagedData<T> | undefined): ListResult<T> | undefined {
  const first = data?.pages[0];
  if (!data || !first) return undefined;
  const last = data.pages[data.pages.length - 1] ?? first;
  return {
    items: data.pages.flatMap((page) => page.items),
    total: first.total,
    capped: first.capped,
    nextCursor: last.nextCursor,
  };
}

/** What a 'Load more' control needs (web/components/ui/load-more.tsx). */
export interface MorePages {
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/** The pages loaded so far of a paged list, flattened, and how to load the next one. */
export function usePagedList<T>(options: PagedOptions<T>) {
  const query = useInfiniteQuery(options);
  const more: MorePages = {
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
  return { ...query, list: flattenPages(query.data), more };
}
