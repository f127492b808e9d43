import { sql } from 'kysely';
import { isPostgres, notNull, type MigrationDb } from './helpers';

/**
 * An outgoing webhook may belong to an account instead of a room (room_id null): its owner's mentions in every room
 * they are a member of (decision 0313). SQLite cannot drop a NOT NULL, so there both tables are rebuilt, the
 * deliveries first copied beside them: dropping the old settings first would cascade to their deliveries.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table outgoing_webhooks alter column room_id drop not null`.execute(db);
    await db.schema.createIndex('outgoing_webhooks_account_idx').on('outgoing_webhooks').column('user_id').where(sql.ref('room_id'), 'is', null).execute();
    return;
  }
  const s = db.schema;
  await s
    .createTable('outgoing_webhooks_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', notNull)
    .addColumn('token', 'text', notNull)
    .addColumn('events', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await sql`insert into outgoing_webhooks_next select id, room_id, user_id, url, token, events, "createdAt" from outgoing_webhooks`.execute(db);
  await s
    .createTable('webhook_deliveries_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('outgoing_webhooks_next.id').onDelete('cascade'))
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
  await sql`insert into webhook_deliveries_next select id, webhook_id, event_type, body, state, attempts, next_attempt_at, lease_until, response_status, error, "createdAt", "deliveredAt" from webhook_deliveries`.execute(db);
  await s.dropTable('webhook_deliveries').execute();
  await s.dropTable('outgoing_webhooks').execute();
  // Renaming the settings' table renames the deliveries' reference to it too.
  await s.alterTable('outgoing_webhooks_next').renameTo('outgoing_webhooks').execute();
  await s.alterTable('webhook_deliveries_next').renameTo('webhook_deliveries').execute();
  await s.createIndex('outgoing_webhooks_room_id_idx').on('outgoing_webhooks').column('room_id').execute();
  await s.createIndex('outgoing_webhooks_account_idx').on('outgoing_webhooks').column('user_id').where(sql.ref('room_id'), 'is', null).execute();
  await s.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['state', 'next_attempt_at']).execute();
  await s.createIndex('webhook_deliveries_webhook_id_idx').on('webhook_deliveries').columns(['webhook_id', 'createdAt']).execute();
}
