import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, revalidateAfterRestore } from './query-client';

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
