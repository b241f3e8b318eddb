import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionListQuery } from '@contract/commission';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';
import { pagedQueryOptions } from '@/lib/paged';

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
  return call(Endpoints.listCommissions, { query: params }, { signal });
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
