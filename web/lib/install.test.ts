import fs from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { promptInstall, useInstallState, watchInstallPrompt } from './install';

/**
 * Issue 27, point 7: Chromium may offer the install before the app's scripts run. The inline
 * listener in web/index.html keeps the offer; the app takes it when it starts. (Headless Chromium
 * does not fire beforeinstallprompt, so the hand-off is tested here, with the page's own script.)
 */
function runShellListener() {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html);
  expect(inline, 'web/index.html has an inline install listener').not.toBeNull();
  new Function(inline![1]!)();
}

function installOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event;
}

describe('the Install button', () => {
  it('shows for an install offer made before the app started, and opens that offer', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    runShellListener();
    const offer = installOffer();
    window.dispatchEvent(offer); // the browser offers while the app's scripts still load
    expect(offer.defaultPrevented).toBe(true); // no mini-infobar: the offer is kept for our button

    const { result } = renderHook(() => useInstallState());
    expect(result.current.canPrompt).toBe(false);
    act(() => watchInstallPrompt());
    expect(result.current.canPrompt).toBe(true);

    await act(() => promptInstall());
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.canPrompt).toBe(false);

    // A later offer (after a dismissal) shows the button again.
    act(() => void window.dispatchEvent(installOffer()));
    expect(result.current.canPrompt).toBe(true);
  });
});
