import { flag, notNull, type MigrationDb } from './helpers';

/**
 * Personal API tokens (the public REST API under /v2): only a token's SHA-256 is kept, with its name, its scope
 * (read or write) and when it was made and last used. Deleting the account deletes its tokens. One row of instance
 * settings says whether the API answers at all (an administrator's switch; no row: on).
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('scope', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastUsedAt', 'text')
    .execute();
  await s.createIndex('api_tokens_user_id_idx').on('api_tokens').column('user_id').execute();

  await s
    .createTable('api_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('disabled', 'integer', flag)
    .addColumn('updated_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updatedAt', 'text', notNull)
    .execute();
}
