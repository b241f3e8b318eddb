import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Commission, CommissionListQuery } from '../../../../contract/commission';
import { buildUrl, getList, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/commissions?…` (showcase, artistId, search, medium, sort, limit, offset). */
export function fetchCommissions(params: CommissionListQuery = {}, options?: RequestOptions) {
  return getList<Commission>(buildUrl('/api/commissions', params), options);
}

export function commissionsQueryOptions(params: CommissionListQuery = {}) {
  return queryOptions({
    queryKey: ['/api/commissions', params] as const,
    queryFn: ({ signal }) => fetchCommissions(params, { signal }),
  });
}

/** `data`: `{ items: Commission[], total }`. */
export function useCommissions(params: CommissionListQuery = {}) {
  return useQuery(commissionsQueryOptions(params));
}
