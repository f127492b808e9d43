import { notNull, type MigrationDb } from './helpers';

/**
 * The devices list: each session keeps the address it signed in from, and each account the browsers it has signed
 * in with (a hash of the User-Agent), so that a sign-in from one never seen before is mailed to the owner.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('sessions').addColumn('address', 'text').execute();
  await s
    .createTable('known_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastSignInAt', 'text', notNull)
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
    .execute();
}
