import type { APIRequestContext, Page } from '@playwright/test';
import { controlledByServiceWorker, expect, test } from '../support/offline';

/**
 * Issue 27, point 2: offline, the galleries list everything the local store holds, with the same
 * sorts and filters as online; the count says what is on this device and 'Load more' continues
 * from the local store. A persistent profile that only opened the first page of each gallery.
 */

async function total(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return Number(res.headers()['x-total-count']);
}

async function ids(request: APIRequestContext, url: string): Promise<number[]> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }[]).map((row) => row.id);
}

/** When the delta pull last reached the end, from the page's local store (null: not yet). */
async function lastSynced(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('atelier');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('syncState')) return resolve(null);
          const read = db.transaction('syncState').objectStore('syncState').get('changes');
          read.onsuccess = () =>
            resolve((read.result as { lastSyncedAt?: string } | undefined)?.lastSyncedAt ?? null);
          read.onerror = () => resolve(null);
        };
      }),
  );
}

const cardIds = async (page: Page) =>
  (await page
    .locator('ul[aria-label="Artworks"] a[href^="/artwork/"]')
    .evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')!.split('/').pop())),
    )) as number[];

test('(issue 27) offline, every gallery lists what the device holds, sorted and paged from the local store', async ({
  page,
  persistent,
  request,
}) => {
  test.setTimeout(180_000);
  const artworks = await total(request, '/api/artworks?approved=true&limit=1');
  const artists = await total(request, '/api/artists?approved=true&limit=1');
  const commissions = await total(request, '/api/commissions?showcase=true&limit=1');
  const byPrice = await ids(request, '/api/artworks?approved=true&sort=price-low&limit=24');
  // The demo catalogue is larger than a page: that is what the journey is about.
  expect(artworks).toBeGreaterThan(24);

  // Online: the first page only, as the server pages it.
  await page.goto('/artworks');
  await expect(page.getByText(`${artworks} artworks`, { exact: true })).toBeVisible();
  expect(await cardIds(page)).toHaveLength(24);
  await controlledByServiceWorker(page);
  await expect.poll(() => lastSynced(page), { timeout: 30_000 }).not.toBeNull();

  await persistent.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('gallery-offline-note')).toBeVisible();
  await expect(page.getByText(`${artworks} artworks on this device`)).toBeVisible();
  await expect.poll(() => cardIds(page)).toHaveLength(24);

  // 'Load more' (the button, or its row scrolled into view) goes on from the device, a page at a
  // time, until everything it holds is shown, each once.
  const counts = new Set<number>();
  await expect
    .poll(
      async () => {
        const more = page.getByRole('button', { name: 'Load more' });
        if (await more.count()) await more.click({ timeout: 2_000 }).catch(() => undefined);
        const shown = (await cardIds(page)).length;
        counts.add(shown);
        return shown;
      },
      { timeout: 60_000 },
    )
    .toBe(artworks);
  for (const shown of counts) expect(shown % 24 === 0 || shown === artworks).toBe(true);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(new Set(await cardIds(page)).size).toBe(artworks);

  // A sort offline gives the server's order, from the first page again (scrolled back to the top
  // first: at the bottom, the 'Load more' row in view would go on to the next page at once).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
  await expect.poll(async () => (await cardIds(page)).slice(0, 24)).toEqual(byPrice);

  // The other galleries: the count of what the device holds.
  await page.goto('/artists');
  await expect(
    page.getByText(`${artists} ${artists === 1 ? 'artist' : 'artists'} on this device`),
  ).toBeVisible();
  await page.goto('/commissions');
  await expect(
    page.getByText(`${commissions} ${commissions === 1 ? 'commission' : 'commissions'} on this device`),
  ).toBeVisible();
});
