import type { Knex } from 'knex';
import { checkIn } from './helpers';

const OLD_STATUSES = ['pending', 'accepted', 'rejected', 'in_progress', 'completed', 'cancelled'] as const;
const STATUSES = [...OLD_STATUSES, 'quoted', 'quote_declined'] as const;

/**
 * Commission conversations and quotes (issue 13, beyond the spec):
 * - two request statuses, `quoted` (the artist's quote waits for the sender) and `quote_declined`;
 * - `status_reason`: the reason given with the last decline or cancellation, shown to the other party;
 * - conversations between a collector and an artist: one per commission request (created by a
 *   trigger with the request, whoever inserts it: the API, the seed, a fixture) or a direct one
 *   (request_id null, one per collector and artist), with each party's last read message;
 * - their messages, newest first per conversation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE commission_requests DROP CONSTRAINT commission_requests_status_check');
  await knex.raw(
    `ALTER TABLE commission_requests ADD CONSTRAINT commission_requests_status_check CHECK (${checkIn('status', STATUSES)})`,
  );
  await knex.schema.alterTable('commission_requests', (t) => {
    t.text('status_reason').nullable();
  });

  await knex.schema.createTable('conversations', (t) => {
    t.increments('id');
    t.integer('request_id').nullable().references('commission_requests.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.bigInteger('user_last_read_id').notNullable().defaultTo(0);
    t.bigInteger('artist_last_read_id').notNullable().defaultTo(0);
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE UNIQUE INDEX conversations_request_uniq ON conversations (request_id) WHERE request_id IS NOT NULL',
  );
  await knex.raw(
    'CREATE UNIQUE INDEX conversations_direct_uniq ON conversations (user_id, artist_id) WHERE request_id IS NULL',
  );
  await knex.raw(
    'CREATE INDEX conversations_user_idx ON conversations (user_id, last_activity_at DESC, id DESC)',
  );
  await knex.raw(
    'CREATE INDEX conversations_artist_idx ON conversations (artist_id, last_activity_at DESC, id DESC)',
  );

  await knex.schema.createTable('messages', (t) => {
    t.bigIncrements('id').primary();
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.integer('author_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.specificType('reference_images', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC)');

  await knex.raw(`
    CREATE FUNCTION atelier_request_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO conversations (request_id, user_id, artist_id, last_activity_at, created_at)
      VALUES (NEW.id, NEW.user_id, NEW.artist_id, NEW.created_at, NEW.created_at)
      ON CONFLICT DO NOTHING;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER commission_requests_conversation AFTER INSERT ON commission_requests
    FOR EACH ROW EXECUTE FUNCTION atelier_request_conversation()`);
  await knex.raw(`
    INSERT INTO conversations (request_id, user_id, artist_id, last_activity_at, created_at)
    SELECT id, user_id, artist_id, created_at, created_at FROM commission_requests`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS commission_requests_conversation ON commission_requests');
  await knex.raw('DROP FUNCTION IF EXISTS atelier_request_conversation()');
  await knex.schema.dropTable('messages');
  await knex.schema.dropTable('conversations');
  await knex.raw(
    "UPDATE commission_requests SET status = 'pending' WHERE status IN ('quoted', 'quote_declined')",
  );
  await knex.schema.alterTable('commission_requests', (t) => {
    t.dropColumn('status_reason');
  });
  await knex.raw('ALTER TABLE commission_requests DROP CONSTRAINT commission_requests_status_check');
  await knex.raw(
    `ALTER TABLE commission_requests ADD CONSTRAINT commission_requests_status_check CHECK (${checkIn('status', OLD_STATUSES)})`,
  );
}
