import { ErrorCodes } from '@contract/error-codes';
import { isApiError } from '@/lib/api-client';
import { MissingFileError } from '@/lib/file-store';
import { SendTimeoutError, sendTimeoutMs, withSendTimeout } from '@/lib/send-timeout';
import type { WriteCommand } from '@/lib/write';
import { conflictReason } from './conflict-reason';
import type { OfflineDb } from './db';
import { OUTBOX_STATE_KEY, type OutboxItem } from './outbox';

/** Backoff of a transient failure: 2 s doubling per attempt, at most 5 minutes, with jitter. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** The wait before attempt `attempts + 1`: half fixed, half random ("equal jitter"). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The lease of an item being sent (issue 27, point 3): the sending tab renews `leaseAt` every
 * LEASE_RENEW_MS (and on upload progress); an item whose lease is older than LEASE_MS was left by a
 * closed, killed or frozen tab and is taken back (made pending) by any tab, within 10 s.
 */
export const LEASE_MS = 6_000;
export const LEASE_RENEW_MS = 2_000;
/** A transient failure that repeats this many times the same way sets the item aside (poisoned). */
export const POISON_AFTER = 5;

export interface SendContext {
  signal?: AbortSignal;
  /** Upload progress of the item, 0..1 (when the transport can tell). */
  onProgress?: (fraction: number) => void;
}

export interface RunnerOptions {
  db: OfflineDb;
  /** Sends one command with its own key (web/lib/write.ts sendCommand in the app, a fake in tests). */
  send: (command: WriteCommand, context: SendContext) => Promise<unknown>;
  /** Deletes a sent item's files (the outbox file store). */
  forgetFiles?: (command: WriteCommand) => Promise<void>;
  now?: () => number;
  random?: () => number;
  onProgress?: (seq: number, fraction: number | null) => void;
  /** A send's time limit (web/lib/send-timeout.ts by default). */
  timeoutMs?: (command: WriteCommand) => number;
}

/** What one drain did, for tests and the sync panel. */
export interface DrainOutcome {
  sent: number;
  conflicts: number;
  /** Items set aside: poisoned (the same failure POISON_AFTER times) or refused by a non-conflict 4xx. */
  setAside: number;
  /** A transient failure stopped the drain; the head item is retried after its backoff. */
  retryAt: number | null;
  /** A 401 paused the queue (until the same user signs in again). */
  paused: boolean;
}

type Failure = 'transient' | 'unauthenticated' | 'conflict' | 'set-aside';

/**
 * Network errors, timeouts, 5xx, 408, 429 and "same key still running" are worth another try; 409
 * and 422 are conflicts (the user's text is kept to edit and retry); any other 4xx, or a photo that
 * did not survive, cannot come right by retrying: the item is set aside.
 */
function classify(error: unknown): Failure {
  if (error instanceof MissingFileError) return 'set-aside';
  if (!isApiError(error)) return 'transient';
  if (error.status === 401) return 'unauthenticated';
  if (error.status >= 500 || error.status === 429 || error.status === 408) return 'transient';
  if (error.status === 409 && error.code === ErrorCodes.IDEMPOTENCY_IN_FLIGHT) return 'transient';
  if (error.status === 409 || error.status === 422) return 'conflict';
  return 'set-aside';
}

/**
 * How a transient failure counts towards poisoning: the same signature POISON_AFTER times in a row
 * sets the item aside. No answer at all (offline, connection refused) and the server saying it is
 * down or busy (502, 503, 504, 429, same key in flight) say nothing about the item: they never count.
 */
function poisonSignature(error: unknown): string | null {
  if (error instanceof SendTimeoutError) return 'timeout';
  if (!isApiError(error)) return null;
  if ([502, 503, 504, 429, 408].includes(error.status)) return null;
  if (error.code === ErrorCodes.IDEMPOTENCY_IN_FLIGHT) return null;
  return `${error.status}:${error.code ?? ''}`;
}

function describe(error: unknown): string {
  if (isApiError(error)) return error.userMessage;
  return error instanceof Error && error.message ? error.message : 'Network error';
}

/**
 * Sends the outbox in order (seq), one item at a time. A sent item is deleted with its files; a
 * 409/422 marks it a conflict with the reason in words, and any other 4xx sets it aside, and the
 * queue goes on; a network error, timeout or 5xx stops the drain and backs the head item off (so the
 * order holds) until the same failure has repeated POISON_AFTER times, when the item is set aside
 * and the queue goes on; a 401 pauses every item of that user. Each send has a time limit scaled to
 * its size and holds a lease renewed while it runs. `drain()` calls made while one runs join it.
 */
