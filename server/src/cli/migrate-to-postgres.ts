import path from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import type { DB } from '../db/types';
import { usage } from './backup-format';

const BATCH = 500;
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The application's tables, each after the tables its foreign keys point to (self references aside). */
async function tablesInDependencyOrder(db: Kysely<DB>): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !BOOKKEEPING.has(name));
  const edges = (
    await sql<{ child: string; parent: string }>`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db)
  ).rows;
  const ordered: string[] = [];
  const remaining = new Set(tables.sort());
  while (remaining.size > 0) {
    const ready = [...remaining].filter((table) =>
      edges.every((e) => e.child !== table || e.parent === table || !remaining.has(e.parent)),
    );
    if (ready.length === 0) throw new Error(`外部キーが循環しています: ${[...remaining].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
}

/** Serial columns continue after the copied rows. */
async function resetSequences(trx: Transaction<DB>) {
  const serials = (
    await sql<{ table: string; column: string }>`select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx)
  ).rows;
  for (const { table, column } of serials) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
}

/**
 * npm run migrate-to-postgres: copies every table of the SQLite database in DATA_DIR into the PostgreSQL database
 * in DATABASE_URL, which must hold no users yet. Both are migrated first; the copy is one transaction on
 * PostgreSQL (rows the migrations seeded are replaced by the SQLite ones), in batches, parents before children,
 * and every table's row count is compared before it commits. Returns the rows copied per table.
 */
export async function migrateToPostgres(env: NodeJS.ProcessEnv = process.env): Promise<Record<string, number>> {
  const config = loadConfig(env);
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL (移行先の PostgreSQL) を設定してください。');
  const source = openDatabase({ dataDir: config.DATA_DIR });
  const target = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(source.db);
    await migrateToLatest(target.db);
    const users = await target.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(users.n) > 0) throw new Error('移行先の PostgreSQL にはすでにユーザーがいます。空のデータベースを指定してください。');
    const order = await tablesInDependencyOrder(target.db);
    const copied: Record<string, number> = {};
    await target.db.transaction().execute(async (trx) => {
      await sql`truncate ${sql.join(order.map((t) => sql.table(t)))}`.execute(trx);
      for (const table of order) {
        let count = 0;
        for (let lastRowid = 0; ; ) {
          const rows = await sql<Record<string, unknown> & { _rowid: number }>`select rowid as _rowid, * from ${sql.table(table)}
            where rowid > ${lastRowid} order by rowid limit ${BATCH}`.execute(source.db);
          if (rows.rows.length === 0) break;
          lastRowid = Number(rows.rows.at(-1)?._rowid);
          const values = rows.rows.map(({ _rowid, ...row }) => row);
          await trx.insertInto(table as never).values(values as never).execute();
          count += values.length;
        }
        const [sourceCount, targetCount] = await Promise.all([
          sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(source.db),
          sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(trx),
        ]);
        if (Number(sourceCount.rows[0]?.n) !== Number(targetCount.rows[0]?.n) || count !== Number(targetCount.rows[0]?.n)) {
          throw new Error(`${table} の行数が一致しません (SQLite ${sourceCount.rows[0]?.n}, PostgreSQL ${targetCount.rows[0]?.n})。`);
        }
        copied[table] = count;
      }
      await resetSequences(trx);
    });
    // Without planner statistics PostgreSQL guesses every table empty, and the copied rooms answer in seconds.
    await sql`analyze ${sql.join(order.map((t) => sql.table(t)))}`.execute(target.db);
    return copied;
  } finally {
    await source.close();
    await target.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  if (process.argv.length > 2) usage('使い方: DATA_DIR=… DATABASE_URL=postgres://… npm run migrate-to-postgres');
  migrateToPostgres().then(
    (copied) => {
      for (const [table, count] of Object.entries(copied)) console.log(`${table}: ${count}`);
      console.log('PostgreSQL へ移行しました。行数はすべて一致しています。');
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
