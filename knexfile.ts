// Knex CLI configuration (`npx knex --knexfile knexfile.ts ...`). The app itself opens the database
// through db/connection.ts and runs migrations from db/migrations/index.ts at boot; this file points
// the CLI at the same database: DATABASE_URL when set, else the embedded PGlite under DATA_DIR.
import path from 'node:path';
import fs from 'node:fs';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { migrationSource } from './db/migrations/index';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data', 'pglite');

const config: Knex.Config = process.env.DATABASE_URL
  ? { client: 'pg', connection: process.env.DATABASE_URL, migrations: { migrationSource } }
  : ({
      client: ClientPgLite,
      dialect: 'postgres',
      connection: () => {
        fs.mkdirSync(dataDir, { recursive: true });
        return { filename: dataDir };
      },
      migrations: { migrationSource },
    } as unknown as Knex.Config);

export default config;
