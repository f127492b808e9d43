import { flag, notNull, type MigrationDb } from './helpers';

/**
 * Incoming webhooks (Slack-compatible): each posts into one room as its own bot account, an account marked is_bot
 * that has no password and no address anyone can reach, so it can never sign in or read. Only the SHA-256 of the
 * webhook's secret (the last part of its URL) is kept. Deleting the room deletes its webhooks; the bot account
 * stays, as the author of what it posted.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('users').addColumn('is_bot', 'integer', flag).execute();
  await s
    .createTable('incoming_webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('bot_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastUsedAt', 'text')
    .execute();
  await s.createIndex('incoming_webhooks_room_id_idx').on('incoming_webhooks').column('room_id').execute();
}
