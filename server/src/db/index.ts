import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { DB } from './types';
import { flushFile, WalSync } from './wal-sync';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string;
  close(): Promise<void>;
  /**
   * Resolves once every transaction committed before the call is on disk; answers and events wait for it. At once
   * on PostgreSQL, whose commit already waits for its WAL flush.
   */
  durable(): Promise<void>;
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

type CachedStatement = SqliteStatement & { readonly busy: boolean };

/**
 * The SQLite connection as Kysely's dialect sees it, with each statement compiled once and kept (compiling is a
 * large share of a small query's cost, and the same SQL comes back on every request), and every statement's run
 * reported to the WAL flusher so it knows which commits are not yet on disk.
 */
function connectionFor(sqlite: SQLite.Database, wal: WalSync): SqliteDatabase {
  const statements = new Map<string, CachedStatement>();
  const wrap = (statement: SQLite.Statement): CachedStatement => {
    const ran = <T>(result: T): T => {
      wal.noteStatement(!statement.readonly, sqlite.inTransaction);
      return result;
    };
    return {
      get reader() {
        return statement.reader;
      },
      get busy() {
        return statement.busy;
      },
      all: (parameters) => ran(statement.all(parameters)),
      run: (parameters) => ran(statement.run(parameters)),
      // Kysely streams only SELECTs, which write nothing.
      iterate: (parameters) => statement.iterate(parameters),
    };
  };
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      // A statement still stepping through an iterator cannot run again until it is done.
      if (cached && !cached.busy) return cached;
      const statement = wrap(sqlite.prepare(sql));
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
    return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy(), durable: () => Promise.resolve() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'musubi.db');
  const sqlite = new SQLite(file);
  // WAL for concurrent readers. NORMAL: a commit does not wait for the disk on this thread; WalSync flushes the
  // WAL before anyone is told of it, so an acknowledged commit still survives a crash or a power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const wal = new WalSync(flushFile(`${file}-wal`));
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: connectionFor(sqlite, wal) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy(), durable: () => wal.durable() };
}
