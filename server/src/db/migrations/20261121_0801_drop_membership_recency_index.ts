import type { MigrationDb } from './helpers';

/**
 * A member's rooms by recency were indexed by (user, updatedAt), and every post moved that entry for each member of
 * its room. The room list reads one user's memberships, a few hundred at most, through the (user, room) key and
 * sorts them, which costs less than keeping the index on every post.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('user_rooms_user_idx').execute();
}
