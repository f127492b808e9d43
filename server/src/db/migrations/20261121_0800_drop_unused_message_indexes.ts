import type { MigrationDb } from './helpers';

/**
 * Two indexes of messages that no query reads: by room and creation time (history and catch-up page by sequence
 * number) and by replied message. Every post paid for them, the first with a page of its own for each room a
 * batch of posts touches.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('messages_room_created_idx').execute();
  await db.schema.dropIndex('messages_reply_idx').execute();
}
