import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQueued } from '@/lib/write';
import { useOfflineWrite } from '@/lib/offline-write';
import { offlineDb } from './db';
import { outboxItems } from './outbox';

function wrapper(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await offlineDb().outbox.clear();
});

describe('writes a user may make offline', () => {
  it('are kept in the outbox with their key when the browser is offline, instead of failing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/auth/me'], { id: 42 });
    const { result } = renderHook(
      () =>
        useOfflineWrite('createCommissionRequest', {
          label: (v: { body: { title: string } }) => `Commission request "${v.body.title}"`,
        }),
      { wrapper: wrapper(queryClient) },
    );

    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({
        body: { artistId: 3, title: 'Dog by the sea', description: 'Our dog on the beach at dawn.' },
      } as never);
    });

    expect(isQueued(answer)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    const [item] = await outboxItems();
    expect(item).toMatchObject({
      status: 'pending',
      userId: 42,
      label: 'Commission request "Dog by the sea"',
    });
    expect(item!.command.key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('are queued when the send gets no answer, and a refusal stays an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const queryClient = new QueryClient();
    const { result } = renderHook(
      () => useOfflineWrite('updateCommissionRequest', { label: () => 'Decline "Dog by the sea"' }),
      { wrapper: wrapper(queryClient) },
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ params: { id: 9 }, body: { status: 'rejected' } });
    });
    expect(isQueued(answer)).toBe(true);
    expect((await outboxItems()).map((item) => item.label)).toEqual(['Decline "Dog by the sea"']);

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ message: 'Not allowed', code: 'FORBIDDEN' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await act(async () => {
      await expect(
        result.current.mutateAsync({ params: { id: 10 }, body: { status: 'rejected' } }),
      ).rejects.toThrow('403');
    });
    expect(await outboxItems()).toHaveLength(1);
  });

  it('are queued when the server answers 503, instead of showing an error', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ message: 'Down for maintenance', code: 'UNAVAILABLE' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(
      () => useOfflineWrite('updateCommissionRequest', { label: () => 'Accept "Dog by the sea"' }),
      { wrapper: wrapper(new QueryClient()) },
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ params: { id: 9 }, body: { status: 'accepted' } });
    });
    expect(isQueued(answer)).toBe(true);
    const [item] = await outboxItems();
    expect(item).toMatchObject({ status: 'pending', label: 'Accept "Dog by the sea"' });
    // The queued command keeps the key of the send that got the 503: applied once at most.
    const sentKey = (fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Idempotency-Key'];
    expect(item!.command.key).toBe(sentKey);
  });

  it('are queued when a send gets no answer in its time while the browser says online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(
      () => useOfflineWrite('updateCommissionRequest', { label: () => 'Decline "Cat"' }),
      { wrapper: wrapper(new QueryClient()) },
    );
    let answer: unknown;
    await act(async () => {
      const sending = result.current.mutateAsync({ params: { id: 4 }, body: { status: 'rejected' } });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await vi.advanceTimersByTimeAsync(15_000);
      answer = await sending;
    });
    vi.useRealTimers();
    expect(isQueued(answer)).toBe(true);
    expect((await outboxItems()).map((item) => item.label)).toEqual(['Decline "Cat"']);
  });
});
