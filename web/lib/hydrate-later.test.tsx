import { useEffect } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './hydrate-later';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// What React DOM's server writes for the page below: the later part inside its Suspense markers.
const SERVER_HTML =
  '<main><button type="button">Search</button><!--$--><footer><button type="button">Later</button></footer><!--/$--></main>';

function Page({ log }: { log: (what: string) => void }) {
  return (
    <main>
      <Part name="Search" log={log} />
      <HydrateLater>
        <footer>
          <Part name="Later" log={log} />
        </footer>
      </HydrateLater>
    </main>
  );
}

function Part({ name, log }: { name: string; log: (what: string) => void }) {
  useEffect(() => {
    log(`${name} hydrated`);
  }, [name, log]);
  return (
    <button type="button" onClick={() => log(`${name} clicked`)}>
      {name}
    </button>
  );
}

let root: Root | undefined;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // The parts are released in idle periods (or timeouts where there are none): run here by hand.
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] as never });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

async function hydrate(prefix: string) {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const later = container.querySelector('footer button')!;
  const events: string[] = [];
  const log = (what: string) => void events.push(what);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Page log={log} />, {
      identifierPrefix: prefix, // the parts are known by useId: a fresh page per test
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, later, events, errors };
}

describe('HydrateLater', () => {
  it('keeps the server HTML of its part while the page hydrates, then hydrates it in an idle period', async () => {
    const { container, later, events, errors } = await hydrate('a');
    // The page is hydrated; the part is not yet, and its HTML is still the server's, in place.
    expect(events).toEqual(['Search hydrated']);
    expect(container.querySelector('footer button')).toBe(later);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    await act(async () => {
      vi.runAllTimers();
      await Promise.resolve();
    });
    expect(events).toEqual(['Search hydrated', 'Later hydrated']);
    // Hydrated (the same node, not rendered again) and without a mismatch.
    expect(container.querySelector('footer button')).toBe(later);
    expect(errors).toEqual([]);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });

  it('hydrates a waiting part at once when it is tapped, and the tap reaches it', async () => {
    const { later, events, errors } = await hydrate('b');
    expect(events).toEqual(['Search hydrated']);
    act(() => {
      later.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await act(async () => {
      await Promise.resolve();
      (later as HTMLButtonElement).click();
    });
    expect(events).toContain('Later clicked');
    expect(errors).toEqual([]);
  });
});
