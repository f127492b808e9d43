import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from './sqlite';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise SQLite in `dataDir/musubi.db`. */
  url?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
  /** SQLite file name override (tests give each file its own). */
  sqliteFile?: string;
}

// bigint columns (file sizes) fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

// Enough for every query the application writes; SQL built with a variable number of placeholders (IN lists)
// would otherwise grow the cache without end.
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely's dialect sees it, with each statement compiled once and kept: compiling is a
 * large share of a small query's cost (a chat post runs a few), and the same SQL comes back on every request.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      // A statement still stepping through an iterator cannot run again until it is done.
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url && /^postgres(ql)?:/.test(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'musubi.db');
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so an acknowledged commit survives a crash or power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  writeAheadLogs.set(db, `${file}-wal`);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Each SQLite database's write-ahead log file. */
const writeAheadLogs = new WeakMap<Kysely<DB>, string>();

/**
 * Runs a transaction whose commit is made durable without holding up the event loop, for the hot write path (the
 * post writer's batches). SQLite's commit is synchronous: with synchronous=FULL its fsync of the log (1–2 ms, and
 * 50–150 ms when the disk is busy) stalls every socket and request of the node. Here the commit only writes the log
 * (synchronous=NORMAL for this one transaction, which keeps the database safe from corruption), then the log is
 * flushed to disk on libuv's thread pool; the promise resolves after that, so what the caller acknowledges or
 * announces has reached the disk, as with FULL; other requests may read the rows a moment before the flush.
 * PostgreSQL commits off the event loop anyway: a plain transaction.
 */
export async function durableTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const log = writeAheadLogs.get(db);
  if (!log) return db.transaction().execute(work);
  const result = await db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = full`.execute(connection);
    }
  });
  const handle = await fs.promises.open(log, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  return result;
}

/** PostgreSQL's deadlock and serialisation failure: the transaction was undone and may simply run again. */
const CONFLICT_CODES = new Set(['40P01', '40001']);
const CONFLICT_ATTEMPTS = 3;

/** Runs a transaction again, a bounded number of times, when PostgreSQL undid it for a conflict with another. */
export async function retryConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= CONFLICT_ATTEMPTS || typeof code !== 'string' || !CONFLICT_CODES.has(code)) throw error;
    }
  }
}
