import { assertValidKey, assertValidPrefix, type Storage, type StoredObject } from './storage';

export interface MemoryStorage extends Storage {
  /** Stored keys, sorted: lets tests assert what was written or cleaned up. */
  keys(): string[];
}

/** In-memory driver for unit tests; validates keys like the real drivers. */
export function createMemoryStorage({ publicPath = '/uploads' } = {}): MemoryStorage {
  const objects = new Map<string, StoredObject & { lastModified: Date }>();
  const urlBase = publicPath.replace(/\/+$/, '');

  return {
    async put(key, data, contentType) {
      assertValidKey(key);
      objects.set(key, { data: Buffer.from(data), contentType, lastModified: new Date() });
    },
    async get(key) {
      assertValidKey(key);
      const found = objects.get(key);
      return found ? { data: Buffer.from(found.data), contentType: found.contentType } : null;
    },
    async delete(key) {
      assertValidKey(key);
      objects.delete(key);
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      for (const key of [...objects.keys()]) {
        if (key.startsWith(prefix)) objects.delete(key);
      }
    },
    url(key) {
      assertValidKey(key);
      return `${urlBase}/${key}`;
    },
    async *list(prefix = '') {
      for (const [key, { lastModified }] of [...objects]) {
        if (key.startsWith(prefix)) yield { key, lastModified };
      }
    },
    keys() {
      return [...objects.keys()].sort();
    },
  };
}
