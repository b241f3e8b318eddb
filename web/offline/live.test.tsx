import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { offlineDb } from './db';
import { useLocalLiveQuery } from './live';

function PinCount() {
  const count = useLocalLiveQuery((db) => db.pins.count(), [], -1);
  return <p>{count === undefined ? 'reading' : `pins: ${count}`}</p>;
}

function Failing() {
  const value = useLocalLiveQuery(() => Promise.reject(new Error('quota')), [], 'empty');
  return <p>{value ?? 'reading'}</p>;
}

afterEach(async () => {
  cleanup();
  await offlineDb().pins.clear();
});

describe('useLocalLiveQuery (Dexie loaded on first use)', () => {
  it('reads the local store, then again when a table it read changes', async () => {
    render(<PinCount />);
    expect(screen.getByText('reading')).toBeTruthy();
    expect(await screen.findByText('pins: 0', undefined, { timeout: 5000 })).toBeTruthy();
    await offlineDb().pins.put({
      key: 'artwork:1',
      entity: 'artwork',
      id: 1,
      savedAt: '2026-11-24T00:00:00.000Z',
      bytes: 10,
      data: { value: null, images: [] },
    });
    await waitFor(() => expect(screen.getByText('pins: 1')).toBeTruthy());
  });

  it('answers the empty value when the read fails', async () => {
    render(<Failing />);
    expect(await screen.findByText('empty', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
