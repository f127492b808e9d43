import { sql } from 'kysely';
import { isPostgres, notNull, type MigrationDb } from './helpers';

/**
 * The REST API's numbers (decision 0266): Chatwork's clients expect an account, a room, a task or a file to be a
 * number, Musubi's are UUIDv7 strings. Each thing gets one number the first time the API shows it, kept for good;
 * numbers are unique across kinds, so one counter serves them all (and the webhooks that will show the same ids).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('api_numbers')
    .addColumn('number', isPostgres(db) ? sql`bigserial` : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', notNull)
    .addColumn('target_id', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addUniqueConstraint('api_numbers_kind_target_uq', ['kind', 'target_id'])
    .execute();
  await db.schema.createIndex('api_numbers_kind_number_idx').on('api_numbers').columns(['kind', 'number']).execute();

  // GET /rooms/{id}/messages answers what changed since that token's last call in the room: where it stopped.
  await db.schema
    .createTable('api_message_cursors')
    .addColumn('token_id', 'text', (c) => c.notNull().references('api_tokens.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('change_seq', 'integer', notNull)
    .addPrimaryKeyConstraint('api_message_cursors_pk', ['token_id', 'room_id'])
    .execute();
}
