import type { MigrationDb } from './helpers';

/**
 * Wrong sign-up codes are counted so the code is spent after five, as reset codes are. Failed sign-ins no longer
 * lock an account for a while (anyone could keep its owner out); they are counted per account and address and
 * ask for the captcha instead, so the lock's column goes.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('codeVerifyAttempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').dropColumn('lockedUntil').execute();
}
