import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../contract/order';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/stats` (admins only): totalArtists, totalArtworks, pendingApprovals, monthlySales. */
export function fetchStats(options?: RequestOptions) {
  return getJson<Stats>('/api/stats', options);
}

export const statsQueryKey = ['/api/stats'] as const;

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsQueryKey, queryFn: ({ signal }) => fetchStats({ signal }) });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
