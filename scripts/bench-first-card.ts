// The first-load half of `npm run bench` (issue 10): the initial JavaScript of each public page
// (gzip, from the build manifest, as scripts/check-bundle-size.mjs counts it) and the time from
// navigation to the first artwork card of /artworks in Chromium, with a cold cache and no service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
// @ts-expect-error -- a plain ES module script without types
import { BUDGET_BYTES, measure } from './check-bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'dist/web');
const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 5;
// The e2e config's flags (e2e/playwright.config.ts).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the initial JS per public page of the build the app serves. */
export function printInitialJs(): void {
  if (!fs.existsSync(path.join(webDist, '.vite/manifest.json'))) {
    console.log('\ninitial JavaScript: no build manifest (run `npm run build` first)');
    return;
  }
  const rows = (measure as (dir: string) => Array<{ page: string; gzipBytes: number }>)(webDist);
  console.log(`\ninitial JavaScript per public page, gzip (budget ${kb(BUDGET_BYTES as number)}):`);
  console.log(rows.map((row) => `${row.page} ${kb(row.gzipBytes)}`).join(' · '));
}

/**
 * Median over RUNS cold loads of the time from navigation start to the first artwork card of
 * /artworks being visible, on the app at `base` (which must serve the built web app).
 */
export async function printFirstCard(base: string, label: string): Promise<void> {
  if (!fs.existsSync(browserPath)) {
    console.log(`first artwork card (${label}): skipped, no Chromium at ${browserPath} (set CHROMIUM_PATH)`);
    return;
  }
  if (!fs.existsSync(path.join(webDist, '.vite/manifest.json'))) {
    console.log(`first artwork card (${label}): skipped, no web build (run \`npm run build\` first)`);
    return;
  }
  const browser = await chromium.launch({ executablePath: browserPath, args: ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${base}/artworks`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => {
          const card = document.querySelector('[aria-label="Artworks"] a[href^="/artwork/"]');
          return card && card.getBoundingClientRect().height > 0 ? performance.now() : null;
        },
        undefined,
        { polling: 50, timeout: 60_000 },
      );
      times.push(Number(await handle.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `first artwork card on /artworks (${label}, phone viewport, cold cache): median ${median.toFixed(0)} ms over ${RUNS} loads (fastest ${times[0]!.toFixed(0)}, slowest ${times.at(-1)!.toFixed(0)})`,
  );
}

/**
 * Records when the gallery's first card is in the DOM (performance.now()), as
 * e2e/visitor/offline.spec.ts does. A string: tsx would wrap a function in helpers the page lacks.
 */
const RECORD_GALLERY_PAINT = `(() => {
  const check = () => {
    if (window.__galleryPaintedAt === undefined && document.querySelector('ul[aria-label="Artworks"] a')) {
      window.__galleryPaintedAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Issue 11's offline figure: a repeat visit to /artworks with the network off, on a phone-sized
 * persistent profile that visited online once (service worker, query cache and Dexie store filled).
 * Prints the median over RUNS reloads of the time from the shell's response end to the first card.
 */
export async function printOfflinePaint(base: string): Promise<void> {
  if (!fs.existsSync(browserPath)) {
    console.log(`offline repeat visit: skipped, no Chromium at ${browserPath} (set CHROMIUM_PATH)`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-offline-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: browserPath,
    args: ARGS,
    viewport: { width: 390, height: 844 },
  });
  const times: number[] = [];
  try {
    await context.addInitScript({ content: RECORD_GALLERY_PAINT });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/artworks`);
    await page.waitForSelector('ul[aria-label="Artworks"] a', { timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
      timeout: 30_000,
    });
    await page.waitForSelector('ul[aria-label="Artworks"] a', { timeout: 60_000 });
    // The delta pull and the throttled cache persister settle.
    await page.waitForTimeout(3_000);
    await context.setOffline(true);
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${base}/artworks`);
      const handle = await page.waitForFunction(
        () => {
          const nav = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined;
          const painted = (window as unknown as { __galleryPaintedAt?: number }).__galleryPaintedAt;
          return painted === undefined || !nav ? null : painted - nav.responseEnd;
        },
        undefined,
        { polling: 50, timeout: 60_000 },
      );
      times.push(Number(await handle.jsonValue()));
    }
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `offline repeat visit to /artworks (phone viewport, network off): gallery painted from local data ${median.toFixed(0)} ms after the shell loaded, median over ${RUNS} (fastest ${times[0]!.toFixed(0)}, slowest ${times.at(-1)!.toFixed(0)}; target under 1,000 ms)`,
  );
}
