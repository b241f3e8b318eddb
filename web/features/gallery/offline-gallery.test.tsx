import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browseArtworks } from '@contract/browse-rules';
import { offlineDb } from '@/offline/db';
import { json, renderApp } from '@/test/render-app';
import { anArtwork } from './test-fixtures';

/**
 * Issue 27, point 2: offline, a gallery lists everything the local store holds, with the count of
 * what is on this device, and 'Load more' pages on from the local store.
 */

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().artworks.clear();
});

// A bound for a loaded machine (the first read of the local store loads Dexie), not a speed check.
const opts = { timeout: 20_000 };
const ARTWORKS = Array.from({ length: 62 }, (_, i) =>
  anArtwork({ id: i + 1, title: `Study ${i + 1}`, price: [180, 95, 4200, null, 700][i % 5]! }),
);

function offlineApp(path: string) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://app.test');
    if (url.pathname === '/api/auth/me') return json({ message: 'Not signed in' }, 401);
    throw new TypeError('Failed to fetch');
  });
  return renderApp(path);
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Artworks' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Browse Artwork offline, from the local store', () => {
  it("says '62 artworks on this device' and loads more from the device, 24 at a time", async () => {
    await offlineDb().artworks.bulkPut(ARTWORKS);
    offlineApp('/artworks');
    expect(await screen.findByText('62 artworks on this device', {}, opts)).toBeTruthy();
    expect(titles()).toHaveLength(24);
    expect(titles()[0]).toBe('Study 62');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(48), opts);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(62), opts);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(new Set(titles()).size).toBe(62);
  });

  it('sorts and filters as the server would, and a new sort starts again at the first page', async () => {
    await offlineDb().artworks.bulkPut(ARTWORKS);
    const { router } = offlineApp('/artworks');
    expect(await screen.findByText('62 artworks on this device', {}, opts)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(48), opts);

    await act(() => router.navigate({ to: '/artworks', search: { sort: 'price-low' } }));
    const byPrice = browseArtworks(ARTWORKS, { sort: 'price-low' });
    await waitFor(() => expect(titles()).toEqual(byPrice.slice(0, 24).map((a) => a.title)), opts);

    await act(() => router.navigate({ to: '/artworks', search: { sort: 'price-low', price: '100-500' } }));
    const inRange = browseArtworks(ARTWORKS, { sort: 'price-low', minPrice: 100, maxPrice: 500 });
    expect(await screen.findByText(`${inRange.length} artworks on this device`, {}, opts)).toBeTruthy();
    expect(titles()).toEqual(inRange.map((a) => a.title));
  });
});
