import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The same aliases as tsconfig.json's `paths` and vite.config.ts.
const alias = [
  { find: /^@\//, replacement: fromRoot('./web/') },
  { find: /^@contract\//, replacement: fromRoot('./contract/') },
];

/** Where the embedded PostgreSQL cannot run, PGlite stands in: these files show it still serves. */
const PGLITE_SMOKE = [
  'db/migrate.test.ts',
  'db/pglite.test.ts',
  'api/modules/health/health.routes.test.ts',
  'api/modules/auth/signed-out.routes.test.ts',
  'api/middleware/transaction.test.ts',
  'api/modules/artworks/artworks.approve.test.ts',
  'api/modules/reference/reference.routes.test.ts',
  // Notifications arrive through the delta sync (its feed bound reads pg_stat_activity).
  'api/modules/notifications/notifications.routes.test.ts',
  // The reservation cap holds under 30 parallel orders (issue 23).
  'api/modules/orders/orders.limits.test.ts',
];

/** Tests of the embedded server itself (its start, stop, crashes, the move from PGlite). */
const EMBEDDED_ONLY = ['db/embedded/**', 'scripts/start.test.ts'];

// Unit and API tests. Playwright's e2e/*.spec.ts are kept out (they run under `npm run test:e2e`).
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on a 2-core machine, while much of a test
    // file's time is waiting (PostgreSQL's own processes, Argon2 and sharp threads, loopback HTTP):
    // several at once (each file has its own database, cloned from a template) keep both cores busy.
    // PostgreSQL runs outside the workers, so a third worker still finds work to do on 2 cores.
    maxWorkers: Math.max(3, os.availableParallelism()),
    projects: [
      {
        // The offline oracle (api/offline-oracle.property.test.ts) drives the web's outbox runner.
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The embedded server's own tests start servers of their own whatever DATABASE_URL says:
          // the run on another server (CI's second pass) leaves them to the first.
          exclude: [
            ...configDefaults.exclude,
            'db/pglite.test.ts',
            ...(process.env.DATABASE_URL ? EMBEDDED_ONLY : []),
          ],
          // On one embedded PostgreSQL for the run (DATABASE_URL: that server instead).
          globalSetup: ['api/test/global-setup.ts'],
          setupFiles: ['api/test/overlap-guard.ts'],
          // Each file's modules are not loaded again in a fresh context: every file builds its own app
          // on its own database (api/test/test-app.ts, config passed in, nothing read from a changed
          // process.env, no module mocks), and loading the app's modules anew for each file was a third
          // of `npm run test:unit` (757 -> 524 s on 2 cores, 2026-11-27). ESLint refuses module
          // mocks, stubbed globals and process.env writes in these files (`unisolatedTests` in
          // eslint.config.js). The web project stays isolated: its files share a DOM.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The PGlite fallback's smoke set: the same tests on PGlite (a dumped template per file).
          name: 'pglite',
          environment: 'node',
          include: PGLITE_SMOKE,
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          setupFiles: ['web/test/strict-mode.ts', 'web/test/write-rules.ts'],
          testTimeout: 20_000,
          include: ['web/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
