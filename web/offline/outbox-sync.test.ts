import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLocks } from '@/test/fake-tabs';
import { offlineDb } from './db';
import { electLeader } from './leader';
import { enqueue } from './outbox';
import { outboxProgress, startOutboxSync } from './outbox-sync';
import { TAB_CHANNEL, type TabMessage } from './tab-channel';

/**
 * Issue 27, point 4, the outbox side of one leader across tabs: a tab that does not lead never
 * sends; it asks the leader to, shows the upload progress the leader reports, and takes over (and
 * says so) when the leader's tab goes. The other tab is a real BroadcastChannel on the same name.
 */

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await offlineDb().outbox.clear();
});

describe('startOutboxSync across tabs', () => {
  it('leaves sending to the leading tab, shows its progress, and takes over when it goes', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const otherTab = electLeader(locks); // another tab was open first: it leads
    const channel = new BroadcastChannel(TAB_CHANNEL);
    const heard: TabMessage[] = [];
    channel.onmessage = (event: MessageEvent) => heard.push(event.data as TabMessage);

    const stop = startOutboxSync(new QueryClient());
    try {
      await enqueue(
        {
          endpoint: 'createCommissionRequest',
          body: { artistId: 3, title: 'Harbour', description: 'The harbour at dawn, for the hall.' },
          key: 'k-1',
          createdAt: new Date().toISOString(),
        },
        'Commission request "Harbour"',
        42,
      );
      // It asked the leader to send, and sent nothing itself.
      await vi.waitFor(() => expect(heard).toContainEqual({ type: 'drain' }));
      await new Promise((resolve) => setTimeout(resolve, 300)); // a send would have started by now
      expect(fetchMock).not.toHaveBeenCalled();

      // The leader's upload progress shows here too.
      channel.postMessage({ type: 'progress', seq: 7, fraction: 0.4 } satisfies TabMessage);
      await vi.waitFor(() => expect(outboxProgress.get().get(7)).toBe(0.4));

      // The leader's tab is closed: this one leads, says so, forgets the old progress and sends.
      fetchMock.mockResolvedValue(
        new Response(JSON.stringify({ message: 'Down for maintenance' }), { status: 503 }),
      );
      otherTab.stop();
      await vi.waitFor(() => expect(heard).toContainEqual({ type: 'leader' }));
      expect(outboxProgress.get().size).toBe(0);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    } finally {
      stop();
      channel.close();
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
