import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { commitHooks } from './after-commit';
import { SQLite } from './sqlite';
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, PostgresDialect, type PostgresPoolClient, SqliteDialect, type SqliteDialectConfig, type SqliteDatabase, SqliteDriver } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DB } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string;
  /** The SQLite database's file, which other connections may open (reads.ts). */
  file?: string;
  /**
   * How long the query that has waited longest for a PostgreSQL connection has waited so far, in ms (0: none
   * waits). On SQLite always 0: there a query waits for the one connection only while a transaction awaits the
   * event loop, whose delay decision 0190 already sheds on.
   */
  connectionWaitMs(): number;
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
  /** Where a lost PostgreSQL connection is told; standard error when not given (the command-line tools). */
  log?: Pick<Logger, 'warn'>;
  /** Other server processes write to the same SQLite file (infra/processes). */
  sharedFile?: boolean;
}

// bigint columns (file sizes) fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

// Enough for every query the application writes; SQL built with a variable number of placeholders (IN lists)
// would otherwise grow the cache without end.
const STATEMENT_CACHE_SIZE = 500;

/** Statements that end or mark a transaction: they write nothing of their own to the log. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;

/**
 * A SQLite database's write-ahead log, flushed to disk on libuv's thread pool. SQLite's own durable commit
 * (synchronous=FULL) fsyncs the log on the one event loop: 1–2 ms, and 10–150 ms when the disk is busy, for every
 * write of every request, while every socket and request of the node waits. Instead the connection commits with
 * synchronous=NORMAL (the log is written, not flushed; the database stays safe from corruption), and whoever wrote
 * waits for the log's flush before going on, so what a caller acknowledges or announces has reached the disk, as
 * with FULL. Writers who commit while a flush runs share the next one (group commit); other requests may read the
 * rows a moment before the flush. The log's file stays open from the first flush to the database's close: a flush
 * is then one trip to the thread pool rather than three (open, flush, close), each waiting its turn on a busy event
 * loop. SQLite keeps the same file while a connection is open; it deletes it only when the last one closes.
 */
class WriteAheadLog {
  /** A statement that writes ran since the connection was acquired. */
  written = false;
  #flushing: Promise<void> | undefined;
  #next: Promise<void> | undefined;
  #fd: number | undefined;

  constructor(private readonly file: string) {}

  /** Resolves once everything committed before the call is on disk. */
  flush(): Promise<void> {
    if (!this.#flushing) return (this.#flushing = this.#sync().finally(() => (this.#flushing = undefined)));
    // The flush under way may have started before this commit: wait for the one after it.
    return (this.#next ??= this.#flushing.then(() => {
      this.#next = undefined;
      return this.flush();
    }));
  }

  async #sync() {
    const fd = (this.#fd ??= fs.openSync(this.file, 'r'));
    await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
  }

  /** Closes the log's file, once nothing writes any more. */
  async close() {
    await (this.#next ?? this.#flushing);
    if (this.#fd !== undefined) fs.closeSync(this.#fd);
    this.#fd = undefined;
  }
}

/**
 * The queries waiting for a connection of a PostgreSQL pool whose connections are all busy. A node behind on its
 * database shows it here and not in its event loop's delay, which stays short while the queries wait (decision 0252).
 */
class ConnectionQueue {
  #next = 0;
  /** When each waiting acquisition began, in the order they began. */
  readonly #since = new Map<number, number>();

  async wait<T>(acquire: () => Promise<T>): Promise<T> {
    const id = this.#next++;
    this.#since.set(id, performance.now());
    try {
      return await acquire();
    } finally {
      this.#since.delete(id);
    }
  }

  oldestWaitMs(): number {
    for (const since of this.#since.values()) return performance.now() - since;
    return 0;
  }
}

/** How long a statement waits for another process's write lock on the SQLite file before it fails. */
const LOCK_WAIT_MS = 5_000;
/** The longest pause between two tries for that lock. */
const LOCK_RETRY_MAX_MS = 8;

const isBusy = (error: unknown) => String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');

/**
 * A statement that found the file's write lock taken by another process, tried again after short pauses on the
 * event loop: SQLite's own busy_timeout would sleep the whole process, every socket and request of it, for as long
 * as the other process holds the lock. Only what took no effect is tried again: a transaction's BEGIN, or a
 * statement outside a transaction (a failed one has changed nothing).
 */
async function waitingForLock<T>(run: () => Promise<T>): Promise<T> {
  const giveUpAt = performance.now() + LOCK_WAIT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, LOCK_RETRY_MAX_MS)) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || performance.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * Kysely's SQLite dialect whose connection, once released, waits for the log's flush when it wrote. The single
 * connection is released first, so other requests use the database during the flush. A transaction takes the
 * write lock when it begins (BEGIN IMMEDIATE): when several processes share the file, one that read first and
 * wrote later would otherwise fail at once with SQLITE_BUSY if another had written in between, instead of waiting
 * its turn. With `sharedFile`, other processes write to the file too, and the wait for their lock is made on the
 * event loop (waitingForLock) rather than in SQLite.
 */
class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly log: WriteAheadLog,
    private readonly sharedFile: boolean,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const log = this.log;
    const sharedFile = this.sharedFile;
    return new (class extends SqliteDriver {
      #inTransaction = false;

      override async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection();
        if (!sharedFile) return connection;
        return {
          executeQuery: (query) => (this.#inTransaction ? connection.executeQuery(query) : waitingForLock(() => connection.executeQuery(query))),
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
      }

      override async beginTransaction(connection: DatabaseConnection) {
        const begin = () => connection.executeQuery(CompiledQuery.raw('begin immediate'));
        await (sharedFile ? waitingForLock(begin) : begin());
        this.#inTransaction = true;
      }

      override async commitTransaction(connection: DatabaseConnection) {
        this.#inTransaction = false;
        await super.commitTransaction(connection);
      }

      override async rollbackTransaction(connection: DatabaseConnection) {
        this.#inTransaction = false;
        await super.rollbackTransaction(connection);
      }

      override async releaseConnection() {
        const wrote = log.written;
        log.written = false;
        await super.releaseConnection();
        if (wrote) await log.flush();
      }
    })(this.config);
  }
}

