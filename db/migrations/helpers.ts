import type { Knex } from 'knex';

/** version/updated_at/deleted_at for every table the PWA caches (delta sync, soft delete). */
export function syncColumns(t: Knex.CreateTableBuilder, knex: Knex): void {
  t.bigInteger('version').notNullable().defaultTo(0);
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('deleted_at', { useTz: true }).nullable();
}

/** Every insert or update takes the next value of the one sync sequence. */
export async function addSyncTrigger(knex: Knex, table: string): Promise<void> {
  await knex.raw(
    `CREATE TRIGGER ${table}_bump_version BEFORE INSERT OR UPDATE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION atelier_bump_version()`,
  );
  await knex.raw(`CREATE INDEX ${table}_version_idx ON ${table} (version)`);
}

export function checkIn(column: string, values: readonly string[]): string {
  return `${column} IN (${values.map((v) => `'${v}'`).join(', ')})`;
}
