import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

export const statsKeys = {
  all: ['stats'] as const,
};

/** `GET /api/stats` (admins only): totalArtists, totalArtworks, pendingApprovals, monthlySales. */
export function fetchStats(signal?: AbortSignal) {
  return read(Endpoints.getStats, {}, { signal });
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsKeys.all, queryFn: ({ signal }) => fetchStats(signal) });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
