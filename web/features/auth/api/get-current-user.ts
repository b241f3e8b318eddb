import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../../../contract/constants';
import type { User } from '../../../../contract/user';
import { apiRequest, readJson, type RequestOptions } from '../../../lib/api-client';

export const currentUserQueryKey = [CURRENT_USER_KEY] as const;

/** `GET /api/auth/me`: the user, or null when the answer is not ok or the network fails (spec section 7). */
export async function fetchCurrentUser(options?: RequestOptions): Promise<User | null> {
  try {
    const res = await apiRequest('GET', CURRENT_USER_KEY, undefined, options);
    return (await readJson<User | null>(res)) ?? null;
  } catch {
    return null;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
  });
}

/** The signed-in user (`data`: User | null; undefined while the first check runs). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * After the signed-in identity changes (login, registration), nothing cached under the previous one
 * is kept: what a visitor, an artist or an admin may see differs (pending work, emails). The cache is
 * emptied, the new user recorded, and the server asked again.
 */
export async function resetCacheForUser(
  queryClient: QueryClient,
  user: User | null | undefined,
): Promise<void> {
  // The current-user query itself is kept (and overwritten): the header observes it right now, and an
  // observer of a removed query would never hear of the new user.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY });
  if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
  await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
