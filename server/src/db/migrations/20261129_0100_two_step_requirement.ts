import { flag, notNull, type MigrationDb } from './helpers';

/**
 * An administrator's requirement of two-step verification for every account: one row of instance settings (id
 * 'instance'; none: not required). From enforcedAt on, an account without it can only set it up.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('two_step_requirement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('required', 'integer', flag)
    .addColumn('enforcedAt', 'text')
    .addColumn('updated_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updatedAt', 'text', notNull)
    .execute();
}
