import type { MigrationDb } from './helpers';

/** A subscriber's switch between monthly and yearly billing, applied at the next renewal (null: none pending). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('payment_profiles').addColumn('next_payment_type', 'integer').execute();
}
