import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import {
  createPersistOptions,
  createQueryClient,
  PERSIST_BUSTER,
  PERSIST_STORAGE_KEY,
  persistBesidePage,
  revalidateAfterRestore,
} from './query-client';

describe('createQueryClient', () => {
  it('applies the spec defaults: never stale, no automatic refetch, no retries', () => {
    const client = createQueryClient();
    const queries = client.getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(Infinity);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchInterval).toBe(false);
    expect(queries.retry).toBe(false);
    expect(client.getDefaultOptions().mutations!.retry).toBe(false);
  });

  it('creates a new client per call', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('does not retry a failed query', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('500: boom');
    });
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('500: boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('revalidateAfterRestore', () => {
  it('marks restored data stale when online and leaves it alone offline', async () => {
    const client = createQueryClient();
    client.setQueryData(['/api/artworks'], []);
    await revalidateAfterRestore(client, false);
    expect(client.getQueryState(['/api/artworks'])!.isInvalidated).toBe(false);
    await revalidateAfterRestore(client, true);
    expect(client.getQueryState(['/api/artworks'])!.isInvalidated).toBe(true);
  });
});

/** A Storage held in memory (the browser's localStorage in the app). */
function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('persistence (issue 11, point 1: nothing seen is lost offline)', () => {
  afterEach(() => vi.useRealTimers());

  async function save(client: QueryClient, storage: Storage) {
    vi.useFakeTimers();
    await persistQueryClientSave({ queryClient: client as never, ...createPersistOptions(storage) });
    await vi.advanceTimersByTimeAsync(2000); // the persister writes at most once a second
    vi.useRealTimers();
  }

  it('keeps a query whose refetch failed, with its data, in storage and after a restore', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    const artworks = [{ id: 1, title: 'Neon Alley' }];
    client.setQueryData(['artworks', 'list'], artworks);
    await save(client, storage);
    const before = storage.getItem(PERSIST_STORAGE_KEY)!.length;

    // An online start marks it stale; the refetch then fails (the network is gone).
    await revalidateAfterRestore(client, true);
    await client
      .fetchQuery({
        queryKey: ['artworks', 'list'],
        queryFn: async (): Promise<typeof artworks> => {
          throw new TypeError('Failed to fetch');
        },
      })
      .catch(() => undefined);
    expect(client.getQueryState(['artworks', 'list'])!.status).toBe('error');
    expect(client.getQueryData(['artworks', 'list'])).toEqual(artworks);

    await save(client, storage);
    expect(storage.getItem(PERSIST_STORAGE_KEY)!.length).toBeGreaterThanOrEqual(before);

    const restored = createQueryClient();
    await persistQueryClientRestore({ queryClient: restored as never, ...createPersistOptions(storage) });
    expect(restored.getQueryData(['artworks', 'list'])).toEqual(artworks);
  });

  it('does not store a query that never had data', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['artists'],
        queryFn: async () => {
          throw new TypeError('Failed to fetch');
        },
      })
      .catch(() => undefined);
    await save(client, storage);
    const restored = createQueryClient();
    await persistQueryClientRestore({ queryClient: restored as never, ...createPersistOptions(storage) });
    expect(restored.getQueryState(['artists'])).toBeUndefined();
  });

  it('drops the stored cache on a new buster', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    client.setQueryData(['artworks'], [1]);
    await save(client, storage);
    const restored = createQueryClient();
    await persistQueryClientRestore({
      queryClient: restored as never,
      ...createPersistOptions(storage),
      buster: `${PERSIST_BUSTER}-next`,
    });
    expect(restored.getQueryData(['artworks'])).toBeUndefined();
  });
});

describe('persistBesidePage (a server-rendered page, once hydrated)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the page data, adds what was saved before, and stores both', async () => {
    const storage = memoryStorage();
    const before = createQueryClient();
    before.setQueryData(['artworks', 'list'], ['saved list']);
    before.setQueryData(['artwork', 1], { title: 'Saved title' });
    vi.useFakeTimers();
    await persistQueryClientSave({ queryClient: before as never, ...createPersistOptions(storage) });
    await vi.advanceTimersByTimeAsync(2000);

    // The page came with artwork 1, fresher than what was saved.
    const client = createQueryClient();
    client.setQueryData(['artwork', 1], { title: 'Page title' });
    const fresh = new Set([client.getQueryCache().find({ queryKey: ['artwork', 1] })!.queryHash]);
    const persisting = persistBesidePage(client, createPersistOptions(storage), false, fresh);
    await persisting.done;
    expect(client.getQueryData(['artwork', 1])).toEqual({ title: 'Page title' });
    expect(client.getQueryData(['artworks', 'list'])).toEqual(['saved list']);

    // A later change is stored too; after `stop`, nothing more is.
    client.setQueryData(['artist', 2], { name: 'Ada' });
    await vi.advanceTimersByTimeAsync(2000);
    const restored = createQueryClient();
    await persistQueryClientRestore({ queryClient: restored as never, ...createPersistOptions(storage) });
    expect(restored.getQueryData(['artwork', 1])).toEqual({ title: 'Page title' });
    expect(restored.getQueryData(['artworks', 'list'])).toEqual(['saved list']);
    expect(restored.getQueryData(['artist', 2])).toEqual({ name: 'Ada' });

    persisting.stop();
    client.setQueryData(['artist', 3], { name: 'Grace' });
    await vi.advanceTimersByTimeAsync(2000);
    const after = createQueryClient();
    await persistQueryClientRestore({ queryClient: after as never, ...createPersistOptions(storage) });
    expect(after.getQueryData(['artist', 3])).toBeUndefined();
  });

  it('refreshes what was restored when online, never the page data', async () => {
    const client = createQueryClient();
    client.setQueryData(['artwork', 1], { title: 'Page title' });
    client.setQueryData(['artworks', 'list'], ['restored']);
    const fresh = new Set([client.getQueryCache().find({ queryKey: ['artwork', 1] })!.queryHash]);
    await persistBesidePage(client, createPersistOptions(memoryStorage()), true, fresh).done;
    expect(client.getQueryState(['artwork', 1])!.isInvalidated).toBe(false);
    expect(client.getQueryState(['artworks', 'list'])!.isInvalidated).toBe(true);
  });
});
