import type { MigrationDb } from './helpers';

/** The language each person reads Musubi in (decision 0326): 'ja', the default every existing account keeps, or 'en'. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text', (c) => c.notNull().defaultTo('ja')).execute();
}
