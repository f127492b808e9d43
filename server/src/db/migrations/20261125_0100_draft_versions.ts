import type { MigrationDb } from './helpers';

/**
 * A draft's version counts its saves, so a device can tell a late echo of an older save from a newer one. An
 * emptied draft keeps its row (and its version) with empty text: every device must hear that it was cleared.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('drafts').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
