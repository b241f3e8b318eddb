import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '../../../../contract/artist';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artists/{id}`: for an admin, any profile in any approval state, with the email. */
export function fetchArtistProfile(id: number, options?: RequestOptions) {
  return getJson<Artist>(`/api/artists/${id}`, options);
}

/** The same key as the public profile, so an approval refreshes both. */
export function artistProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['/api/artists', id] as const,
    queryFn: ({ signal }) => fetchArtistProfile(id, { signal }),
  });
}

export function useArtistProfile(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...artistProfileQueryOptions(id), enabled: options.enabled ?? true });
}
