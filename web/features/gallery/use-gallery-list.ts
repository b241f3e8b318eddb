import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { sortedBy, type Compare } from '@contract/browse-rules';
import { PAGE_SIZE } from '@contract/page-size';
import { useOnline } from '@/components/layout/offline-banner';
import type { ListResult } from '@/lib/api-client';
import { flattenPages, type MorePages, type PagedOptions } from '@/lib/paged';
import { localMatches, localPages } from './local-pages';

export interface GalleryList<T> {
  /** What to show: the pages loaded so far (merged with the local store), or the local results. */
  data: ListResult<T> | undefined;
  isPending: boolean;
  /** A new filter combination is loading while the previous results stay on screen. */
  isUpdating: boolean;
  /** The results come from this device (the local store plus the pages seen), not from the server. */
  isLocal: boolean;
  /**
   * Offline, or the server unreachable: the list is everything this device holds that matches,
   * paged from the local store ('62 artworks on this device'; 'Load more' goes on locally).
   */
  onDevice: boolean;
  /** Local results are on screen while the server's answer is on its way. */
  isRevalidating: boolean;
  /** When what is shown was last fetched or synced (ISO), for 'Offline · last synced …'. */
  lastSyncedAt: string | null;
  refetch: () => void;
  /** The next page ('Load more', or the sentinel under the grid). */
  more: MorePages;
}

/** The gallery's rows in the local store (web/offline) and the rules to browse them. */
export interface LocalSource<T> {
  /** The local store's rows of this gallery (undefined while they are read). */
  rows: readonly T[] | undefined;
  /** Rows saved for offline (pins): browsed offline and while pending, never merged into server pages. */
  saved?: readonly T[] | undefined;
  /** Ids the delta pull deleted (no longer visible): left out of server pages too. */
  deleted: ReadonlySet<number>;
  /** The current filters, the API's rules (contract/browse-rules.ts). */
  matches: (item: T) => boolean;
  /** The current sort, the API's order. */
  compare: Compare<T>;
  /** When the delta pull last caught up (ISO), or null. */
  lastSyncedAt: string | null;
}

function byId<T extends { id: number }>(...lists: (readonly T[] | undefined)[]): Map<number, T> {
  const map = new Map<number, T>();
  // Earlier lists win: the local store's rows are fresher than pages fetched before.
  for (const list of lists) for (const item of list ?? []) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}

const isoOf = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);
const latest = (...isos: (string | null)[]) =>
  isos
    .filter((iso): iso is string => Boolean(iso))
    .sort()
    .at(-1) ?? null;

/**
 * How many local pages are shown: at least as many as the server's pages already on screen (going
 * offline never shortens the list), reset when the filters (the query key) change.
 */
function useLocalPageCount(key: unknown, seen: number): [number, () => void] {
  const id = JSON.stringify(key);
  const [state, setState] = useState({ id, pages: 1 });
  const pages = Math.max(state.id === id ? state.pages : 1, Math.ceil(seen / PAGE_SIZE.default));
  return [pages, () => setState({ id, pages: pages + 1 })];
}

/**
 * A gallery's list: local first, revalidated by the server (issue 11, point 2).
 * - Online, the server filters and sorts, one keyset page at a time; the rows of the local store
 *   are merged in (a fresher version replaces a row, a row the pull deleted leaves, and a new row
 *   that sorts within the loaded pages appears), so a delta pull shows a newly approved artwork
 *   without refetching the list (point 7).
 * - Offline, or when the server cannot be reached (its answer failed), the list is what this device
 *   holds (the local store, the pages seen before, the saved items) with the API's filters and
 *   order, paged from the local store: the count is what is available offline and 'Load more'
 *   continues locally (issue 27, point 2). While the server's first answer is on its way the same
 *   local pages are shown.
 */
export function useGalleryList<T extends { id: number; version?: number }>(
  remote: PagedOptions<T>,
  all: PagedOptions<T>,
  local: LocalSource<T>,
): GalleryList<T> {
  const online = useOnline();
  const query = useInfiniteQuery({ ...remote, placeholderData: keepPreviousData });
  // Reads the cached pages of the unfiltered list without fetching them.
  const cachedAll = useInfiniteQuery({ ...all, enabled: false });
  const lastSyncedAt = latest(local.lastSyncedAt, isoOf(query.dataUpdatedAt), isoOf(cachedAll.dataUpdatedAt));

  const unreachable = !online || (query.isError && !query.isFetching);
  const cachedPages = query.isPlaceholderData ? undefined : flattenPages(query.data);
  const server = unreachable ? undefined : cachedPages;
  const [pages, nextLocalPage] = useLocalPageCount(remote.queryKey, cachedPages?.items.length ?? 0);
  const sources = [local.rows, cachedPages?.items, flattenPages(cachedAll.data)?.items, local.saved];
  const localItems =
    !server && sources.some((source) => source?.length)
      ? localMatches({ sources, deleted: local.deleted, matches: local.matches, compare: local.compare })
      : undefined;
  const onDevice = unreachable && Boolean(localItems);

  let data: ListResult<T> | undefined;
  if (server) data = mergeWithLocal(server, local, Boolean(query.hasNextPage));
  else if (localItems) data = localPages(localItems, pages);
  else data = flattenPages(query.data);

  return {
    data,
    isPending: query.isPending && !localItems,
    isUpdating: !localItems && query.isPlaceholderData,
    isLocal: Boolean(localItems),
    onDevice,
    isRevalidating: Boolean(localItems) && query.isFetching,
    lastSyncedAt,
    refetch: () => void query.refetch(),
    more: localItems
      ? {
          hasMore: Boolean(data?.nextCursor),
          isLoadingMore: false,
          loadMore: nextLocalPage,
        }
      : {
          hasMore: Boolean(server) && query.hasNextPage && !query.isPlaceholderData,
          isLoadingMore: query.isFetchingNextPage,
          loadMore: () => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
          },
        },
  };
}

/** The server's pages with the local store's news merged in (see useGalleryList; point 7). */
export function mergeWithLocal<T extends { id: number; version?: number }>(
  server: ListResult<T>,
  local: LocalSource<T>,
  hasMore: boolean,
): ListResult<T> {
  if (!local.rows?.length && local.deleted.size === 0) return server;
  const fresh = byId(local.rows);
  let removed = 0;
  const items: T[] = [];
  for (const item of server.items) {
    const mine = fresh.get(item.id);
    // A newer local version that no longer matches (edited, say) leaves; the same version stays as
    // the server matched it (its artist may be outside the local store, for the username search).
    if (local.deleted.has(item.id) || (mine && mine.version !== item.version && !local.matches(mine)))
      removed++;
    // The same version is the same row: the server's object stays, so an answer of the local store
    // that changes nothing on screen keeps the list (and its memoised cards) as they were.
    else items.push(mine && (mine.version === undefined || mine.version !== item.version) ? mine : item);
  }
  const seen = new Set(server.items.map((item) => item.id));
  const last = server.items.at(-1);
  const added = (local.rows ?? []).filter(
    (row) =>
      !seen.has(row.id) &&
      !local.deleted.has(row.id) &&
      local.matches(row) &&
      (!hasMore || (last !== undefined && local.compare(row, last) < 0)),
  );
  if (removed === 0 && added.length === 0 && items.every((item, i) => item === server.items[i]))
    return server;
  return {
    ...server,
    items: added.length ? sortedBy([...items, ...added], local.compare) : items,
    total: Math.max(0, server.total + added.length - removed),
  };
}
