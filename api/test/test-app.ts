import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listenAt, listenSteady } from './steady-listen';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { createPrintProvider } from '../modules/pod/print-providers';
import { loadConfig, type Config } from '../config';
import { createLogger } from '../lib/logger';
import { createStorage } from '../storage/create-storage';
import type { Database } from '../../db/connection';
import type { Storage } from '../storage/storage';
import { createTestDatabase } from './test-db';
import { TestClient } from './test-client';

export interface TestApp {
  db: Database;
  storage: Storage;
  config: Config;
  baseUrl: string;
  uploadsDir: string;
  /** What the app was built from. */
  deps: AppDeps;
  /** A new client with its own cookie jar (a separate browser). */
  client(): TestClient;
  /**
   * Stops the server (cutting every open connection, as a crash or a deploy would) and starts a new
   * app on the same database and port: sessions and stored answers survive, nothing in memory does.
   * `whileDown` runs while nothing listens (requests then fail as on a refused connection).
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The real app on a fresh database (or a second instance on another app's database), listening on a free port, with uploads in a temp folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { sharedDb?: Database } = {},
): Promise<TestApp> {
  const db = options.sharedDb ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_KEYS: 'test-key-1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SSR_ENTRY: path.join(dataDir, 'no-ssr.js'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_15MIN: '10000',
    // Every test client comes from 127.0.0.1 and most accounts are seconds old.
    RESERVATIONS_PER_ADDRESS: '1000',
    NEW_ACCOUNT_RESERVE_AFTER_MINUTES: '0',
    // Tests change rows directly, not through a request that would forget rendered pages.
    SSR_CACHE_MS: '0',
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const storage = createStorage(config);
  const deps: AppDeps = { db, storage, config, logger, printProvider: createPrintProvider(config) };
  const newServer = () => http.createServer(createApp(deps).callback());
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  // On a port that `restart` finds free again (api/test/steady-listen.ts).
  let server = newServer();
  const port = await listenSteady(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    db,
    storage,
    config,
    baseUrl,
    uploadsDir: config.uploadsDir,
    deps,
    client: () => new TestClient(baseUrl),
    restart: async (whileDown) => {
      await stop();
      try {
        await whileDown?.();
      } finally {
        server = newServer();
        await listenAt(server, port);
      }
    },
    close: async () => {
      await stop();
      if (!options.sharedDb) await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
