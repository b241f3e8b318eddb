import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { resetCacheForUser } from './get-current-user';

/** `POST /api/auth/logout` (response unused). Already signed out (401) counts as done. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/**
 * Signs out and forgets everything cached for this user: the whole query cache (it is persisted,
 * and may hold private data such as requests), then records "signed out" and re-checks with the server.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => resetCacheForUser(queryClient, null),
  });
}
