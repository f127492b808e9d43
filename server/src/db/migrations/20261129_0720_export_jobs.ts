import { entity, flag, notNull, timestamps, type MigrationDb } from './helpers';

/**
 * Exports of the instance, of chosen rooms, or of a person's own data, run as jobs (decision 0320): export_jobs
 * holds each job's state, what it covers, its progress, the lease of the node writing it, and once done the
 * stored zip, its size and until when it may be downloaded.
 */
export async function up(db: MigrationDb): Promise<void> {
  await timestamps(
    entity(db.schema.createTable('export_jobs'))
      .addColumn('kind', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('room_ids', 'text')
      .addColumn('created_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('done', 'integer', flag)
      .addColumn('total', 'integer', flag)
      .addColumn('counts', 'text', notNull)
      .addColumn('file_key', 'text')
      .addColumn('size', 'bigint')
      .addColumn('error', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('expiresAt', 'text')
      .addColumn('finishedAt', 'text'),
  ).execute();
  await db.schema.createIndex('export_jobs_state_idx').on('export_jobs').columns(['state', 'lease_until']).execute();
  await db.schema.createIndex('export_jobs_user_idx').on('export_jobs').columns(['created_user_id', 'createdAt']).execute();
}
