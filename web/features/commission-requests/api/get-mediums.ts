import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Medium } from '../../../../contract/reference';
import { buildUrl, getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/mediums?activeOnly=true`: the mediums a request can prefer. */
export function fetchActiveMediums(options?: RequestOptions) {
  return getJson<Medium[]>(buildUrl('/api/mediums', { activeOnly: 'true' }), options);
}

/** Same key and shape (`Medium[]`) as the gallery's medium filter: they share one cache entry. */
export function activeMediumsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/mediums', { activeOnly: 'true' }] as const,
    queryFn: ({ signal }) => fetchActiveMediums({ signal }),
  });
}

export function useActiveMediums(enabled = true) {
  return useQuery({ ...activeMediumsQueryOptions(), enabled });
}
