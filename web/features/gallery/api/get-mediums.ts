import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Medium } from '../../../../contract/reference';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/mediums?activeOnly=true`: the medium filter's choices, in the API's order. */
export function fetchActiveMediums(options?: RequestOptions) {
  return getJson<Medium[]>('/api/mediums?activeOnly=true', options);
}

export function activeMediumsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/mediums', { activeOnly: 'true' }] as const,
    queryFn: ({ signal }) => fetchActiveMediums({ signal }),
  });
}

export function useActiveMediums() {
  return useQuery(activeMediumsQueryOptions());
}
