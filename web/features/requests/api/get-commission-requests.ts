import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionRequest } from '../../../../contract/commission-request';
import { buildUrl, getList, type RequestOptions } from '../../../lib/api-client';

/** Exactly one of them: what a user sent (`userId`) or what an artist received (`artistId`). */
export type RequestListParams = { userId: number } | { artistId: number };

/** `GET /api/commission-requests?userId=` or `?artistId=`, newest first. */
export function fetchCommissionRequests(params: RequestListParams, options?: RequestOptions) {
  return getList<CommissionRequest>(buildUrl('/api/commission-requests', params), options);
}

export const commissionRequestsKey = ['/api/commission-requests'] as const;

/** Key `['/api/commission-requests', params]`: invalidate `commissionRequestsKey` to refresh both lists. */
export function commissionRequestsQueryOptions(params: RequestListParams) {
  return queryOptions({
    queryKey: [...commissionRequestsKey, params] as const,
    queryFn: ({ signal }) => fetchCommissionRequests(params, { signal }),
  });
}

/** `data`: `{ items: CommissionRequest[], total }`. */
export function useCommissionRequests(params: RequestListParams) {
  return useQuery(commissionRequestsQueryOptions(params));
}
