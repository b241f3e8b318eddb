import type { QueryClient } from '@tanstack/react-query';
import { resetCacheForUser } from '@/api/auth';
import { isApiError } from '@/lib/api-client';
import { markLogoutPending } from '@/lib/pending-logout';
import { writeOnce } from '@/lib/write';
import { clearLocalStore } from '@/offline/outbox';

/**
 * `POST /api/auth/logout` (response unused). Already signed out (401) counts as done. Offline (the
 * request never reached the server) it is kept for the next connection (lib/pending-logout.ts).
 */
export async function logout(queryClient: QueryClient): Promise<'sent' | 'queued'> {
  try {
    await writeOnce('logout', {}, { queryClient });
    return 'sent';
  } catch (error) {
    if (isApiError(error) && error.status === 401) return 'sent';
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (isApiError(error) || aborted) throw error;
    markLogoutPending();
    return 'queued';
  }
}

/** Signs out, then forgets everything kept for this user on this device. */
export async function signOut(queryClient: QueryClient): Promise<'sent' | 'queued'> {
  const sent = await logout(queryClient);
  await forgetLocalData(queryClient);
  return sent;
}

/** The local store (synced tables, pins, the outbox and its files) and the whole query cache. */
export async function forgetLocalData(queryClient: QueryClient): Promise<void> {
  await clearLocalStore().catch(() => undefined); // no IndexedDB: nothing was kept there
  await resetCacheForUser(queryClient, null);
}
