#!/usr/bin/env node
// `npm run test:e2e`: builds the app when stale, finds a browser, and runs Playwright against the built app
// started on a free port with a throwaway DATA_DIR (see e2e/playwright.config.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { steadyPort } from './steady-port.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Debian's Chromium: its headless shell first when installed (`apt-get install -y
 * chromium-headless-shell`), the same engine without the desktop browser around it, which is what
 * Playwright itself runs headless tests in; it took a quarter less time and CPU than the full
 * browser for the same journeys here (docs/development.md). Lighthouse and the screenshots use the
 * full browser.
 */
function findBrowser() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  return null; // Playwright's own download, if any, is tried by the config.
}

/** Whether this process can listen on 127.0.0.1:`port` now (closed again at once). */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Two free neighbouring ports: the app's and, one above it, the Stripe stand-in's that two journeys
 * start minutes later (STRIPE_API_BASE in e2e/playwright.config.ts), both below the ephemeral range
 * (scripts/steady-port.mjs): one from listen(0) could meanwhile be the local port of one of the many
 * database connections the API suite beside this one opens in CI.
 */
const freePortPair = () =>
  steadyPort(async (port) => (await canListen(port)) && (await canListen(port + 1)), {
    span: 2,
    half: 'upper',
  });

const browser = findBrowser();
if (!browser) {
  const probe = spawnSync(process.execPath, ['-e', "require('playwright-core').chromium.executablePath()"], {
    cwd: root,
  });
  const bundled =
    probe.status === 0
      ? spawnSync(
          process.execPath,
          ['-p', "require('fs').existsSync(require('playwright-core').chromium.executablePath())"],
          { cwd: root },
        )
          .stdout.toString()
          .trim()
      : 'false';
  if (bundled !== 'true') {
    console.error(
      'No browser for the e2e tests: install one with `apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
    process.exit(1);
  }
}

// Builds only when dist/web is missing or older than its sources: CI's `npm run build` serves both
// end-to-end passes (PGlite and PostgreSQL); the app itself is started with SKIP_WEB_BUILD.
if (!buildWebIfStale({ message: 'Building the web app for the end-to-end tests' })) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
const env = {
  ...process.env,
  E2E_PORT: String(await freePortPair()),
  E2E_DATA_DIR: dataDir,
  ...(browser ? { CHROMIUM_PATH: browser } : {}),
};
// The e2e app runs on its own embedded database, or on E2E_DATABASE_URL (CI: a fresh PostgreSQL database).
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
const args = ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), ...args],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
