import type { Table } from 'dexie';
import type { SyncChange, SyncChangesQuery, SyncChangesResponse, SyncEntity } from '@contract/sync';
import { Endpoints } from '@contract/endpoints';
import { isApiError } from '@/lib/api-client';
import { read } from '@/lib/call';
import { offlineDb, type OfflineDb } from './db';
import { refreshPinnedArtists } from './pins';
import { markDeleted, SYNC_STATE_KEY } from './sync-state';

/**
 * `GET /api/sync/changes?cursor=&limit=`: one page of the delta pull (contract/sync.ts). A cursor
 * older than the kept tombstones throws ApiError with status 410. Not a query: the pull writes
 * each page into the local store, never into the query cache. Here rather than in web/api: the
 * offline layer reads the network through web/lib only (docs/offline.md, "Structure").
 */
function fetchSyncChanges(
  query: SyncChangesQuery,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<SyncChangesResponse> {
  return read(Endpoints.syncChanges, { query }, options);
}

/**
 * The delta pull (architecture.md, "Reads offline"; issue 11, point 3): pages of
 * `GET /api/sync/changes` land in the synced tables of the local store, each page with its cursor
 * in ONE Dexie transaction (a failure mid-page leaves the previous cursor, so the page comes again).
 * A 410 (cursor older than the kept tombstones, or a scope outgrown) starts again without a cursor:
 * the rows from before stay readable while the resync runs (offline halfway, nothing is lost), and
 * what the resync did not bring is removed when it reaches the end. A change of the signed-in user
 * clears the private tables and pulls from the start.
 */

export { deletedIds, SYNC_STATE_KEY } from './sync-state';

/** Which table each entity of a change lands in. */
export const SYNC_TABLES = {
  artwork: 'artworks',
  artist: 'artists',
  commission: 'commissions',
  specialty: 'specialties',
  medium: 'mediums',
  ownArtwork: 'ownArtworks',
  commissionRequest: 'commissionRequests',
  notification: 'notifications',
} as const satisfies Record<SyncEntity, keyof OfflineDb>;

type SyncTable = (typeof SYNC_TABLES)[SyncEntity];
const ALL_TABLES = Object.values(SYNC_TABLES) as SyncTable[];
/** The signed-in user's own rows: never kept for another user. */
export const PRIVATE_TABLES: readonly SyncTable[] = ['ownArtworks', 'commissionRequests', 'notifications'];

export interface PullOptions {
  /** Whose private rows are wanted (null: signed out). */
  userId: number | null;
  db?: OfflineDb;
  /** Changes per page (the server clamps it to SYNC_PAGE_SIZE.max). */
  limit?: number;
  signal?: AbortSignal;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The clock of lastSyncedAt (tests). */
  now?: () => Date;
}

export interface PullResult {
  /** How many changes were applied. */
  applied: number;
  /** The ids each entity's changes touched (upserted or deleted), for the screens to refresh. */
  changed: Partial<Record<SyncEntity, number[]>>;
  /** The ids deleted (no longer visible to the caller), by entity. */
  deleted: Partial<Record<SyncEntity, number[]>>;
  /** Each change in order: its entity, id, and whether it was a delete (for the other tabs). */
  marks: [SyncEntity, number, boolean][];
  /** Whether the synced tables were pulled again from the start (410, or another user). */
  resynced: boolean;
  lastSyncedAt: string;
}

function tableOf(db: OfflineDb, entity: SyncEntity) {
  // Every synced table is keyed by `id` and holds what its read endpoint answers.
  return db[SYNC_TABLES[entity]] as unknown as Table<unknown, number>;
}

async function clearTables(
  db: OfflineDb,
  tables: readonly SyncTable[],
  userId: number | null,
): Promise<void> {
  await db.transaction('rw', [...tables.map((t) => db[t]), db.syncState], async () => {
    await Promise.all(tables.map((t) => db[t].clear()));
    const state = await db.syncState.get(SYNC_STATE_KEY);
    await db.syncState.put({
      key: SYNC_STATE_KEY,
      cursor: null,
      lastSyncedAt: state?.lastSyncedAt ?? null,
      userId,
      // A resync under way starts over with the pull: what it removes at the end is counted again.
      ...(state?.resync ? { resync: {} } : {}),
    });
  });
}

/** Starts a resync from no cursor, keeping the rows until it has brought the new ones (see above). */
async function startResync(db: OfflineDb, userId: number | null): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const state = await db.syncState.get(SYNC_STATE_KEY);
    await db.syncState.put({
      key: SYNC_STATE_KEY,
      cursor: null,
      lastSyncedAt: state?.lastSyncedAt ?? null,
      userId,
      resync: {},
    });
  });
}

