import { notNull, type MigrationDb } from './helpers';

/**
 * Passkeys (WebAuthn, decision 0316): each account's registered credentials (the public key and its signature
 * counter; the private key never leaves the authenticator), and the challenges handed out for registering or
 * signing in, each spent by its first answer or by its expiry.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', notNull)
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastUsedAt', 'text')
    .execute();
  await s.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();
  await s
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', notNull)
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expiresAt', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('passkey_challenges_expires_at_idx').on('passkey_challenges').column('expiresAt').execute();
}
