import type { MigrationDb } from './helpers';

/**
 * Billing: the payment method a renewal is charged to (a provider id, never a card number), and lookups by the
 * provider's payment and subscription ids that webhooks and receipts make.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('payment_profiles').addColumn('payment_method_id', 'text').execute();
  await db.schema.createIndex('transactions_tran_id_idx').on('transactions').column('tran_id').execute();
  await db.schema
    .createIndex('payment_profiles_subscription_idx')
    .on('payment_profiles')
    .column('subscription_id')
    .execute();
}
