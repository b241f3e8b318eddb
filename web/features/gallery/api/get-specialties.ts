import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Specialty } from '../../../../contract/reference';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/specialties?activeOnly=true`: the specialty filter's choices and the popular chips, in the API's order. */
export function fetchActiveSpecialties(options?: RequestOptions) {
  return getJson<Specialty[]>('/api/specialties?activeOnly=true', options);
}

export function activeSpecialtiesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/specialties', { activeOnly: 'true' }] as const,
    queryFn: ({ signal }) => fetchActiveSpecialties({ signal }),
  });
}

export function useActiveSpecialties() {
  return useQuery(activeSpecialtiesQueryOptions());
}
