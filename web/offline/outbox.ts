import type { WriteCommand } from '@/lib/write-command';
import { offlineDb, type OfflineDb, type OutboxRow } from './db';
import { keepVolatileFiles } from './outbox-files';
import { withRoom } from './storage';

export { createDexieFileStore, outboxFileStore } from './outbox-files';

/**
 * The outbox (architecture.md, "Writes offline: the outbox"): writes a user made offline, kept in
 * Dexie until the runner (web/offline/runner.ts) sends them, in the order they were queued. Each row
 * holds a serialisable WriteCommand whose idempotency key was minted once, so however often an item
 * is sent, the server applies it once. Its files live in the `files` table (FileRef.id is the key).
 */

/** The Background Sync tag the service worker answers (sw/sw.ts) by asking the page to drain. */
export const OUTBOX_SYNC_TAG = 'atelier-outbox';
/** The message sw/sw.ts posts to its clients on a `sync` event. */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC';
/** syncState key of the outbox: `lastSyncedAt` is the last successful send. */
export const OUTBOX_STATE_KEY = 'outbox';

export type OutboxStatus = OutboxRow['status'];
export type OutboxItem = OutboxRow & { seq: number; command: WriteCommand };

/** What a status may become: the runner's and the sync panel's moves, in one place. */
const TRANSITIONS: Record<OutboxStatus, readonly OutboxStatus[]> = {
  pending: ['sending', 'paused'],
  // Sent (the row is deleted), refused for good or set aside, interrupted (back to pending), or 401.
  sending: ['pending', 'conflict', 'paused'],
  // Retry from the sync panel (a conflict, or an item set aside).
  conflict: ['pending'],
  // The same user signed in again.
  paused: ['pending'],
};

export function canMoveOutboxItem(from: OutboxStatus, to: OutboxStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

const changeListeners = new Set<() => void>();

/** Called after every enqueue (the runner drains at once when online). Returns the unsubscribe. */
export function onEnqueued(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Asks the service worker for a Background Sync (Chromium only; elsewhere the runner's own triggers do). */
async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 2000, null)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync is an accelerator only: refused (permissions, no worker) changes nothing.
  }
}

/**
 * Queues a command (its files must already be in `outboxFileStore`): it survives reload and
 * browser kill, and is sent in order by the runner. `label` names it in the sync panel
 * ('New artwork "Neon Alley"'); `userId` is who queued it (a 401 pauses until they sign in again).
 * Returns the item's seq.
 */
export async function enqueue(
  command: WriteCommand,
  label: string,
  userId: number | null,
  db: OfflineDb = offlineDb(),
): Promise<number> {
  // Out of space, room is made (never from other unsent writes); a write that still does not fit
  // is refused (DeviceFullError) rather than queued without its photos.
  await keepVolatileFiles(command, db);
  const seq = await withRoom(() => db.outbox.add(newRow(command, label, userId)), { db });
  announce();
  return seq as number;
}

function newRow(command: WriteCommand, label: string, userId: number | null): OutboxRow {
  return {
    command,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    userId,
    label,
    createdAt: new Date().toISOString(),
  };
}

function announce(): void {
  void registerBackgroundSync();
  for (const listener of changeListeners) listener();
}

/** The items a new write was to replace were sent (or are being sent) meanwhile: nothing was queued. */
export class OutboxItemGoneError extends Error {
  override readonly name = 'OutboxItemGoneError';
  constructor() {
    super('Your earlier changes were sent meanwhile');
  }
}

/**
 * Queues a command that takes the place of earlier items (a second offline edit of an artwork,
 * made from the first one's values): in one transaction the earlier items and their files go and
 * the new one is added. Throws OutboxItemGoneError (queuing nothing) when one of them was sent or is
 * being sent, since the new command repeats its changes (its new photos would be added twice).
 */
export async function enqueueReplacing(
  command: WriteCommand,
  label: string,
  userId: number | null,
  replaces: readonly number[],
  db: OfflineDb = offlineDb(),
): Promise<number> {
  await keepVolatileFiles(command, db);
  const replace = () =>
    db.transaction('rw', db.outbox, db.files, async () => {
      const rows = await db.outbox.bulkGet([...replaces]);
      if (rows.some((row) => !row || row.status === 'sending')) throw new OutboxItemGoneError();
      const refs = rows.flatMap((row) => (row!.command as WriteCommand).files ?? []);
      await db.files.bulkDelete(refs.map((ref) => ref.id));
      await db.outbox.bulkDelete([...replaces]);
      return db.outbox.add(newRow(command, label, userId));
    });
  const seq = await withRoom(replace, { db });
  announce();
  return seq as number;
}

