import type { QueryClient } from '@tanstack/react-query';
import { createProgressFetch } from '@/lib/progress-fetch';
import { forgetCommand, sendCommand } from '@/lib/write';
import { offlineDb } from './db';
import { OUTBOX_SYNC_MESSAGE, onEnqueued, outboxFileStore } from './outbox';
import { createOutboxRunner, LEASE_RENEW_MS, type DrainOutcome } from './runner';

/** How often the runner looks at the queue while the page is open (issue 11: every 30 s). */
export const OUTBOX_INTERVAL_MS = 30_000;
/** One tab drains at a time (Web Locks where they exist; the server's keys make a double send harmless). */
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
 * Starts the outbox runner for this page: it drains at start, on `online`, when the page becomes
 * visible, every 30 s, after each enqueue, when a backoff ends, and when the service worker relays
 * a Background Sync `sync` event. Sent items refresh their queries (web/api/invalidation.ts, applied
 * by sendCommand). Returns the stop function.
 */
export function startOutboxSync(queryClient: QueryClient): () => void {
  const store = outboxFileStore();
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
    onProgress: setProgress,
  });
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const drain = () => {
    if (stopped || !navigator.onLine) return;
    // The drain takes back items whose lease ran out (a tab closed mid-upload) before sending.
    void withLock(() => runner.drain())
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
  const onVisible = () => {
    if (document.visibilityState === 'visible') drain();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SYNC_MESSAGE) drain();
  };

  window.addEventListener('online', drain);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const interval = setInterval(drain, OUTBOX_INTERVAL_MS);
  // A tab closed or killed mid-send leaves its item 'sending': whichever tab sees its lease run out
  // takes it back and drains, so it is sent again within 10 s (not at the next 30 s tick).
  const leaseWatch = setInterval(() => {
    if (stopped || !navigator.onLine) return;
    void runner
      .takeBackStale()
      .then((taken) => {
        if (taken) drain();
      })
      .catch(() => undefined);
  }, LEASE_RENEW_MS);
  const unsubscribe = onEnqueued(drain);
  drainNow = drain;
  drain();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(interval);
    clearInterval(leaseWatch);
    unsubscribe();
    window.removeEventListener('online', drain);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    if (drainNow === drain) drainNow = null;
  };
}
