import type { Knex } from 'knex';

/**
 * Notifications reach their recipient through the delta pull (issue 13, point 6; migration
 * 20261123000300_sync_changes): every insert, update (marked read) and delete of a notification
 * marks it in sync_changes as entity `notification`; the feed serves it only to its recipient
 * (api/modules/sync/sync.repo.ts). notifications.id is a bigint, the feed's ids are integers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE FUNCTION atelier_sync_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM atelier_sync_mark('notification', ARRAY(SELECT id::integer FROM old_rows));
    ELSE
      PERFORM atelier_sync_mark('notification', ARRAY(SELECT id::integer FROM new_rows));
    END IF;
    RETURN NULL;
  END $$`);
  await knex.raw(`CREATE TRIGGER notifications_sync_insert AFTER INSERT ON notifications
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_sync_notifications()`);
  await knex.raw(`CREATE TRIGGER notifications_sync_update AFTER UPDATE ON notifications
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_sync_notifications()`);
  await knex.raw(`CREATE TRIGGER notifications_sync_delete AFTER DELETE ON notifications
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_sync_notifications()`);
  await knex.raw(`SELECT atelier_sync_mark('notification', ARRAY(SELECT id::integer FROM notifications))`);
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`DROP TRIGGER IF EXISTS notifications_sync_${event} ON notifications`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS atelier_sync_notifications()');
  await knex.raw(`DELETE FROM sync_changes WHERE entity = 'notification'`);
}
