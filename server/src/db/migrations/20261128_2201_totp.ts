import { notNull, type MigrationDb } from './helpers';

/**
 * Two-step verification with an authenticator app (RFC 6238): one factor per account (its key encrypted with the
 * server's secret, the last time step accepted so a code is taken once), and ten one-time recovery codes, hashed.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('totp_factors')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', notNull)
    .addColumn('confirmedAt', 'text')
    .addColumn('lastUsedStep', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', notNull)
    .addColumn('usedAt', 'text')
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('recovery_codes_user_id_idx').on('recovery_codes').column('user_id').execute();
}
