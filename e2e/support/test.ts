import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/**
 * A server-rendered page is readable before the app has taken it over: web/public/boot.js fetches
 * the app's scripts once the page is on screen, and the app then marks `<html data-ready>`. A
 * journey acts like a user who waits for the page to respond: after each navigation that waits for
 * `load`, it waits for the app as well (pages without boot.js, such as the app shell, are ready at
 * once). The navigation's own answer is returned unchanged.
 */
export function waitForAppAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const satisfies Navigation[]) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    (page as unknown as Record<Navigation, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        { waitUntil?: string } | undefined;
      if (options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded') return response;
      await appReady(page);
      return response;
    };
  }
}

/** Resolves once the app has taken over the page (or at once when the page does not start it). */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-ready') ||
      !document.querySelector('script[src="/boot.js"]'),
    null,
    { timeout: 30_000 },
  );
}

/**
 * Playwright's `test`, with each page waiting for the app after its navigations, and the contexts a
 * journey opens itself (a second person, a visitor) closed when it ends: the browser lives for the
 * whole run, and a page left open would keep its timers and its polling of the server going through
 * every later journey.
 */
export const test = base.extend<{ page: Page; closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    waitForAppAfterNavigations(page);
    await use(page);
  },
});
