import { notNull, type MigrationDb } from './helpers';

/**
 * Reaching people who are not looking: Web Push subscriptions (one per device, tied to the session that made
 * it), each user's notification settings, per-room levels, and the mails of missed To and direct messages
 * waiting for their due time.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Ending the session ends the device's pushes with it.
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', notNull)
    .addColumn('auth', 'text', notNull)
    .addColumn('userAgent', 'text')
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastUsedAt', 'text')
    .execute();
  await s.createIndex('push_subscriptions_user_id_idx').on('push_subscriptions').column('user_id').execute();
  await s.createIndex('push_subscriptions_session_id_idx').on('push_subscriptions').column('session_id').execute();

  await s
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mail_delay_minutes', 'integer', notNull)
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_to', 'text')
    .addColumn('updatedAt', 'text', notNull)
    .execute();

  await s
    .createTable('room_notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('level', 'text', notNull)
    .addColumn('updatedAt', 'text', notNull)
    .addPrimaryKeyConstraint('room_notification_settings_pk', ['user_id', 'room_id'])
    .execute();
  await s
    .createIndex('room_notification_settings_room_level_idx')
    .on('room_notification_settings')
    .columns(['room_id', 'level'])
    .execute();

  await s
    .createTable('pending_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('seq', 'integer', notNull)
    .addColumn('dueAt', 'text', notNull)
    /** Set by the node that took the mail; another node takes it again only after the claim went stale. */
    .addColumn('claimedAt', 'text')
    .addColumn('createdAt', 'text', notNull)
    .addUniqueConstraint('pending_mails_user_message_uq', ['user_id', 'message_id'])
    .execute();
  await s.createIndex('pending_mails_due_idx').on('pending_mails').column('dueAt').execute();
  await s.createIndex('pending_mails_user_room_idx').on('pending_mails').columns(['user_id', 'room_id', 'seq']).execute();
}
