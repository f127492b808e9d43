import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/** Migrations are shared by both dialects; these few helpers hide where the two differ. */
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Fractional order keys must compare bytewise: SQLite's default BINARY collation does, PostgreSQL needs "C". */
export const orderKeyType = (db: Kysely<any>) => (isPostgres(db) ? sql`text collate "C"` : sql`text`);

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/** id text primary key, plus createdAt/updatedAt as UTC ISO strings. */
export function entity<T extends string>(builder: CreateTableBuilder<T, never>) {
  return builder.addColumn('id', 'text', (c) => c.primaryKey());
}

export const timestamps = <T extends string, C extends string>(builder: CreateTableBuilder<T, C>) =>
  builder.addColumn('createdAt', 'text', notNull).addColumn('updatedAt', 'text', notNull);

export { flag, notNull };
