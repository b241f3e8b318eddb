import type { Page } from '@playwright/test';
import { logIn } from '../support/session';
import {
  controlledByServiceWorker,
  expect,
  outboxRows,
  SAVED_OFFLINE,
  test,
  toast,
} from '../support/offline';
import { solidPng } from './png';

/**
 * Issue 27, point 5: storage pressure. A profile is filled (its quota set to what it uses, through
 * the DevTools protocol: `Storage.overrideQuotaForOrigin`) while a write with a photo waits to be
 * sent; saving one more artist for offline then takes room from saved pictures, the least recently
 * used saved item first, with a banner, and never from the waiting write, which is sent once when
 * the server answers again. Chromium enforces the overridden quota at once for the Cache API but
 * loosely for IndexedDB, so a write queued into a full IndexedDB is covered by
 * web/offline/storage.test.ts instead.
 */

/** Bytes in one Cache Storage cache of the page's origin. */
function cacheBytes(page: Page, name: string): Promise<number> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return 0;
    const cache = await caches.open(cacheName);
    let bytes = 0;
    for (const request of await cache.keys()) bytes += (await (await cache.match(request))!.blob()).size;
    return bytes;
  }, name);
}

/** How many rows a table of the page's local store holds. */
function localCount(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('atelier');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
    table,
  );
}

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

interface ArtistRow {
  id: number;
  displayName: string;
  artworkCount: number;
}

test('(issue 27) a full device makes room from saved pictures, least recently used first, with a banner, never from a waiting write', async ({
  page,
  persistent,
}) => {
  test.setTimeout(240_000);
  const title = `Full Harbour ${Date.now().toString(36)}`;
  await page.goto('/');
  await controlledByServiceWorker(page);
  await logIn(page, 'artist@atelier.test');
  const me = (await (await page.request.get('/api/artists/me')).json()) as { id: number };
  const artists = (
    (await (await page.request.get('/api/artists?approved=true&limit=100')).json()) as ArtistRow[]
  )
    .filter((artist) => artist.artworkCount >= 2 && artist.id !== me.id)
    .slice(0, 3);
  expect(artists).toHaveLength(3);
  const [first, second, third] = artists as [ArtistRow, ArtistRow, ArtistRow];

  async function save(artist: ArtistRow) {
    await page.goto(`/artist/${artist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
    await page.getByRole('button', { name: 'Save for offline' }).click();
  }
  // Two artists saved for offline: the first is then the one opened least recently.
  for (const artist of [first, second]) {
    await save(artist);
    await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();
  }

  // /saved shows what the device holds and frees the pictures seen while browsing.
  await page.goto('/saved');
  const panel = page.getByTestId('storage-usage');
  await expect(panel).toContainText(/Atelier uses [\d.]+ (B|KB|MB|GB) of [\d.]+ (KB|MB|GB) on this device/);
  await expect(panel.getByTestId('storage-saved')).toContainText('2 items');
  await panel.getByRole('button', { name: 'Clear browsing pictures' }).click();
  await expect.poll(() => cacheBytes(page, 'atelier-images')).toBe(0);
  expect(await cacheBytes(page, 'atelier-pinned')).toBeGreaterThan(10_000);

  // A draft with a photo waits on this device: the server does not answer its send.
  await persistent.route('**/api/artworks', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/artist-dashboard');
  await page.getByRole('button', { name: 'New artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'New artwork' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Waiting on a device with no room left.');
  await dialog.getByLabel('Medium').selectOption({ label: 'Oil' });
  await dialog.getByLabel('Price (USD)').fill('350');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 90, 140]) }]);
  await expect(dialog.getByRole('img', { name: /photo\.png/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create artwork' }).click();
  await toast(page, SAVED_OFFLINE);

  // The device is full (its quota is what it uses), and a third artist is saved for offline.
  await page.goto(`/artist/${third.id}`);
  await expect(page.getByRole('heading', { level: 1, name: third.displayName })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const cdp = await persistent.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: await usage(page) });
  await page.getByRole('button', { name: 'Save for offline' }).click();

  // Room came from the pictures of the artist opened least recently, and the banner says so.
  const banner = page.getByTestId('storage-banner');
  await expect(banner).toContainText('To make room on this device, the pictures of');
  await expect(banner).toContainText(first.displayName);
  // The waiting write and its photo are untouched.
  const queued = await outboxRows(page);
  expect(queued.map((row) => (row.command.body as { title?: string }).title)).toEqual([title]);
  expect(await localCount(page, 'files')).toBe(1);

  await banner.getByRole('link', { name: 'Manage storage' }).click();
  const saved = page.getByRole('list', { name: 'Saved for offline' });
  await expect(saved.getByRole('listitem').filter({ hasText: first.displayName })).toContainText(
    'Pictures removed to make room',
  );
  await expect(page.getByTestId('storage-unsent')).toContainText('1 change');
  await expect(page.getByTestId('storage-unsent')).toContainText('never removed to make room');
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.getByTestId('storage-usage').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `docs/screenshots/saved-storage-${name}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Room again and the server answers: the draft is sent, once, with its photo.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await persistent.unroute('**/api/artworks');
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/artworks?artistId=${me.id}&limit=100`);
        return ((await res.json()) as { title: string; images: unknown[] }[])
          .filter((artwork) => artwork.title === title)
          .map((artwork) => artwork.images.length);
      },
      { timeout: 90_000 },
    )
    .toEqual([1]);
});
