import type { QueryClient } from '@tanstack/react-query';
import { createProgressFetch } from '@/lib/progress-fetch';
import { forgetCommand, sendCommand } from '@/lib/write';
import { offlineDb } from './db';
import { OUTBOX_SYNC_MESSAGE, onEnqueued, outboxFileStore } from './outbox';
import { joinLeadership } from './leader';
import { createOutboxRunner, LEASE_RENEW_MS, type DrainOutcome } from './runner';
import { tabChannel, type TabMessage } from './tab-channel';

/** How often the runner looks at the queue while the page is open (issue 11: every 30 s). */
export const OUTBOX_INTERVAL_MS = 30_000;
/**
 * Held for each drain: the leader's lock (./leader.ts) already keeps the other tabs out; this one
 * also makes a new leader wait for a drain its predecessor's page is still finishing.
 */
const LOCK_NAME = 'atelier-outbox';

type Progress = ReadonlyMap<number, number | null>;
let progress: Progress = new Map();
const progressListeners = new Set<() => void>();

function setProgress(seq: number, fraction: number | null) {
  const next = new Map(progress);
  if (fraction === null) next.delete(seq);
  else next.set(seq, fraction);
  progress = next;
  for (const listener of progressListeners) listener();
}

function clearProgress() {
  if (progress.size === 0) return;
  progress = new Map();
  for (const listener of progressListeners) listener();
}

/** Upload progress of the items being sent (seq -> 0..1), for useSyncExternalStore. */
export const outboxProgress = {
  subscribe(listener: () => void) {
    progressListeners.add(listener);
    return () => progressListeners.delete(listener);
  },
  get: (): Progress => progress,
};

function withLock(run: () => Promise<DrainOutcome | void>): Promise<DrainOutcome | void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks?.request ? (locks.request(LOCK_NAME, run) as unknown as Promise<DrainOutcome | void>) : run();
}

let drainNow: (() => void) | null = null;

/** Asks the running outbox sync to send now (the sync panel's "Sync now"; a no-op before it starts). */
export function requestOutboxDrain(): void {
  drainNow?.();
}

/**
 * Starts the outbox sync of this page. One tab at a time leads (./leader.ts) and sends for all:
 * it drains at start, on `online`, when the page becomes visible, every 30 s, after each enqueue
 * (its own or another tab's), when a backoff ends, and when the service worker relays a Background
 * Sync `sync` event. The other tabs ask it to drain (./tab-channel.ts) and show the upload progress
 * it reports. A tab taking the lead from a closed one takes back at once what that one left
 * 'sending' (its lock says nobody else is sending), so the upload goes on within a moment, with the
 * same key: the server applies it once. Sent items refresh their queries (web/api/invalidation.ts,
 * applied by sendCommand). Returns the stop function.
 */
export function startOutboxSync(queryClient: QueryClient): () => void {
  const store = outboxFileStore();
  const channel = tabChannel();
  const { leadership, leave } = joinLeadership();
  const runner = createOutboxRunner({
    db: offlineDb(),
    send: (command, { onProgress, signal }) =>
      sendCommand(command, {
        queryClient,
        store,
        signal,
        fetch: command.files?.length && onProgress ? createProgressFetch(onProgress) : undefined,
      }),
    forgetFiles: (command) => forgetCommand(command, store),
    onProgress: (seq, fraction) => {
      setProgress(seq, fraction);
      channel.post({ type: 'progress', seq, fraction });
    },
  });
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const lead = (run: () => Promise<DrainOutcome | void>) => {
    // The drain takes back items whose lease ran out (a tab closed mid-upload) before sending.
    void withLock(run)
      .then((outcome) => {
        clearTimeout(retryTimer);
        if (outcome && outcome.retryAt !== null && !stopped) {
          retryTimer = setTimeout(drain, Math.max(0, outcome.retryAt - Date.now()));
        }
      })
      .catch(() => {
        // IndexedDB unavailable or closed (logout cleared it): the next trigger tries again.
      });
  };
  /** The leader drains; another tab asks the leader to. */
  function drain() {
    if (stopped) return;
    if (!leadership.isLeader()) return channel.post({ type: 'drain' });
    if (!navigator.onLine) return;
    lead(() => runner.drain());
  }
  const onLead = (leader: boolean) => {
    if (!leader || stopped) return;
    clearProgress();
    channel.post({ type: 'leader' });
    if (!leadership.exclusive()) return drain();
    // The tab that led before is gone: what it left 'sending' goes again now, not when its lease ends.
    lead(async () => {
      await runner.takeBackStale(0);
      return navigator.onLine ? runner.drain() : undefined;
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') drain();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SYNC_MESSAGE) drain();
  };
  const onTabMessage = (message: TabMessage) => {
    if (message.type === 'drain' && leadership.isLeader()) drain();
    else if (message.type === 'progress' && !leadership.isLeader())
      setProgress(message.seq, message.fraction);
    else if (message.type === 'leader') clearProgress();
  };

  window.addEventListener('online', drain);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const unlisten = channel.listen(onTabMessage);
  const unlead = leadership.subscribe(onLead);
  const interval = setInterval(() => {
    if (leadership.isLeader()) drain();
  }, OUTBOX_INTERVAL_MS);
  // A tab closed or killed mid-send leaves its item 'sending': the leader takes it back when its
  // lease runs out (where there are no Web Locks, every tab leads: whichever sees it first).
  const leaseWatch = setInterval(() => {
    if (stopped || !navigator.onLine || !leadership.isLeader()) return;
    void runner
      .takeBackStale()
      .then((taken) => {
        if (taken) drain();
      })
      .catch(() => undefined);
  }, LEASE_RENEW_MS);
  const unsubscribe = onEnqueued(drain);
  drainNow = drain;
  if (leadership.isLeader()) onLead(true);

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(interval);
    clearInterval(leaseWatch);
    unsubscribe();
    unlisten();
    unlead();
    leave();
    window.removeEventListener('online', drain);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    if (drainNow === drain) drainNow = null;
  };
}
