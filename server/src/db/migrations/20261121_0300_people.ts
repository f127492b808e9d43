import type { MigrationDb } from './helpers';
import { sql } from 'kysely';

/**
 * People: one pending contact request per ordered pair (a double click or two tabs cannot send two),
 * the inviter's list of invites, and the count of rooms a user created (the plan's maxRoom check).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('contact_requests_pending_pair_uq')
    .on('contact_requests')
    .columns(['request_user_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit(0))
    .execute();
  await db.schema.createIndex('invites_user_created_idx').on('invites').columns(['user_id', 'createdAt']).execute();
  await db.schema.createIndex('rooms_creator_kind_idx').on('rooms').columns(['created_user_id', 'kind']).execute();
}
