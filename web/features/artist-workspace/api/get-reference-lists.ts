import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Medium, Specialty } from '../../../../contract/reference';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/specialties?activeOnly=true` or `GET /api/mediums?activeOnly=true` (same shape, same call). */
type ReferenceList = 'specialties' | 'mediums';

export function fetchActiveReferenceList(list: ReferenceList, options?: RequestOptions) {
  return getJson<Array<Specialty | Medium>>(`/api/${list}?activeOnly=true`, options);
}

export function activeReferenceListQueryOptions(list: ReferenceList) {
  return queryOptions({
    queryKey: [`/api/${list}`, { activeOnly: 'true' }] as const,
    queryFn: ({ signal }) => fetchActiveReferenceList(list, { signal }),
  });
}

/** Active specialties (profile toggles, artwork form) or mediums (artwork form), by name order of the API. */
export function useActiveReferenceList(list: ReferenceList) {
  return useQuery(activeReferenceListQueryOptions(list));
}
