import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** Not under the current-user key: a new user starts without it. */
export const twoFactorKeys = { status: ['two-factor'] as const };

/** `GET /api/auth/two-factor`: on or off, required (admins), backup codes left. */
export const fetchTwoFactorStatus = (signal?: AbortSignal) => read(Endpoints.twoFactorStatus, {}, { signal });

export function useTwoFactorStatus() {
  return useQuery(
    queryOptions({
      queryKey: twoFactorKeys.status,
      queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
    }),
  );
}
