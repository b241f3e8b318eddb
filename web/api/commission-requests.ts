import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';

/** Exactly one of them: what a user sent (`userId`) or what an artist received (`artistId`). */
export type RequestListParams = { userId: number } | { artistId: number };

/** Invalidate `commissionRequestKeys.all` to refresh both the sent and the received lists. */
export const commissionRequestKeys = {
  all: ['commission-requests'] as const,
  lists: () => [...commissionRequestKeys.all, 'list'] as const,
  list: (params: RequestListParams) => [...commissionRequestKeys.lists(), params] as const,
};

/** `GET /api/commission-requests?userId=` or `?artistId=`, newest first. */
export function fetchCommissionRequests(params: RequestListParams, signal?: AbortSignal) {
  return call(Endpoints.listCommissionRequests, { query: params }, { signal });
}

/** `data`: `{ items: CommissionRequest[], total }`. */
export function commissionRequestsQueryOptions(params: RequestListParams) {
  return queryOptions({
    queryKey: commissionRequestKeys.list(params),
    queryFn: ({ signal }) => fetchCommissionRequests(params, signal),
  });
}

export function useCommissionRequests(params: RequestListParams) {
  return useQuery(commissionRequestsQueryOptions(params));
}
