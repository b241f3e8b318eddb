import { flushPendingLogout } from '@/lib/pending-logout';
import type { OfflineDb } from './db';
import type { Leadership } from './leader';
import { markDeleted } from './sync-state';
import { pullChanges, type PullResult } from './sync';
import type { TabChannel, TabMessage } from './tab-channel';

/** How often an open, visible tab pulls (issue 11, point 7: changes show within 60 s). */
export const SYNC_INTERVAL_MS = 60_000;

export interface SyncRunnerOptions {
  /** The signed-in user's id at the moment of a pull (null: signed out). */
  userId: () => number | null;
  /** After each pull that changed something (e.g. to refresh the screens that show those rows). */
  onPulled?: (result: PullResult) => void;
  /** After a pull that failed (offline, 5xx): the local store keeps what it had. */
  onError?: (error: unknown) => void;
  db?: OfflineDb;
  fetch?: typeof fetch;
  intervalMs?: number;
  /**
   * One tab pulls for all (issue 27, point 4): without it, this tab pulls for itself. The others ask
   * the leader over `channel` and learn from it what the pull deleted.
   */
  leadership?: Leadership;
  channel?: TabChannel;
}

export interface SyncRunner {
  /**
   * Pulls now (one at a time: a call during a pull waits for that pull). In a tab that does not
   * lead, asks the leader to pull and resolves null.
   */
  syncNow: () => Promise<PullResult | null>;
  stop: () => void;
}

/**
 * Keeps the local store fresh: pulls at start when online, on `online`, when the tab becomes
 * visible, and every SYNC_INTERVAL_MS while it is visible. With a leadership, only the leading tab
 * pulls: a follower's triggers ask it to (its 60 s tick only if the leader has not pulled for half a
 * minute), and a tab that takes the lead pulls at once. Browser only; returns a stop function.
 */
export function startSync(options: SyncRunnerOptions): SyncRunner {
  const { leadership, channel } = options;
  const intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS;
  let running: Promise<PullResult | null> | null = null;
  let stopped = false;
  let lastPullAt = 0;
  const leads = () => !leadership || leadership.isLeader();

  const pull = (): Promise<PullResult | null> => {
    if (stopped || !navigator.onLine) return Promise.resolve(null);
    // A logout made offline is sent first: the pull must not bring the old session's private rows.
    running ??= flushPendingLogout()
      .then((ended) =>
        ended ? pullChanges({ userId: options.userId(), db: options.db, fetch: options.fetch }) : null,
      )
      .then((result) => {
        if (!result) return null;
        lastPullAt = Date.now();
        if (result.marks.length) channel?.post({ type: 'pulled', changes: result.marks });
        if (result.applied > 0 || result.resynced) options.onPulled?.(result);
        return result;
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const request = (force: boolean): Promise<PullResult | null> => {
    if (stopped) return Promise.resolve(null);
    if (leads()) return pull();
    channel?.post({ type: 'pull', force });
    return Promise.resolve(null);
  };
  const syncNow = () => request(true);
  const onMessage = (message: TabMessage) => {
    if (message.type === 'pull' && leads()) {
      if (message.force || Date.now() - lastPullAt >= intervalMs / 2) void pull();
    } else if (message.type === 'pulled') {
      for (const [entity, id, deleted] of message.changes) markDeleted(entity, id, deleted);
    }
  };
  const onOnline = () => {
    if (leads()) void pull();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void request(true);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const unlisten = channel?.listen(onMessage);
  // A tab that takes the lead catches up (the one before may have gone mid-pull).
  const unlead = leadership?.subscribe((leader) => {
    if (leader) void pull();
  });
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void request(false);
  }, intervalMs);
  void request(true);
  return {
    syncNow,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      unlisten?.();
      unlead?.();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
