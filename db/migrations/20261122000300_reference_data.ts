import type { Knex } from 'knex';
import { addSyncTrigger, syncColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  for (const table of ['specialties', 'mediums']) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.text('name').notNullable();
      t.boolean('is_active').notNullable().defaultTo(true);
      t.integer('sort_order').notNullable().defaultTo(0);
      syncColumns(t, knex);
    });
    await knex.raw(`CREATE UNIQUE INDEX ${table}_name_lower_key ON ${table} (lower(name))`);
    await addSyncTrigger(knex, table);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mediums');
  await knex.schema.dropTable('specialties');
}
