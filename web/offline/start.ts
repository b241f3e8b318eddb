import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import type { User } from '@contract/user';
import { joinLeadership } from './leader';
import { startSync, type SyncRunner } from './pull-runner';
import { tabChannel } from './tab-channel';

/** How long the first pull waits for the signed-in user to be known (restored or fetched). */
const FIRST_PULL_WAIT_MS = 10_000;

/**
 * Starts the delta pull of the local store for the app (browser only; call once at start, after
 * the query client exists): the first pull as soon as the signed-in user is known (so a signed-in
 * start does not first pull as a visitor), then on `online`, on becoming visible and every 60 s
 * while visible (web/offline/pull-runner.ts). A change of user (sign-in, sign-out) pulls at once:
 * the private rows follow the user. One tab pulls for all (./leader.ts): a tab that learns of a new
 * user tells the others, so the leader pulls for the user who signed in last, even before its own
 * page has noticed.
 */
export function startOfflineSync(queryClient: QueryClient): {
  stop: () => void;
  runner: () => SyncRunner | null;
} {
  const ownUser = () => queryClient.getQueryData<User | null>([CURRENT_USER_KEY])?.id ?? null;
  const known = () => queryClient.getQueryData([CURRENT_USER_KEY]) !== undefined;
  const channel = tabChannel();
  const { leadership, leave } = joinLeadership();
  // The user another tab announced after this one last noticed a change (undefined: none).
  let announced: number | null | undefined;
  const userId = () => (announced !== undefined ? announced : ownUser());
  let runner: SyncRunner | null = null;
  let lastUser: number | null = null;
  const begin = () => {
    if (runner) return;
    lastUser = ownUser();
    runner = startSync({ userId, leadership, channel });
  };
  const unlisten = channel.listen((message) => {
    if (message.type === 'user') announced = message.userId;
  });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== CURRENT_USER_KEY) return;
    if (!runner) {
      if (known()) begin();
      return;
    }
    const now = ownUser();
    if (known() && now !== lastUser) {
      lastUser = now;
      announced = undefined;
      channel.post({ type: 'user', userId: now });
      void runner.syncNow();
    }
  });
  const timer = setTimeout(begin, known() ? 0 : FIRST_PULL_WAIT_MS);
  return {
    runner: () => runner,
    stop: () => {
      clearTimeout(timer);
      unsubscribe();
      unlisten();
      runner?.stop();
      leave();
    },
  };
}
