import fs from 'node:fs';
import http from 'node:http';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Socket } from 'node:net';
import { DataDirInUseError, openDatabase } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { DemoAccountsInProductionError, prepareDemoData } from '../db/seeds/demo-gate';
import { createApp } from './app';
import { createPrintProvider } from './modules/pod/print-providers';
import { ConfigError, loadConfig } from './config';
import { scheduleHousekeeping } from './lib/housekeeping';
import { createLogger } from './lib/logger';
import { createStorage, describeStorage } from './storage/create-storage';

/** A random key generated once per DATA_DIR, so a development restart keeps everyone signed in. */
function devSessionKey(dataDir: string): string {
  const file = path.join(dataDir, 'session-key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}

/** Boots one instance: config, database (migrated, seeded when empty), app, graceful shutdown. */
export async function start() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.sessionKeysGenerated) {
    config.sessionKeys = [devSessionKey(config.dataDir)];
    logger.warn(
      'SESSION_KEYS is not set: using a generated development key kept in DATA_DIR. Set SESSION_KEYS in production.',
    );
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  logger.info(
    { database: db.kind, dataDir: db.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );
  const applied = await migrateLatest(db.knex);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  const storage = createStorage(config);
  logger.info(describeStorage(config), 'uploads storage');
  await prepareDemoData({ knex: db.knex, storage, logger, env: config.env, seedDemo: config.seedDemo });

  const app = createApp({ db, storage, config, logger, printProvider: createPrintProvider(config) });
  const stopHousekeeping = scheduleHousekeeping(db.knex, logger, { storage });
  const server = http.createServer(app.callback());
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `Atelier is running on http://localhost:${port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting; idle keep-alive sockets are closed, busy ones finish their request.
    stopHousekeeping();
    server.close();
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, 10_000);
    deadline.unref();
    await new Promise<void>((resolve) => server.on('close', () => resolve()));
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return { server, port, close: () => shutdown('close') };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain || process.env.ATELIER_START === '1') {
  start().catch((err: unknown) => {
    if (
      err instanceof ConfigError ||
      err instanceof DataDirInUseError ||
      err instanceof DemoAccountsInProductionError
    )
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  });
}
