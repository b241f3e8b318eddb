import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** The signed-in account's sessions (not under the current-user key: a new user starts without them). */
export const sessionKeys = { all: ['account-sessions'] as const };

/** `GET /api/auth/sessions`: device, address, sign-in and last use of each; this one marked. */
export function useSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionKeys.all,
      queryFn: ({ signal }) => read(Endpoints.listSessions, {}, { signal }),
    }),
  );
}
