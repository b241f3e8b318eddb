import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * The hydration guard: what the browser says while a server-rendered page is taken over. React
 * reports a page that does not match its server HTML through `onRecoverableError`, which the app
 * says on the console ('Hydration error: …', web/main.tsx); any other console error or warning and
 * any uncaught error count too. Call before the navigation; read `problems` after the app is ready.
 */
export function watchHydration(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The delta sync's 410 (a scope outgrown while other journeys write) is an answer the app acts
    // on by pulling again from the start (web/offline/sync.ts); the browser logs it all the same.
    if (/status of 410/.test(message.text()) && message.location().url.includes('/api/sync')) return;
    // Chromium's own notice about a Permissions-Policy feature it does not know yet, and the test
    // browser's refusal of the service worker (e2e/playwright.config.ts).
    if (/Permissions-Policy|Service Worker registration blocked by Playwright/.test(message.text())) return;
    problems.push(message.text());
  };
  const onError = (error: Error) => problems.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}
