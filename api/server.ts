import fs from 'node:fs';
import http from 'node:http';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Socket } from 'node:net';
import { openDatabase, StartupError, type Database } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { DemoAccountsInProductionError, prepareDemoData } from '../db/seeds/demo-gate';
import { createApp } from './app';
import { createPrintProvider } from './modules/pod/print-providers';
import { ConfigError, loadConfig, type Config } from './config';
import { scheduleHousekeeping } from './lib/housekeeping';
import { createLogger, type Logger } from './lib/logger';
import { startMail } from './modules/mail/start-mail';
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

/** The database, open and migrated: DATABASE_URL, else the embedded PostgreSQL it starts. */
async function openAndMigrate(config: Config, logger: Logger): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    engine: config.embeddedDatabase,
    createPostgresUser: config.createPostgresUser,
    embeddedPort: config.embeddedPostgresPort,
    poolMax: config.databasePoolMax,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    onNotice: (line) => logger.warn(line),
  });
  if (db.url) {
    logger.info(
      { database: db.kind, dataDir: config.dataDir },
      `Embedded PostgreSQL running on ${path.join(config.dataDir, 'postgres')} (psql "$(cat ${path.join(config.dataDir, 'postgres-url')})")`,
    );
  } else {
    logger.info(
      { database: db.kind, dataDir: db.kind === 'pglite' ? config.dataDir : undefined },
      'database open',
    );
  }
  try {
    const applied = await migrateLatest(db.knex);
    if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

function listen(server: http.Server, config: Config): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EADDRINUSE') return reject(err);
      reject(
        new StartupError(
          `Port ${config.port} on ${config.host} is already in use (another Atelier, or another program): stop it or set PORT.`,
        ),
      );
    });
    server.listen(config.port, config.host, resolve);
  });
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
  const db = await openAndMigrate(config, logger);
  const storage = createStorage(config);
  logger.info(describeStorage(config), 'uploads storage');
  const app = createApp({ db, storage, config, logger, printProvider: createPrintProvider(config) });
  const server = http.createServer(app.callback());
  try {
    await prepareDemoData({ knex: db.knex, storage, logger, env: config.env, seedDemo: config.seedDemo });
    await listen(server, config);
  } catch (err) {
    await db.close();
    throw err;
  }
  const stopHousekeeping = scheduleHousekeeping(db.knex, logger, { storage });
  const mail = startMail(config, db.knex, logger);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
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
    await mail.stop();
    // Closes the pool, then stops the embedded PostgreSQL (a fast shutdown, waited for).
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return { server, port, close: () => shutdown('close') };
}

/** The message alone for reasons a person can act on (bad configuration, a busy folder, a full disk). */
export function startFailure(err: unknown): string | unknown {
  if (
    err instanceof ConfigError ||
    err instanceof StartupError ||
    err instanceof DemoAccountsInProductionError
  )
    return err.message;
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'ENOSPC')
    return `The disk is full (No space left on device${e.path ? `: ${e.path}` : ''}): free some space and start again.`;
  return err;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain || process.env.ATELIER_START === '1') {
  start().catch((err: unknown) => {
    console.error(startFailure(err));
    process.exit(1);
  });
}
