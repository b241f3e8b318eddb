import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4300);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // One journey at a time: many sign in as the same demo accounts, and a journey that changes one
  // (two-factor sign-in on the demo admin, notifications arriving for the demo artist) would unsettle
  // another running beside it. CI saves its time elsewhere (.ci/run runs the API suite alongside).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A bound against hangs, not a speed check: a journey with two or three axe scans takes well over
  // 30 s when the 2-core machine is busy (CI runs beside other work).
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    // A trace is recorded for every journey and kept only for a failed one: locally worth it, in CI
    // (which keeps no files of the run) a sixth of the suite's time for nothing (screencast frames
    // and DOM snapshots of every step).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // No service worker in the default contexts: each test's fresh context would otherwise install
    // it and precache the whole app (about 125 files) while the test runs. The offline journeys use
    // a persistent profile of their own (e2e/support/offline.ts, e2e/visitor/offline.spec.ts), where
    // the worker is registered as on a phone; a spec that needs it in a plain context can opt in
    // with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The app stops its embedded PostgreSQL on SIGTERM (without this, Playwright kills the group
    // with SIGKILL and the server's watchdog stops PostgreSQL while the runner removes DATA_DIR).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? './data-e2e',
      SESSION_KEYS: 'e2e-session-key',
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_15MIN: '10000',
      // The journeys reserve originals with accounts made a moment before, all from 127.0.0.1.
      RESERVATIONS_PER_ADDRESS: '1000',
      NEW_ACCOUNT_RESERVE_AFTER_MINUTES: '0',
      // /api/test-hooks/* (the reservation-expiry journey ends a reservation without waiting for it).
      E2E_TEST_HOOKS: 'true',
      // A notification's e-mail waits a moment (unread) instead of two minutes.
      NOTIFICATION_MAIL_DELAY_SECONDS: '2',
      // Card payments against the local Stripe stand-in that e2e/collector/card-payment.spec.ts starts.
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_BASE: `http://127.0.0.1:${port + 1}`,
      NODE_ENV: 'production',
      // The journeys sign in as the demo accounts: a production start seeds them only when asked.
      SEED_DEMO: 'true',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
