import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import type { User } from '@contract/user';
import { currentUserQueryKey } from '@/api/auth';
import { startSync, type SyncRunner } from './sync';

/** How long the first pull waits for the signed-in user to be known (restored or fetched). */
const FIRST_PULL_WAIT_MS = 10_000;

/**
 * Starts the delta pull of the local store for the app (browser only; call once at start, after
 * the query client exists): the first pull as soon as the signed-in user is known (so a signed-in
 * start does not first pull as a visitor), then on `online`, on becoming visible and every 60 s
 * while visible (web/offline/sync.ts). A change of user (sign-in, sign-out) pulls at once: the
 * private rows follow the user.
 */
export function startOfflineSync(queryClient: QueryClient): {
  stop: () => void;
  runner: () => SyncRunner | null;
} {
  const userId = () => queryClient.getQueryData<User | null>(currentUserQueryKey)?.id ?? null;
  const known = () => queryClient.getQueryData(currentUserQueryKey) !== undefined;
  let runner: SyncRunner | null = null;
  let lastUser: number | null = null;
  const begin = () => {
    if (runner) return;
    lastUser = userId();
    runner = startSync({ userId });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== CURRENT_USER_KEY) return;
    if (!runner) {
      if (known()) begin();
      return;
    }
    const now = userId();
    if (known() && now !== lastUser) {
      lastUser = now;
      void runner.syncNow();
    }
  });
  const timer = setTimeout(begin, known() ? 0 : FIRST_PULL_WAIT_MS);
  return {
    runner: () => runner,
    stop: () => {
      clearTimeout(timer);
      unsubscribe();
      runner?.stop();
    },
  };
}
