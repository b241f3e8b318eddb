import { Endpoints } from '@contract/endpoints';
import { isApiError } from './api-client';
import { call } from './call';

/**
 * A logout made offline (issue 27, point 7): the device forgets the user at once, and the server's
 * session (its cookie is still in the browser) is ended on the next connection, before anything
 * else asks the server who is signed in or pulls private rows (web/api/auth.ts, web/offline/sync.ts).
 */
const PENDING_KEY = 'atelier:logout-pending';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // some private modes refuse access
  }
}

export function markLogoutPending(): void {
  storage()?.setItem(PENDING_KEY, '1');
}

export function isLogoutPending(): boolean {
  return storage()?.getItem(PENDING_KEY) === '1';
}

let flushing: Promise<boolean> | null = null;

/**
 * Sends the pending logout, if any. Resolves true when none is left (sent, or the server answered:
 * a 401 means the session had already ended), false when the network still fails.
 */
export function flushPendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return Promise.resolve(true);
  flushing ??= call(Endpoints.logout, {})
    .then(() => true)
    .catch((error: unknown) => isApiError(error))
    .then((done) => {
      if (done) storage()?.removeItem(PENDING_KEY);
      return done;
    })
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
