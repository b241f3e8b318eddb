import fs from 'node:fs';
import http from 'node:http';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Socket } from 'node:net';
import { openDatabase, StartupError, withoutStatementTimeout, type Database } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { DemoAccountsInProductionError } from '../db/seeds/demo-errors';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger, resolveLogFormat, type Logger } from './lib/logger';
import { progressLine, startBanner } from './lib/start-output';
import { describeDatabase } from './lib/describe-database';

/**
 * What the server runs once its database is up: the app with every module's routes, the demo data,
 * mail, storage and the scheduled jobs. Loaded while PostgreSQL starts (initdb on a first start), not
 * before: on two cores the start is the longer of the two instead of their sum.
 */
async function loadRuntime() {
  const [app, demo, demoGate, pod, jobs, mail, storage] = await Promise.all([
    import('./app'),
    import('../db/seeds/demo'),
    import('../db/seeds/demo-gate'),
    import('./modules/pod/print-providers'),
    import('./jobs'),
    import('./modules/mail/start-mail'),
    import('./storage/create-storage'),
  ]);
  return {
    createApp: app.createApp,
    DEMO_PASSWORD: demo.DEMO_PASSWORD,
    prepareDemoData: demoGate.prepareDemoData,
    createPrintProvider: pod.createPrintProvider,
    startJobs: jobs.startJobs,
    describeMail: mail.describeMail,
    createStorage: storage.createStorage,
    describeStorage: storage.describeStorage,
  };
}

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
async function openAndMigrate(config: Config, logger: Logger, note: Logger['info']): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    engine: config.embeddedDatabase,
    createPostgresUser: config.createPostgresUser,
    embeddedPort: config.embeddedPostgresPort,
    poolMax: config.databasePoolMax,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    // Migrations run on a pool of their own (withoutStatementTimeout): this one's schema is settled.
    reusePlans: config.dbReusePlans,
    onNotice: (line) => logger.warn(line),
  });
  if (db.url) {
    note(
      { database: db.kind, dataDir: config.dataDir },
      `Embedded PostgreSQL running on ${path.join(config.dataDir, 'postgres')} (psql "$(cat ${path.join(config.dataDir, 'postgres-url')})")`,
    );
  } else {
    note({ database: db.kind, dataDir: db.kind === 'pglite' ? config.dataDir : undefined }, 'database open');
  }
  try {
    // A migration may build an index over a large catalogue: no request's statement timeout.
    const applied = await withoutStatementTimeout(db, migrateLatest);
    if (applied.length) note({ migrations: applied }, 'migrations applied');
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
  const pretty = resolveLogFormat(config.logFormat) === 'pretty';
  const logger = createLogger(config.logLevel, pretty ? 'pretty' : 'json');
  // What the banner says at the end is logged along the way only for log collectors (JSON).
  const note: Logger['info'] = pretty ? logger.debug.bind(logger) : logger.info.bind(logger);
  if (config.sessionKeysGenerated) {
    config.sessionKeys = [devSessionKey(config.dataDir)];
    if (config.env === 'production')
      logger.warn(
        'SESSION_KEYS is not set: using a generated key kept in DATA_DIR. Set SESSION_KEYS (the same on every instance).',
      );
  }
  const opening = openAndMigrate(config, logger, note);
  // If the database cannot start, that is the reason to report, whatever the modules do meanwhile.
  const loading = loadRuntime();
  loading.catch(() => {});
  const db = await opening;
  let runtime: Awaited<ReturnType<typeof loadRuntime>>;
  try {
    runtime = await loading;
  } catch (err) {
    await db.close();
    throw err;
  }
  const {
    createApp,
    DEMO_PASSWORD,
    prepareDemoData,
    createPrintProvider,
    startJobs,
    describeMail,
    createStorage,
    describeStorage,
  } = runtime;
  const storage = createStorage(config);
  note(describeStorage(config), 'uploads storage');
  const app = createApp({ db, storage, config, logger, printProvider: createPrintProvider(config) });
  const server = http.createServer(app.callback());
  let demoAccounts: string[];
  try {
    const painting = progressLine(
      'Painting the demo pictures',
      pretty ? process.stdout : { write: () => true },
    );
    const seeding = Date.now();
    demoAccounts = await prepareDemoData({
      knex: db.knex,
      storage,
      // On a terminal the progress line says when the demo is ready.
      logger: pretty ? logger.child({}, { level: 'warn' }) : logger,
      env: config.env,
      seedDemo: config.seedDemo,
      onImageProgress: (done, total, painted) => painted > 0 && painting.update(done, total),
    });
    painting.finish(`done in ${Math.round((Date.now() - seeding) / 1000)} s`);
    await listen(server, config);
  } catch (err) {
    await db.close();
    throw err;
  }
  const jobs = startJobs({ knex: db.knex, storage, config, logger, note });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const facts = {
    url,
    database: await describeDatabase(db, config),
    mail: describeMail({ ...config, mail: { ...config.mail, origin: config.publicOrigin ?? url } }).line,
    demoAccounts,
    demoPassword: DEMO_PASSWORD,
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting; idle keep-alive sockets are closed, busy ones finish their request.
    const sweepsStopped = jobs.stopSweeps();
    server.close();
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, 10_000);
    deadline.unref();
    await new Promise<void>((resolve) => server.on('close', () => resolve()));
    await jobs.stopMail();
    await sweepsStopped;
    // Closes the pool, then stops the embedded PostgreSQL (a fast shutdown, waited for).
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Said only once Ctrl-C and SIGTERM are handled: whoever reads it may stop the app at once.
  if (pretty) process.stdout.write(startBanner(facts));
  else logger.info({ port, ...facts }, `Atelier is running on ${url}`);
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
