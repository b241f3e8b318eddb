import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionListQuery } from '@contract/commission';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import { pagedQueryOptions } from '@/lib/paged';
import { OFFLINE_FIRST, orLocal } from './local-fallback';

export const commissionKeys = {
  all: ['commissions'] as const,
  lists: () => [...commissionKeys.all, 'list'] as const,
  list: (params: CommissionListQuery = {}) => [...commissionKeys.lists(), params] as const,
  /** The pages loaded so far of one list (an infinite query). */
  paged: (params: CommissionListQuery = {}) => [...commissionKeys.lists(), 'paged', params] as const,
  details: () => [...commissionKeys.all, 'detail'] as const,
  detail: (id: number) => [...commissionKeys.details(), id] as const,
};

/** `GET /api/commissions?…` (showcase, artistId, search, medium, sort, limit, offset). */
export function fetchCommissions(params: CommissionListQuery = {}, signal?: AbortSignal) {
  return read(Endpoints.listCommissions, { query: params }, { signal });
}

/** `data`: `{ items: Commission[], total }`. */
export function commissionsQueryOptions(params: CommissionListQuery = {}) {
  return queryOptions({
    queryKey: commissionKeys.list(params),
    queryFn: ({ signal }) => fetchCommissions(params, signal),
  });
}

/** One list, a keyset page at a time ('Load more'). */
export function pagedCommissionsQueryOptions(params: CommissionListQuery = {}) {
  return pagedQueryOptions(commissionKeys.paged(params), (cursor, signal) =>
    fetchCommissions({ ...params, cursor }, signal),
  );
}

export function useCommissions(params: CommissionListQuery = {}) {
  return useQuery(commissionsQueryOptions(params));
}

/** `GET /api/commissions/{id}`: one showcase commission (404 when missing or not public). */
export function fetchCommission(id: number, signal?: AbortSignal) {
  return read(Endpoints.getCommission, { params: { id } }, { signal });
}

/** Offline, a commission synced to this device opens from it. */
export function commissionQueryOptions(id: number) {
  return queryOptions({
    queryKey: commissionKeys.detail(id),
    queryFn: ({ signal }) =>
      orLocal(
        () => fetchCommission(id, signal),
        async () => {
          const { hasIndexedDb, offlineDb } = await import('@/offline/db');
          return hasIndexedDb() ? await offlineDb().commissions.get(id) : undefined;
        },
      ),
    ...OFFLINE_FIRST,
  });
}
