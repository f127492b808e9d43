import type { MigrationDb } from './helpers';

/** What the user chose to share with the assistant for one question (a room or a board), kept for retries. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('conversation_messages').addColumn('context', 'text').execute();
  await db.schema.alterTable('conversation_messages').addColumn('error', 'text').execute();
  await db.schema.alterTable('conversation_messages').addColumn('updatedAt', 'text').execute();
}
