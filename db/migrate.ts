import type { Knex } from 'knex';
import { migrationSource } from './migrations/index';

const config = { migrationSource, tableName: 'knex_migrations' };

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.latest(config)) as [number, string[]];
  return names;
}

export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.rollback(config, true)) as [number, string[]];
  return names;
}

export async function pendingMigrations(knex: Knex): Promise<number> {
  const [, pending] = (await knex.migrate.list(config)) as [unknown[], unknown[]];
  return pending.length;
}
