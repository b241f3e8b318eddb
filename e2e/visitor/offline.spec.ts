import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
  waitForAppAfterNavigations,
} from '../support/test';

/**
 * Offline reads (issue 11, tests (a) and (f)): a persistent browser profile (so the service worker,
 * localStorage and IndexedDB live on between reloads), taken offline with `context.setOffline(true)`.
 */

interface ArtistRow {
  id: number;
  displayName: string;
  artworkCount: number;
}
interface ArtworkRow {
  id: number;
  title: string;
  images: unknown[];
}

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Records when the gallery's first card is in the DOM (performance.now()), for the offline timing. */
const RECORD_GALLERY_PAINT = () => {
  const w = window as unknown as { __galleryPaintedAt?: number };
  const check = () => {
    if (w.__galleryPaintedAt === undefined && document.querySelector('ul[aria-label="Artworks"] a')) {
      w.__galleryPaintedAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

async function openProfile(
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-offline-'));
  const use = testInfo.project.use;
  const context = await chromium.launchPersistentContext(dir, {
    ...use.launchOptions,
    // The config blocks service workers elsewhere (and its context options reach persistent contexts).
    serviceWorkers: 'allow',
    baseURL: use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(RECORD_GALLERY_PAINT);
  const page = context.pages()[0] ?? (await context.newPage());
  waitForAppAfterNavigations(page);
  return { context, page, dir };
}

async function closeProfile({ context, dir }: { context: BrowserContext; dir: string }) {
  await context.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Waits until the service worker (precache done) controls the page, reloading once if needed. */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Lets the query cache persister write (it writes at most once a second). */
const persisted = (page: Page) => page.waitForTimeout(1500);

/** What the device stores: the persisted query cache (bytes) and the local store (rows per table). */
async function storedSizes(page: Page): Promise<{ queryCache: number; localRows: number }> {
  return page.evaluate(async () => {
    const queryCache = (localStorage.getItem('atelier-query-cache') ?? '').length;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('atelier');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    let localRows = 0;
    for (const name of Array.from(db.objectStoreNames)) {
      localRows += await new Promise<number>((resolve) => {
        const count = db.transaction(name).objectStore(name).count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => resolve(0);
      });
    }
    db.close();
    return { queryCache, localRows };
  });
}

/** An approved artist with artworks that have images, and one of those artworks. */
async function anArtistWithArtworks(request: APIRequestContext) {
  const artists = await api<ArtistRow[]>(request, '/api/artists?approved=true&limit=100');
  for (const artist of artists.filter((a) => a.artworkCount > 0)) {
    const artworks = await api<ArtworkRow[]>(request, `/api/artworks?approved=true&artistId=${artist.id}`);
    const artwork = artworks.find((a) => a.images.length > 0);
    if (artwork) return { artist, artwork };
  }
  throw new Error('The demo has no approved artist with an illustrated artwork');
}

// A persistent profile, a service worker install and two sessions: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const artworkCards = (page: Page) => page.getByRole('list', { name: 'Artworks' }).getByRole('link');

test('(a) the gallery, a saved artist and their artwork with its image open offline after a reload', async ({
  request,
}, testInfo) => {
  const { artist, artwork } = await anArtistWithArtworks(request);
  const profile = await openProfile(testInfo);
  const { context, page } = profile;
  try {
    await page.goto('/artworks');
    await expect(artworkCards(page).first()).toBeVisible();
    await controlledByServiceWorker(page);

    await page.goto(`/artist/${artist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
    await expect(page.locator(`a[href="/artwork/${artwork.id}"]`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();
    await persisted(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();

    // Browse: the gallery opens from this device, says so, and searches what it holds.
    await page.goto('/artworks');
    await expect(page.getByTestId('gallery-offline-note')).toContainText(/Offline · last synced/);
    await expect(artworkCards(page).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search artworks' }).fill(artwork.title);
    await page.keyboard.press('Enter');
    const card = page.locator(`ul[aria-label="Artworks"] a[href="/artwork/${artwork.id}"]`);
    await expect(card).toBeVisible();

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    // Its picture shows (a cached rendition), not the 'Image not available' stand-in.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Array.from(document.images).filter(
              (img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/uploads/'),
            ).length,
        ),
      )
      .toBeGreaterThan(0);

    // The saved list shows the artist and what it takes.
    await page.goto('/saved');
    await expect(page.getByRole('list', { name: 'Saved for offline' })).toContainText(artist.displayName);
    await expect(page.getByTestId('saved-total')).toContainText(/\d+(\.\d)? (B|KB|MB)/);
  } finally {
    await closeProfile(profile);
  }
});

test('(f) using the app offline does not shrink what the device stores; the gallery paints from local data', async ({
  request,
}, testInfo) => {
  const { artist, artwork } = await anArtistWithArtworks(request);
  const profile = await openProfile(testInfo);
  const { context, page } = profile;
  try {
    // An online session: the gallery, an artist, an artwork, the other galleries.
    await page.goto('/artworks');
    await expect(artworkCards(page).first()).toBeVisible();
    await controlledByServiceWorker(page);
    for (const [url, heading] of [
      [`/artist/${artist.id}`, artist.displayName],
      [`/artwork/${artwork.id}`, artwork.title],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/artists');
    await expect(page.getByRole('list', { name: 'Artists' }).getByRole('link').first()).toBeVisible();
    await page.goto('/commissions');
    await expect(
      page.getByRole('list', { name: 'Commissions' }).locator(':scope > li').first(),
    ).toBeVisible();

    // A new online start marks every restored query for refetch; then the network goes.
    await page.goto('/artworks');
    await expect(artworkCards(page).first()).toBeVisible();
    await persisted(page);
    const before = await storedSizes(page);
    expect(before.queryCache).toBeGreaterThan(1000);

    await context.setOffline(true);
    // Client-side navigation: the restored (invalidated) queries try to refetch, and fail.
    await page.locator(`ul[aria-label="Artworks"] a`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/artist/${artist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
    await page.goto(`/artwork/${artwork.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    await page.goto('/artworks?search=zzzz-no-such-artwork');
    await expect(page.getByText('No artworks found matching your criteria')).toBeVisible();
    await persisted(page);

    const after = await storedSizes(page);
    expect(after.queryCache).toBeGreaterThanOrEqual(before.queryCache);
    expect(after.localRows).toBeGreaterThanOrEqual(before.localRows);

    // A repeat visit with the network off paints the gallery from local data.
    await page.goto('/artworks');
    await expect(artworkCards(page).first()).toBeVisible();
    await expect(page.getByTestId('gallery-offline-note')).toBeVisible();
    const ms = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const painted = (window as unknown as { __galleryPaintedAt?: number }).__galleryPaintedAt;
      return painted === undefined || !nav ? null : Math.round(painted - nav.responseEnd);
    });
    expect(ms).not.toBeNull();
    console.log(`[offline] repeat visit: gallery painted from local data ${ms} ms after the shell loaded`);
    testInfo.annotations.push({ type: 'offline-gallery-paint-ms', description: String(ms) });
  } finally {
    await closeProfile(profile);
  }
});
