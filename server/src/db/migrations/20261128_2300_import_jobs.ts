import { entity, flag, notNull, timestamps, type MigrationDb } from './helpers';

/**
 * Imports of other services' exports, run as jobs that survive a restart: import_jobs holds each job's state, its
 * dry run, its counts and the cursor it resumes from, and the lease of the node running it; import_keys maps
 * each imported item's key in its source (a Slack user, channel or message) to what it became here, so that the
 * same export imported again creates nothing twice.
 */
export async function up(db: MigrationDb): Promise<void> {
  await timestamps(
    entity(db.schema.createTable('import_jobs'))
      .addColumn('kind', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('file_key', 'text', notNull)
      .addColumn('file_name', 'text', notNull)
      .addColumn('created_user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('report', 'text', notNull)
      .addColumn('done', 'integer', flag)
      .addColumn('total', 'integer', flag)
      .addColumn('counts', 'text', notNull)
      .addColumn('cursor', 'integer', flag)
      .addColumn('error', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('finishedAt', 'text'),
  ).execute();
  await db.schema.createIndex('import_jobs_state_idx').on('import_jobs').columns(['state', 'lease_until']).execute();
  await db.schema
    .createTable('import_keys')
    .addColumn('source', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('target_id', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addPrimaryKeyConstraint('import_keys_pk', ['source', 'key'])
    .execute();
}
