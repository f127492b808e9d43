import { sql } from 'kysely';
import { notNull, type MigrationDb } from './helpers';

/**
 * Outgoing webhooks in Chatwork's format: a room's setting, or an account's for its mentions in every room (room_id
 * null, decision 0313), with its owner, the https URL, the events and the token that signs each body; and its
 * deliveries, each a job that survives a restart: its body, its state, its attempts, when it is next due and who
 * holds it (a lease), with the last answer, read back as the owner's delivery log.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('outgoing_webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', notNull)
    .addColumn('token', 'text', notNull)
    .addColumn('events', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('outgoing_webhooks_room_id_idx').on('outgoing_webhooks').column('room_id').execute();
  await s.createIndex('outgoing_webhooks_account_idx').on('outgoing_webhooks').column('user_id').where(sql.ref('room_id'), 'is', null).execute();
  await s
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('outgoing_webhooks.id').onDelete('cascade'))
    .addColumn('event_type', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('lease_until', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('createdAt', 'text', notNull)
    .addColumn('deliveredAt', 'text')
    .execute();
  await s.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['state', 'next_attempt_at']).execute();
  await s.createIndex('webhook_deliveries_webhook_id_idx').on('webhook_deliveries').columns(['webhook_id', 'createdAt']).execute();
}
