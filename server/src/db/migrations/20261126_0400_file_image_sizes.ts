import type { MigrationDb } from './helpers';

/**
 * An uploaded image's width and height in pixels, as it displays (EXIF orientation applied), so a page can reserve
 * its place before the picture arrives. Null for other files and for images uploaded before sizes were kept.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('files').addColumn('width', 'integer').execute();
  await db.schema.alterTable('files').addColumn('height', 'integer').execute();
}
