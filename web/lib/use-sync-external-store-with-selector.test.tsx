import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector';

afterEach(cleanup);

function store<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: T) {
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

describe('useSyncExternalStoreWithSelector (TanStack Store and Headless UI read their state with it)', () => {
  it('renders the selection, follows the store, and keeps an equal selection without rendering again', () => {
    const s = store({ count: 1, other: 'a' });
    const seen: Array<{ doubled: number }> = [];
    const select = (state: { count: number }) => ({ doubled: state.count * 2 });
    const equal = (a: { doubled: number }, b: { doubled: number }) => a.doubled === b.doubled;
    function Counter() {
      const value = useSyncExternalStoreWithSelector(s.subscribe, s.get, s.get, select, equal);
      seen.push(value);
      return <p>{value.doubled}</p>;
    }
    const { container } = render(<Counter />);
    expect(container.textContent).toBe('2');

    act(() => s.set({ count: 4, other: 'a' }));
    expect(container.textContent).toBe('8');
    const renders = seen.length;

    // Another part of the state: an equal selection, the same object, no render.
    act(() => s.set({ count: 4, other: 'b' }));
    expect(seen.length).toBe(renders);
    expect(container.textContent).toBe('8');
  });
});
