import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import { Endpoints } from '@contract/endpoints';
import type { User } from '@contract/user';
import { read } from '@/lib/call';
import { flushPendingLogout } from '@/lib/pending-logout';

/** The spec's key for the signed-in user (`['/api/auth/me']`), kept as it is. */
export const currentUserQueryKey = [CURRENT_USER_KEY] as const;

/** `GET /api/auth/me`: the user, or null when the answer is not ok or the network fails (spec section 7). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  // A logout made offline ends the server's session first; until it has, nobody is signed in here.
  if (!(await flushPendingLogout())) return null;
  try {
    return (await read(Endpoints.me, {}, { signal })) ?? null;
  } catch {
    return null;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });
}

/** The signed-in user (`data`: User | null; undefined while the first check runs). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * After the signed-in identity changes (login, registration, logout), nothing cached under the
 * previous one is kept: what a visitor, an artist or an admin may see differs (pending work,
 * emails). The cache is emptied, the new user recorded, and the server asked again.
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
