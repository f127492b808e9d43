import { notNull, type MigrationDb } from './helpers';

/**
 * Single sign-on with OpenID Connect: the provider's account (issuer and subject) each Musubi account is linked to,
 * and the links waiting for the owner's password (a browser that signed in at the provider for an address that
 * belongs to a password account; only its token's hash is kept).
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('sso_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastSignInAt', 'text', notNull)
    .addUniqueConstraint('sso_identities_issuer_subject_key', ['issuer', 'subject'])
    .execute();
  await s.createIndex('sso_identities_user_id_idx').on('sso_identities').column('user_id').execute();
  await s
    .createTable('sso_link_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('expiresAt', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('sso_link_requests_user_id_idx').on('sso_link_requests').column('user_id').execute();
}
