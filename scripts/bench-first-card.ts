// The first-load half of `npm run bench` (issue 10): the initial JavaScript of each public page
// (gzip, from the build manifest, as scripts/check-bundle-size.mjs counts it) and the time from
// navigation to the first artwork card of /artworks in Chromium, with a cold cache and no service worker.
import fs from 'node:fs';
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