/**
 * Applies one page and its cursor in one transaction: all of it, or (on any failure) none of it.
 * The last page of a resync (`lastSyncedAt` set) also removes the rows the resync did not bring.
 */
export async function applyPage(
  db: OfflineDb,
  changes: readonly SyncChange[],
  next: { cursor: string; userId: number | null; lastSyncedAt: string | null },
): Promise<void> {
  await db.transaction('rw', [...ALL_TABLES.map((t) => db[t]), db.syncState], async () => {
    const state = await db.syncState.get(SYNC_STATE_KEY);
    // Copied once per page (the stored arrays are not changed in place), then appended to.
    let resync = state?.resync
      ? Object.fromEntries(Object.entries(state.resync).map(([name, ids]) => [name, [...(ids ?? [])]]))
      : undefined;
    for (const change of changes) {
      const table = tableOf(db, change.entity);
      if (change.op === 'delete' || change.data === null) await table.delete(change.id);
      else {
        await table.put(change.data);
        if (resync) {
          const name = SYNC_TABLES[change.entity];
          (resync[name] ??= []).push(change.id);
        }
      }
    }
    if (resync && next.lastSyncedAt !== null) {
      for (const name of ALL_TABLES) {
        await db[name]
          .where(':id')
          .noneOf(resync[name] ?? [])
          .delete();
      }
      resync = undefined;
    }
    await db.syncState.put({
      key: SYNC_STATE_KEY,
      cursor: next.cursor,
      lastSyncedAt: next.lastSyncedAt ?? state?.lastSyncedAt ?? null,
      userId: next.userId,
      ...(resync ? { resync } : {}),
    });
  });
}

/**
 * Pulls every page since the stored cursor. Throws on a network failure or a non-410 error (what was
 * applied before stays, with its cursor). Sets lastSyncedAt when the last page is in.
 */
export async function pullChanges(options: PullOptions): Promise<PullResult> {
  const db = options.db ?? offlineDb();
  const now = options.now ?? (() => new Date());
  const result: PullResult = {
    applied: 0,
    changed: {},
    deleted: {},
    marks: [],
    resynced: false,
    lastSyncedAt: '',
  };

  const state = await db.syncState.get(SYNC_STATE_KEY);
  let cursor = state?.cursor ?? null;
  if (state && state.userId !== options.userId) {
    // Another user (or signed out): their private rows go, and their own rows come from the start.
    await clearTables(db, PRIVATE_TABLES, options.userId);
    cursor = null;
    result.resynced = true;
  }

  let restarted = false;
  for (;;) {
    let page;
    try {
      page = await fetchSyncChanges(
        { cursor: cursor ?? undefined, limit: options.limit },
        { signal: options.signal, fetch: options.fetch },
      );
    } catch (error) {
      if (isApiError(error) && error.status === 410 && !restarted) {
        restarted = true;
        result.resynced = true;
        await startResync(db, options.userId);
        cursor = null;
        continue;
      }
      throw error;
    }
    const lastSyncedAt = page.hasMore ? null : now().toISOString();
    await applyPage(db, page.changes, { cursor: page.cursor, userId: options.userId, lastSyncedAt });
    // A pinned artist's saved portfolio follows the changes (a failure leaves the saved copy as it was).
    await refreshPinnedArtists(page.changes, { db }).catch(() => 0);
    for (const change of page.changes) {
      (result.changed[change.entity] ??= []).push(change.id);
      markDeleted(change.entity, change.id, change.op === 'delete');
      result.marks.push([change.entity, change.id, change.op === 'delete']);
      if (change.op === 'delete') (result.deleted[change.entity] ??= []).push(change.id);
    }
    result.applied += page.changes.length;
    cursor = page.cursor;
    if (!page.hasMore) {
      result.lastSyncedAt = lastSyncedAt ?? now().toISOString();
      return result;
    }
  }
}

/** When the local store last caught up with the server (ISO), or null if it never did. */
export async function lastSyncedAt(db: OfflineDb = offlineDb()): Promise<string | null> {
  return (await db.syncState.get(SYNC_STATE_KEY))?.lastSyncedAt ?? null;
}
