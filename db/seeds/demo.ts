import type { Knex } from 'knex';
import type { Logger } from '../../api/lib/logger';
import type { Storage } from '../../api/storage/storage';

export interface SeedDeps {
  knex: Knex;
  storage: Storage;
  logger: Logger;
}

/** Seeds the demo marketplace when the database has no users yet. */
export async function seedDemoIfEmpty(deps: SeedDeps): Promise<boolean> {
  const row = await deps.knex('users').count<{ count: number | string }[]>({ count: '*' }).first();
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemo(deps);
  return true;
}

export async function seedDemo(_deps: SeedDeps): Promise<void> {
  // TODO(seed): filled in by the demo-data work.
}
