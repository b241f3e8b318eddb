import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resetCacheForUser } from '@/api/auth';
import { isApiError } from '@/lib/api-client';
import { writeOnce } from '@/lib/write';
import { clearLocalStore } from '@/offline/outbox';

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
  await forgetLocalData(queryClient);
}

/** The local store (synced tables, pins, the outbox and its files) and the whole query cache. */
async function forgetLocalData(queryClient: QueryClient): Promise<void> {
  await clearLocalStore().catch(() => undefined); // no IndexedDB: nothing was kept there
  await resetCacheForUser(queryClient, null);
}

/**
 * Signs out and forgets everything kept for this user: the local store (synced tables, pins, the
 * outbox and its files: the caller asks first when the outbox holds unsent writes) and the whole
 * query cache (it is persisted, and may hold private data such as requests), then records
 * "signed out" and re-checks with the server.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSuccess: () => forgetLocalData(queryClient),
  });
}
