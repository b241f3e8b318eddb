import type { FileRef, FileStore } from '@/lib/file-store';
import { createMemoryFileStore, MissingFileError } from '@/lib/file-store';
import type { WriteCommand } from '@/lib/write-command';
import { offlineDb, type OfflineDb } from './db';
import { resizeImageForUpload } from './resize-image';
import { withRoom } from './storage';

/**
 * The files of writes that may be queued (the outbox's `files` table). Out of space, room is made
 * first (web/offline/storage.ts: pictures go, never another unsent write); a file that still does
 * not fit is kept in memory, so the write can still be sent online, and is written to the table
 * when its write is queued (`keepVolatileFiles`), or the write is refused: never queued without it.
 */

function newFileId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Files held in memory only (no room, or no IndexedDB), by FileRef id. */
const volatileFiles = new Map<string, Blob>();

/**
 * Before a command is queued: its files held in memory only are written to the `files` table
 * (making room if needed). Throws DeviceFullError when they still do not fit: the write is then
 * not queued, and the form that made it keeps what the user entered.
 */
export async function keepVolatileFiles(command: WriteCommand, db: OfflineDb): Promise<void> {
  for (const ref of command.files ?? []) {
    const blob = volatileFiles.get(ref.id);
    if (!blob) continue;
    const buffer = await blob.arrayBuffer();
    await withRoom(() => db.files.put({ ...ref, blob: buffer }), { db });
    volatileFiles.delete(ref.id);
  }
}

/**
 * A FileStore in the `files` table, so a queued upload survives a reload. Images are resized to at
 * most 2560 px on the long side before they are stored (smaller ones are kept as they are). Without
 * IndexedDB (some private modes), or without room, files stay in memory: the write can still be
 * sent, and is queued only if they can be stored by then.
 */
export function createDexieFileStore(db: () => OfflineDb = offlineDb): FileStore {
  const memory = createMemoryFileStore();
  return {
    async put(file, name) {
      const blob = await resizeImageForUpload(file);
      const ref: FileRef = { id: newFileId(), name, type: blob.type, size: blob.size };
      try {
        const buffer = await blob.arrayBuffer();
        await withRoom(() => db().files.put({ ...ref, blob: buffer }), { db: db() });
        return ref;
      } catch {
        const kept = await memory.put(blob, name);
        volatileFiles.set(kept.id, blob);
        return kept;
      }
    },
    async get(ref) {
      const held = volatileFiles.get(ref.id);
      if (held) return held;
      const row = await db().files.get(ref.id);
      if (!row) throw new MissingFileError(ref);
      return row.blob instanceof Blob ? row.blob : new Blob([row.blob], { type: row.type });
    },
    async delete(ref) {
      if (volatileFiles.delete(ref.id)) return memory.delete(ref);
      await db().files.delete(ref.id);
    },
  };
}

let sharedStore: FileStore | null = null;

/** The app's persistent file store (the files of writes that may be queued). */
export function outboxFileStore(): FileStore {
  sharedStore ??= createDexieFileStore();
  return sharedStore;
}