/**
 * The SQLite connection as Kysely's dialect sees it, with each statement compiled once and kept: compiling is a
 * large share of a small query's cost (a chat post runs a few), and the same SQL comes back on every request.
 * Kysely runs each statement right after preparing it, so a prepared statement that writes marks the log written.
 */
function withStatementCache(sqlite: BetterSqlite3.Database, log: WriteAheadLog): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string) => {
    const cached = statements.get(sql);
    // A statement still stepping through an iterator cannot run again until it is done.
    if (cached && !cached.busy) return cached;
    const statement = sqlite.prepare(sql);
    if (!cached) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const statement = prepare(sql);
      if (!statement.reader && !TRANSACTION_CONTROL.test(sql)) log.written = true;
      return statement;
    },
  };
}

/** Statements PostgreSQL plans against the tables as they are: schema changes and transaction control stay unnamed. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Names each of the application's statements after its text, so that every connection parses and plans it once and
 * then only binds and runs it: otherwise PostgreSQL parses and plans every statement anew on every run, the larger
 * share of its work for the small statements a request runs. The first STATEMENT_CACHE_SIZE distinct texts are
 * named (as SQLite keeps them, withStatementCache); any beyond run unnamed, so a connection holds a bounded number.
 * Each pool connection is given to Kysely as the same object every time, which Kysely keeps its state on.
 */
function namedStatements() {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < STATEMENT_CACHE_SIZE && PLANNED.test(text)) names.set(text, (name = `musubi_${names.size}`));
    return name;
  };
  const given = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return (client: pg.PoolClient): PostgresPoolClient => {
    let named = given.get(client);
    if (!named) {
      named = {
        // Only statements: the dialect is given no cursor, so Kysely streams nothing through a connection.
        query: ((text: string, values: readonly unknown[]) => {
          const name = nameOf(text);
          return client.query(name ? { name, text, values: [...values] } : { text, values: [...values] });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      given.set(client, named);
    }
    return named;
  };
}

/** Connections of a node's PostgreSQL pool. */
export const POSTGRES_POOL_SIZE = 10;

const LOST_CONNECTION = 'A PostgreSQL connection was ended; the next query opens another';

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url && /^postgres(ql)?:/.test(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POSTGRES_POOL_SIZE,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    // PostgreSQL may end an idle connection (a restart, an administrator, a time-out on the way): the pool drops it
    // and opens another when one is needed. Unheard, the pool's 'error' would end the process.
    pool.on('error', (error) => {
      if (options.log) options.log.warn({ err: error }, LOST_CONNECTION);
      else console.warn(`${LOST_CONNECTION}: ${error.message}`);
    });
    const queue = new ConnectionQueue();
    const named = namedStatements();
    const db = new Kysely<DB>({
      dialect: commitHooks(new PostgresDialect({ pool: { connect: async () => named(await queue.wait(() => pool.connect())), end: () => pool.end() } })),
    });
    return { db, dialect: 'postgres', schema: options.schema, connectionWaitMs: () => queue.oldestWaitMs(), close: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'musubi.db');
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; NORMAL with the log flushed off the event loop, so an acknowledged commit survives
  // a crash or power loss (WriteAheadLog).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Shared with other server processes, a wait for their lock is made on the event loop (waitingForLock).
  sqlite.pragma(`busy_timeout = ${options.sharedFile ? 0 : LOCK_WAIT_MS}`);
  const log = new WriteAheadLog(`${file}-wal`);
  const db = new Kysely<DB>({ dialect: commitHooks(new DurableSqliteDialect({ database: withStatementCache(sqlite, log) }, log, options.sharedFile ?? false)) });
  return {
    db,
    dialect: 'sqlite',
    file,
    connectionWaitMs: () => 0,
    close: async () => {
      await db.destroy();
      await log.close();
    },
  };
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
