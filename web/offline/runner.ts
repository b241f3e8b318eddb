import { ErrorCodes } from '@contract/error-codes';
import { isApiError } from '@/lib/api-client';
import { MissingFileError } from '@/lib/file-store';
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
}

/** What one drain did, for tests and the sync panel. */
export interface DrainOutcome {
  sent: number;
  conflicts: number;
  /** A transient failure stopped the drain; the head item is retried after its backoff. */
  retryAt: number | null;
  /** A 401 paused the queue (until the same user signs in again). */
  paused: boolean;
}

type Failure = 'transient' | 'unauthenticated' | 'final';

/** Network errors, 5xx, 429 and "same key still running" are worth another try; other 4xx are final. */
function classify(error: unknown): Failure {
  // A photo that did not survive (storage cleared or full) cannot come back by retrying.
  if (error instanceof MissingFileError) return 'final';
  if (!isApiError(error)) return 'transient';
  if (error.status === 401) return 'unauthenticated';
  if (error.status >= 500 || error.status === 429 || error.status === 408) return 'transient';
  if (error.status === 409 && error.code === ErrorCodes.IDEMPOTENCY_IN_FLIGHT) return 'transient';
  return 'final';
}

function describe(error: unknown): string {
  if (isApiError(error)) return error.userMessage;
  return error instanceof Error && error.message ? error.message : 'Network error';
}

/**
 * Sends the outbox in order (seq), one item at a time. A sent item is deleted with its files; a
 * 409/422 (or any other final 4xx) marks it a conflict with the reason in words and the queue goes
 * on; a network error or 5xx stops the drain and backs the head item off (so the order holds); a
 * 401 pauses every item of that user. `drain()` calls made while one runs join it (and it runs once more).
 */
export function createOutboxRunner(options: RunnerOptions) {
  const { db, send } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
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

  async function runOnce(outcome: DrainOutcome): Promise<void> {
    for (;;) {
      const item = await nextItem();
      if (!item) return;
      if (item.nextAttemptAt > now()) {
        outcome.retryAt = item.nextAttemptAt;
        return;
      }
      await db.outbox.update(item.seq, { status: 'sending' });
      try {
        await send(item.command, { onProgress: (fraction) => options.onProgress?.(item.seq, fraction) });
      } catch (error) {
        options.onProgress?.(item.seq, null);
        const failure = classify(error);
        if (failure === 'final') {
          const reason = isApiError(error) ? conflictReason(item.command, error) : describe(error);
          await db.outbox.update(item.seq, { status: 'conflict', error: reason });
          outcome.conflicts += 1;
          continue;
        }
        if (failure === 'unauthenticated') {
          await db.outbox
            .where('status')
            .anyOf('pending', 'sending')
            .filter((row) => row.userId === item.userId)
            .modify({ status: 'paused', error: 'Sign in again to send this' });
          outcome.paused = true;
          continue; // another user's items (if any) may still go
        }
        const attempts = item.attempts + 1;
        const retryAt = now() + backoffDelay(attempts, random);
        await db.outbox.update(item.seq, {
          status: 'pending',
          attempts,
          nextAttemptAt: retryAt,
          error: describe(error),
        });
        outcome.retryAt = retryAt;
        return;
      }
      options.onProgress?.(item.seq, null);
      await markSent(item);
      outcome.sent += 1;
    }
  }

  async function loop(): Promise<DrainOutcome> {
    const outcome: DrainOutcome = { sent: 0, conflicts: 0, retryAt: null, paused: false };
    do {
      again = false;
      outcome.retryAt = null;
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

  /** An item left 'sending' by a closed tab or a crash is sent again (same key: applied once). */
  async function recoverInterrupted(): Promise<void> {
    await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
  }

  return { drain, recoverInterrupted };
}

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;
