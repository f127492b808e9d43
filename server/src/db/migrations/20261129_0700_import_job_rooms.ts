import type { MigrationDb } from './helpers';

/**
 * An import into a room the starter chose (a Trello board's columns and tasks, decision 0319): the job keeps the
 * room. A room removed before the job runs leaves it null, and the job fails with a clear message.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('import_jobs')
    .addColumn('room_id', 'text', (c) => c.references('rooms.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('import_jobs_room_idx').on('import_jobs').columns(['room_id', 'createdAt']).execute();
}
