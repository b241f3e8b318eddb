import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { waitForAppAfterNavigations } from './test';

/**
 * A persistent Chromium profile per test (IndexedDB, localStorage and the service worker survive
 * reloads as on a phone), with its first page. `context.setOffline(true)` cuts its network.
 */
export const test = base.extend<{ persistent: BrowserContext; page: Page }>({
  persistent: async ({ playwright, baseURL, launchOptions }, use) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-offline-'));
    const context = await playwright.chromium.launchPersistentContext(dir, {
      ...launchOptions,
      // The config blocks service workers in ordinary contexts, and Playwright applies the config's
      // context options to persistent contexts too: the offline journeys need theirs.
      serviceWorkers: 'allow',
      baseURL,
      viewport: { width: 1440, height: 900 },
    });
    await use(context);
    await context.close();
    await rm(dir, { recursive: true, force: true });
  },
  page: async ({ persistent }, use) => {
    const page = persistent.pages()[0] ?? (await persistent.newPage());
    waitForAppAfterNavigations(page);
    await use(page);
  },
});
export { expect };

/** Waits until the service worker controls the page, so a reload offline is served from its cache. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Lets the throttled query-cache persister write (it saves at most once a second). */
export async function cachePersisted(page: Page): Promise<void> {
  await page.waitForTimeout(1_500);
}

/** The outbox rows of the page's local store (web/offline/db.ts), read from IndexedDB. */
export async function outboxRows(page: Page): Promise<
  {
    seq: number;
    status: string;
    label: string;
    error: string | null;
    command: { key: string; body: unknown };
  }[]
> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('atelier');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

export const SAVED_OFFLINE = 'Saved on this device — will sync when online';

export async function toast(page: Page, title: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}
