import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { offlineDb } from '@/offline/db';
import { outboxItems } from '@/offline/outbox';
import { followKeys } from './follows';
import { setFavourite, setFollowing } from './follow-writes';

afterEach(async () => {
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
});

// A follow or a heart goes through the write path like every write (docs/offline.md, "Structure").
describe('following and favouriting offline', () => {
  it('queues the follow in the outbox, keeps it shown and counts it, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const queryClient = new QueryClient();
    queryClient.setQueryData(followKeys.savedIds(), { artistIds: [], artworkIds: [] });
    queryClient.setQueryData(followKeys.state(3), { following: false, followers: 11 });

    const state = await setFollowing(queryClient, 3, true, 'Maya Lindqvist');
    await setFavourite(queryClient, 41, true, 'Harbour');

    expect(state).toEqual({ following: true, followers: 12 });
    expect(queryClient.getQueryData(followKeys.savedIds())).toEqual({ artistIds: [3], artworkIds: [41] });
    const items = await outboxItems();
    expect(items.map((item) => [item.label, item.command.endpoint, item.command.params])).toEqual([
      ['Follow Maya Lindqvist', 'followArtist', { id: 3 }],
      ['Favourite "Harbour"', 'favouriteArtwork', { id: 41 }],
    ]);
    expect(items.every((item) => typeof item.command.key === 'string')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('online, sends it at once with an idempotency key and queues nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ following: true, followers: 12 }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const queryClient = new QueryClient();

    expect(await setFollowing(queryClient, 3, true)).toEqual({ following: true, followers: 12 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/artists/3/follow');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(await outboxItems()).toEqual([]);
  });
});