export function createOutboxRunner(options: RunnerOptions) {
  const { db, send } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? sendTimeoutMs;
  let running: Promise<DrainOutcome> | null = null;
  let again = false;

  async function nextItem(): Promise<OutboxItem | undefined> {
    return (await db.outbox
      .orderBy('seq')
      .filter((row) => row.status === 'pending')
      .first()) as OutboxItem | undefined;
  }

  async function markSent(item: OutboxItem): Promise<void> {
    await db.transaction('rw', db.outbox, db.syncState, async () => {
      await db.outbox.delete(item.seq);
      await db.syncState.put({
        key: OUTBOX_STATE_KEY,
        cursor: null,
        lastSyncedAt: new Date(now()).toISOString(),
        userId: item.userId,
      });
    });
    await options.forgetFiles?.(item.command);
  }

  /** Takes the item if it is still pending (another tab may have taken it meanwhile). */
  async function claim(item: OutboxItem): Promise<boolean> {
    return db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(item.seq);
      if (!row || row.status !== 'pending') return false;
      await db.outbox.update(item.seq, { status: 'sending', leaseAt: now() });
      return true;
    });
  }

  /** Sends one item under its lease and time limit. */
  async function sendLeased(item: OutboxItem): Promise<void> {
    let lastRenew = now();
    const renew = () => {
      lastRenew = now();
      void db.outbox
        .where('seq')
        .equals(item.seq)
        .filter((row) => row.status === 'sending')
        .modify({ leaseAt: lastRenew })
        .catch(() => undefined);
    };
    const heartbeat = setInterval(renew, LEASE_RENEW_MS);
    try {
      await withSendTimeout(timeoutMs(item.command), (signal) =>
        send(item.command, {
          signal,
          onProgress: (fraction) => {
            options.onProgress?.(item.seq, fraction);
            // Progress events are not throttled in a hidden tab, timers are: they renew it too.
            if (now() - lastRenew >= LEASE_RENEW_MS / 2) renew();
          },
        }),
      );
    } finally {
      clearInterval(heartbeat);
      options.onProgress?.(item.seq, null);
    }
  }

  /** Sets an item aside: kept with its reason in the sync panel (Retry / Discard), skipped by the queue. */
  async function setAside(item: OutboxItem, reason: string): Promise<void> {
    await db.outbox.update(item.seq, {
      status: 'conflict',
      setAside: true,
      error: reason,
      leaseAt: undefined,
    });
  }

  /** Returns true when the drain must stop here (a transient failure backs the head item off). */
  async function failed(item: OutboxItem, error: unknown, outcome: DrainOutcome): Promise<boolean> {
    const failure = classify(error);
    if (failure === 'conflict') {
      const reason = isApiError(error) ? conflictReason(item.command, error) : describe(error);
      await db.outbox.update(item.seq, { status: 'conflict', error: reason, leaseAt: undefined });
      outcome.conflicts += 1;
      return false;
    }
    if (failure === 'set-aside') {
      const reason = isApiError(error) ? conflictReason(item.command, error) : describe(error);
      await setAside(item, reason);
      outcome.setAside += 1;
      return false;
    }
    if (failure === 'unauthenticated') {
      await db.outbox
        .where('status')
        .anyOf('pending', 'sending')
        .filter((row) => row.userId === item.userId)
        .modify({ status: 'paused', error: 'Sign in again to send this' });
      outcome.paused = true;
      return false; // another user's items (if any) may still go
    }
    const attempts = item.attempts + 1;
    const signature = poisonSignature(error);
    const same = signature !== null && signature === item.failure ? (item.sameFailures ?? 0) + 1 : 1;
    if (signature !== null && same >= POISON_AFTER) {
      await setAside(item, `Set aside after ${same} tries that failed the same way: ${describe(error)}`);
      outcome.setAside += 1;
      return false;
    }
    const retryAt = now() + backoffDelay(attempts, random);
    await db.outbox.update(item.seq, {
      status: 'pending',
      attempts,
      nextAttemptAt: retryAt,
      error: describe(error),
      failure: signature ?? undefined,
      sameFailures: signature === null ? 0 : same,
      leaseAt: undefined,
    });
    outcome.retryAt = retryAt;
    return true;
  }

  async function runOnce(outcome: DrainOutcome): Promise<void> {
    for (;;) {
      const item = await nextItem();
      if (!item) return;
      if (item.nextAttemptAt > now()) {
        outcome.retryAt = item.nextAttemptAt;
        return;
      }
      if (!(await claim(item))) continue;
      try {
        await sendLeased(item);
      } catch (error) {
        if (await failed(item, error, outcome)) return;
        continue;
      }
      await markSent(item);
      outcome.sent += 1;
    }
  }

  async function loop(): Promise<DrainOutcome> {
    const outcome: DrainOutcome = { sent: 0, conflicts: 0, setAside: 0, retryAt: null, paused: false };
    do {
      again = false;
      outcome.retryAt = null;
      await takeBackStale();
      await runOnce(outcome);
    } while (again && outcome.retryAt === null);
    return outcome;
  }

  /** Sends what can be sent now. Concurrent calls share one drain. */
  function drain(): Promise<DrainOutcome> {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * Takes back the items left 'sending' by a closed, killed or frozen tab: those whose lease is
   * older than `maxAgeMs` (LEASE_MS; 0 takes back every one, for a leader that knows the tab that
   * sent them is gone; an item from before leases has none). They are sent again with the same
   * key, so the server applies them once. Returns how many were taken back.
   */
  async function takeBackStale(maxAgeMs = LEASE_MS): Promise<number> {
    const stale = now() - maxAgeMs;
    return db.outbox
      .where('status')
      .equals('sending')
      .filter((row) => maxAgeMs === 0 || (row.leaseAt ?? 0) < stale)
      .modify({ status: 'pending', leaseAt: undefined });
  }

  return { drain, takeBackStale };
}

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;
