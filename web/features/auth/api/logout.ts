import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resetCacheForUser } from '@/api/auth';
import { isApiError } from '@/lib/api-client';
import { writeOnce } from '@/lib/write';

/** `POST /api/auth/logout` (response unused). Already signed out (401) counts as done. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await writeOnce('logout', {}, { queryClient });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/** Signs out, then forgets everything cached for this user (useLogout without React). */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await logout(queryClient);
  await resetCacheForUser(queryClient, null);
}

/**
 * Signs out and forgets everything cached for this user: the whole query cache (it is persisted,
 * and may hold private data such as requests), then records "signed out" and re-checks with the server.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSuccess: () => resetCacheForUser(queryClient, null),
  });
}
