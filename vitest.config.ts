import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The same aliases as tsconfig.json's `paths` and vite.config.ts.
const alias = [
  { find: /^@\//, replacement: fromRoot('./web/') },
  { find: /^@contract\//, replacement: fromRoot('./contract/') },
];

// Unit and API tests. Playwright's e2e/*.spec.ts are kept out (they run under `npm run test:e2e`).
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on a 2-core machine, while much of a test
    // file's time is waiting (the database, Argon2 and sharp threads, loopback HTTP): two at once took
    // the whole suite from ~550 s to ~250 s there (each file has its own embedded database).
    // On PostgreSQL (DATABASE_URL) the files share one server, and a transaction open in one file's
    // database holds back the snapshot horizon that another's delta sync waits for (transaction ids
    // are server-wide, api/modules/sync): one file at a time there, as before.
    maxWorkers: process.env.DATABASE_URL ? 1 : Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          setupFiles: ['web/test/strict-mode.ts'],
          testTimeout: 20_000,
          include: ['web/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