/**
 * Puts an edited command in the place of a queued item (Edit in the sync panel reopens the item's
 * form; saving it comes here): the same seq, so the same place in the queue, and the item's own
 * idempotency key, so it is one intent however it was sent before. Never sent, the server applies
 * the edited one once; applied already (the answer lost), the server answers the changed body with
 * 422 and the item shows as a conflict rather than a second row. Back to pending, tries forgotten;
 * the old files the new command no longer names leave the device. Throws OutboxItemGoneError,
 * changing nothing, when the item was sent or is being sent meanwhile.
 */
export async function replaceOutboxItem(
  seq: number,
  command: WriteCommand,
  label: string,
  db: OfflineDb = offlineDb(),
): Promise<void> {
  await keepVolatileFiles(command, db);
  const replace = () =>
    db.transaction('rw', db.outbox, db.files, async () => {
      const row = await db.outbox.get(seq);
      if (!row || row.status === 'sending') throw new OutboxItemGoneError();
      const old = row.command as WriteCommand;
      await db.outbox.update(seq, {
        command: { ...command, key: old.key },
        label,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        error: null,
        setAside: undefined,
        failure: undefined,
        sameFailures: 0,
      });
      const kept = new Set((command.files ?? []).map((ref) => ref.id));
      const dropped = (old.files ?? []).filter((ref) => !kept.has(ref.id));
      await db.files.bulkDelete(dropped.map((ref) => ref.id));
    });
  await withRoom(replace, { db });
  announce();
}

/** Every item, oldest first (the order they are sent in). */
export async function outboxItems(db: OfflineDb = offlineDb()): Promise<OutboxItem[]> {
  return (await db.outbox.orderBy('seq').toArray()) as OutboxItem[];
}

/** Whether any write is still waiting (pending, sending, paused, or a conflict to resolve). */
export async function hasUnsentWrites(db: OfflineDb = offlineDb()): Promise<boolean> {
  try {
    return (await db.outbox.count()) > 0;
  } catch {
    return false; // no IndexedDB (private mode in old browsers): nothing can be queued either
  }
}

/** The number of unsent items, for the update prompt and the logout question. */
export async function unsentWriteCount(db: OfflineDb = offlineDb()): Promise<number> {
  try {
    return await db.outbox.count();
  } catch {
    return 0;
  }
}

/** Gives an item up (Discard in the sync panel): the row and its files. */
export async function discardOutboxItem(seq: number, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.outbox, db.files, async () => {
    const row = await db.outbox.get(seq);
    if (!row) return;
    const refs = (row.command as WriteCommand).files ?? [];
    await db.files.bulkDelete(refs.map((ref) => ref.id));
    await db.outbox.delete(seq);
  });
}

/**
 * Sends a conflict again (Retry), or replaces its command first (the sync panel's text Edit, which
 * keeps the key: a refused write was not applied). Files the old command had and the new one has
 * not are deleted with it.
 */
export async function retryOutboxItem(
  seq: number,
  db: OfflineDb = offlineDb(),
  command?: WriteCommand,
): Promise<void> {
  await db.transaction('rw', db.outbox, db.files, async () => {
    const row = await db.outbox.get(seq);
    if (!row || !canMoveOutboxItem(row.status, 'pending')) return;
    await db.outbox.update(seq, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      setAside: undefined,
      failure: undefined,
      sameFailures: 0,
      ...(command ? { command } : {}),
    });
    if (!command) return;
    const kept = new Set((command.files ?? []).map((ref) => ref.id));
    const dropped = ((row.command as WriteCommand).files ?? []).filter((ref) => !kept.has(ref.id));
    await db.files.bulkDelete(dropped.map((ref) => ref.id));
  });
  for (const listener of changeListeners) listener();
}

/** "Sync now": items waiting out a backoff are tried at the next drain. */
export async function sendOutboxNow(db: OfflineDb = offlineDb()): Promise<void> {
  await db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
}

/** After the same user signs in again, the items a 401 paused go on. */
export async function resumeOutboxFor(userId: number, db: OfflineDb = offlineDb()): Promise<number> {
  const resumed = await db.outbox
    .where('status')
    .equals('paused')
    .filter((row) => row.userId === userId)
    .modify({ status: 'pending', nextAttemptAt: 0 });
  if (resumed) for (const listener of changeListeners) listener();
  return resumed;
}

/** The last time an item reached the server, or null. */
export async function lastSuccessfulSend(db: OfflineDb = offlineDb()): Promise<string | null> {
  return (await db.syncState.get(OUTBOX_STATE_KEY))?.lastSyncedAt ?? null;
}

/** Empties the whole local store: synced tables, pins, the outbox and its files (logout). */
export async function clearLocalStore(db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  for (const listener of changeListeners) listener();
}
