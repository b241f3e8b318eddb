/**
 * Where the files of a write command wait until it is sent. A command holds only `FileRef`s (plain
 * data, so it can be stored and replayed); the blobs live here. In memory for now: the offline
 * outbox will back the same interface with a Dexie table, so a queued upload survives a reload.
 */
export interface FileRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

export interface FileStore {
  put(file: Blob, name: string): Promise<FileRef>;
  /** The blob of a ref; throws when it is gone (the command can no longer be sent). */
  get(ref: FileRef): Promise<Blob>;
  delete(ref: FileRef): Promise<void>;
}

export class MissingFileError extends Error {
  override readonly name = 'MissingFileError';
  constructor(ref: FileRef) {
    super(`The file "${ref.name}" is no longer available`);
  }
}

function newFileId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createMemoryFileStore(): FileStore {
  const blobs = new Map<string, Blob>();
  return {
    put(file, name) {
      const ref: FileRef = { id: newFileId(), name, type: file.type, size: file.size };
      blobs.set(ref.id, file);
      return Promise.resolve(ref);
    },
    get(ref) {
      const blob = blobs.get(ref.id);
      return blob ? Promise.resolve(blob) : Promise.reject(new MissingFileError(ref));
    },
    delete(ref) {
      blobs.delete(ref.id);
      return Promise.resolve();
    },
  };
}

/** The app's file store (one per page; the outbox will swap in a persistent one). */
export const fileStore: FileStore = createMemoryFileStore();
