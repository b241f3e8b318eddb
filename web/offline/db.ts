import Dexie, { type EntityTable } from 'dexie';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';
import type { CommissionRequest } from '@contract/commission-request';
import type { Notification } from '@contract/notification';
import type { Medium, Specialty } from '@contract/reference';

/**
 * The local store (architecture.md, "Reads offline" and "Writes offline: the outbox"). Synced tables
 * hold what `GET /api/sync/changes` sends (contract/sync.ts), one table per entity; the outbox and
 * its files hold writes until they are sent. Opened lazily (never at module top level: server
 * rendering and tests import this module without IndexedDB).
 */
export interface SyncStateRow {
  /** 'changes': the delta pull. */
  key: string;
  cursor: string | null;
  /** ISO time of the last pull that reached the end (hasMore false). */
  lastSyncedAt: string | null;
  /** Whose private rows the synced tables hold (null: signed out, public rows only). */
  userId: number | null;
  /**
   * A resync (after a 410) in progress: the ids it has brought so far, by synced table. What it
   * does not bring is removed once it reaches the end; until then the rows from before stay.
   */
  resync?: Partial<Record<string, number[]>>;
}

/** A write waiting to be sent (web/offline/outbox.ts owns its life cycle). */
export interface OutboxRow {
  /** Auto-increment: the order items were queued in, and are sent in. */
  seq?: number;
  /** The serialisable WriteCommand (web/lib/write.ts). */
  command: unknown;
  status: 'pending' | 'sending' | 'conflict' | 'paused';
  attempts: number;
  /** Epoch ms before which the runner does not retry it (backoff). */
  nextAttemptAt: number;
  /** Why it is a conflict (409/422), in words, or the last transient error. */
  error: string | null;
  /** Who queued it: a 401 pauses the queue until this user signs in again. */
  userId: number | null;
  /** What it is, for the sync panel ('New artwork "Neon Alley"'). */
  label: string;
  createdAt: string;
  /**
   * Epoch ms the sending tab last renewed its lease ('sending' only): older than LEASE_MS
   * (web/offline/runner.ts), the item was left by a closed tab and is taken back.
   */
  leaseAt?: number;
  /** A conflict the runner set aside (poisoned, or a 4xx that is not a conflict): Retry / Discard. */
  setAside?: boolean;
  /** The signature of the last transient failure and how many times in a row it repeated. */
  failure?: string;
  sameFailures?: number;
}

/**
 * A file of a queued command (FileRef.id is the key). Image bytes live here, never in query
 * persistence. Stored as an ArrayBuffer: Safari has lost Blobs in IndexedDB (Dexie #1227, #1919).
 */
export interface StoredFileRow {
  id: string;
  blob: Blob | ArrayBuffer;
  name: string;
  type: string;
  size: number;
}

/** Something a collector saved for offline. */
export interface PinRow {
  /** `${entity}:${id}` */
  key: string;
  entity: 'artwork' | 'artist';
  id: number;
  savedAt: string;
  /** Bytes it takes (data and cached images), shown on the saved list. */
  bytes: number;
  /** Bytes of its pictures in the pinned image cache (0 once evicted; web/offline/storage.ts). */
  imageBytes?: number;
  /** When it was last opened (ISO): the least recently used loses its pictures first. */
  usedAt?: string;
  /** When its pictures were taken off the device to make room (its data stays). */
  imagesEvictedAt?: string;
  /** false until the banner saying its pictures went was read. */
  evictionSeen?: boolean;
  /**
   * `{ value, images }`: the saved data (an Artwork, or `{ artist, artworks }`) and the image URLs
   * put in the image cache for it (web/offline/pins.ts reads and writes it).
   */
  data: unknown;
}

export type OfflineDb = Dexie & {
  artworks: EntityTable<Artwork, 'id'>;
  artists: EntityTable<Artist, 'id'>;
  commissions: EntityTable<Commission, 'id'>;
  specialties: EntityTable<Specialty, 'id'>;
  mediums: EntityTable<Medium, 'id'>;
  ownArtworks: EntityTable<Artwork, 'id'>;
  commissionRequests: EntityTable<CommissionRequest, 'id'>;
  /** The signed-in user's notifications (issue 13, point 6): the header's bell reads them. */
  notifications: EntityTable<Notification, 'id'>;
  syncState: EntityTable<SyncStateRow, 'key'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  files: EntityTable<StoredFileRow, 'id'>;
  pins: EntityTable<PinRow, 'key'>;
};

export const OFFLINE_DB_NAME = 'atelier';

/** Opens (creating or upgrading) the local store. Tests pass their own name (fake-indexeddb). */
export function createOfflineDb(name: string = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    artworks: 'id, artistId',
    artists: 'id, userId',
    commissions: 'id, artistId',
    specialties: 'id',
    mediums: 'id',
    ownArtworks: 'id',
    commissionRequests: 'id',
    syncState: 'key',
    outbox: '++seq, status',
    files: 'id',
    pins: 'key, entity',
  });
  // Issue 13: notifications come with the delta pull.
  db.version(2).stores({ notifications: 'id' });
  return db;
}

export { hasIndexedDb } from './has-indexed-db';

let shared: OfflineDb | null = null;

/** The app's local store, opened on first use (browser only). */
export function offlineDb(): OfflineDb {
  shared ??= createOfflineDb();
  return shared;
}
