import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE sync_version_seq');
  await knex.raw(`
    CREATE FUNCTION atelier_bump_version() RETURNS trigger AS $$
    BEGIN
      NEW.version := nextval('sync_version_seq');
      IF TG_OP = 'UPDATE' THEN
        NEW.updated_at := now();
      END IF;
      RETURN NEW;
    END
    $$ LANGUAGE plpgsql`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION atelier_bump_version()');
  await knex.raw('DROP SEQUENCE sync_version_seq');
}
