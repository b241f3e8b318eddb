import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

export const vitalsKeys = { summary: ['vitals', 'summary'] as const };

/** `GET /api/vitals` (admins only): p75 of LCP, INP and CLS per page type over the last 7 days. */
export function vitalsQueryOptions() {
  return queryOptions({
    queryKey: vitalsKeys.summary,
    queryFn: ({ signal }) => read(Endpoints.getVitals, {}, { signal }),
  });
}

export function useVitals() {
  return useQuery(vitalsQueryOptions());
}
