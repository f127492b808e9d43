import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The database a migration runs on: untyped, because a migration meets the schema as it was at its turn, not as
 * db/types.ts says it is today.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped handle, for the reason above
export type MigrationDb = Kysely<any>;

/** Migrations are shared by both dialects; these few helpers hide where the two differ. */
export const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Fractional order keys must compare bytewise: SQLite's default BINARY collation does, PostgreSQL needs "C". */
export const orderKeyType = (db: MigrationDb) => (isPostgres(db) ? sql`text collate "C"` : sql`text`);

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/** id text primary key, plus createdAt/updatedAt as UTC ISO strings. */
export function entity<T extends string>(builder: CreateTableBuilder<T, never>) {
  return builder.addColumn('id', 'text', (c) => c.primaryKey());
}

export const timestamps = <T extends string, C extends string>(builder: CreateTableBuilder<T, C>) =>
  builder.addColumn('createdAt', 'text', notNull).addColumn('updatedAt', 'text', notNull);

export { flag, notNull };
