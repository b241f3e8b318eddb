import { isApiError } from '@/lib/api-client';

/**
 * A read that falls back to this device's copy (web/offline: pins and synced tables) when the
 * network cannot be reached. An answer of the server (404, 403…) is never replaced: only a failed
 * request (offline, DNS, connection reset) is. Aborts stay aborts.
 */
export async function orLocal<T>(remote: () => Promise<T>, local: () => Promise<T | undefined>): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (isApiError(error) || aborted) throw error;
    const found = await local().catch(() => undefined);
    if (found === undefined) throw error;
    return found;
  }
}

/**
 * `offlineFirst`: the query runs even when the browser says it is offline (the default `online`
 * mode would pause it and show a skeleton forever), so the local fallback can answer.
 */
export const OFFLINE_FIRST = { networkMode: 'offlineFirst' } as const;
