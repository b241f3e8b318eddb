// `npm run migrate | rollback | seed | lock-demo-accounts`: the same database the server would open
// (DATABASE_URL, else the embedded PostgreSQL on DATA_DIR, which it starts and stops; refused while
// the app runs on it).
import { loadConfig } from '../api/config';
import { createLogger } from '../api/lib/logger';
import { createStorage } from '../api/storage/create-storage';
import { openDatabase, withoutStatementTimeout } from './connection';
import { migrateLatest, rollbackAll } from './migrate';
import { seedDemo } from './seeds/demo';
import { lockDemoAccounts } from './seeds/demo-gate';

const command = process.argv[2];
const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  engine: config.embeddedDatabase,
  createPostgresUser: config.createPostgresUser,
  embeddedPort: config.embeddedPostgresPort,
  onNotice: (line) => logger.warn(line),
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});
try {
  // Migrations may build indexes over a large catalogue: no request's statement timeout.
  if (command === 'migrate')
    logger.info({ applied: await withoutStatementTimeout(db, migrateLatest) }, 'migrated');
  else if (command === 'rollback')
    logger.info({ rolledBack: await withoutStatementTimeout(db, rollbackAll) }, 'rolled back');
  else if (command === 'seed') {
    await withoutStatementTimeout(db, migrateLatest);
    await seedDemo({ knex: db.knex, storage: createStorage(config), logger });
    logger.info('demo data seeded');
  } else if (command === 'lock-demo-accounts') {
    const locked = await lockDemoAccounts(db.knex);
    logger.info({ locked }, `${locked.length} demo account(s) locked`);
  } else {
    console.error('Usage: tsx db/cli.ts migrate|rollback|seed|lock-demo-accounts');
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
