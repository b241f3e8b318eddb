import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '../../../../contract/artist';
import { getJson, isApiError, type RequestOptions } from '../../../lib/api-client';

/** `GET /api/artists/me`: the signed-in user's own profile in any approval state; null when there is none (404). */
export async function fetchMyArtist(options?: RequestOptions): Promise<Artist | null> {
  try {
    return await getJson<Artist>('/api/artists/me', options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Under `['/api/artists']`, so refreshing artists after a profile save refreshes this too. */
export const myArtistQueryKey = ['/api/artists', 'me'] as const;

export function myArtistQueryOptions() {
  return queryOptions({
    queryKey: myArtistQueryKey,
    queryFn: ({ signal }) => fetchMyArtist({ signal }),
  });
}

/** `data`: the own Artist, or null without a profile. Pass `enabled: false` for signed-out viewers. */
export function useMyArtist(enabled = true) {
  return useQuery({ ...myArtistQueryOptions(), enabled });
}

/** The own artist id for lists: a number, null without a profile, undefined while unknown (loading or failed). */
export function myArtistIdOf(query: { data: Artist | null | undefined }): number | null | undefined {
  return query.data === undefined ? undefined : (query.data?.id ?? null);
}
