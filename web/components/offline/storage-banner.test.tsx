import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { offlineDb, type PinRow } from '@/offline/db';
import { StorageBanner } from './storage-banner';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(async () => {
  cleanup();
  await offlineDb().pins.clear();
});

const opts = { timeout: 10_000 };

function pin(id: number, title: string, evicted: boolean): PinRow {
  return {
    key: `artwork:${id}`,
    entity: 'artwork',
    id,
    savedAt: '2026-11-20T00:00:00.000Z',
    bytes: 500,
    data: { value: { id, title, artistName: 'Maya Okafor' }, images: [] },
    ...(evicted ? { imagesEvictedAt: '2026-11-25T00:00:00.000Z', evictionSeen: false } : {}),
  };
}

describe('the storage banner (issue 27, point 5)', () => {
  it('names the saved items whose pictures went to make room, until dismissed', async () => {
    await offlineDb().pins.bulkPut([pin(1, 'Neon Alley', true), pin(2, 'Dusk', false)]);
    render(<StorageBanner />);
    const banner = await screen.findByTestId('storage-banner', {}, opts);
    expect(banner.textContent).toContain(
      'To make room on this device, the pictures of “Neon Alley” were removed.',
    );
    expect(banner.textContent).not.toContain('Dusk');
    expect(screen.getByRole('link', { name: 'Manage storage' }).getAttribute('href')).toBe('/saved');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('storage-banner')).toBeNull(), opts);
    expect((await offlineDb().pins.get('artwork:1'))!.evictionSeen).toBe(true);
  });

  it('says nothing when no pictures went', async () => {
    await offlineDb().pins.put(pin(2, 'Dusk', false));
    render(<StorageBanner />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('storage-banner')).toBeNull();
  });
});
