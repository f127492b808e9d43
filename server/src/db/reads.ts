import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';
import { serverBusy } from '../lib/errors';
import type { Database } from '.';

/**
 * Long reads (a search through every message of the viewer's rooms) on SQLite, off the event loop: better-sqlite3
 * answers on the thread that calls it, so a 50 ms search stalls every socket and request of the node for 50 ms.
 * Here a small pool of threads, each with its own read-only connection to the same file, runs them; WAL lets them
 * read beside the writer (decision 0230). A read waits in a bounded queue for a free thread and, when the queue is
 * full, is refused at once with SERVER_BUSY, like a saturated node's requests (decision 0190).
 * PostgreSQL is already asynchronous, and a SQLite database without a file has nothing to share: there the
 * statement runs on the database as any other.
 */
export interface Reads {
  /** The rows of a read-only statement (compiled with Kysely, `query.compile()`). */
  all<R>(query: CompiledQuery<R>): Promise<R[]>;
  /** Ends the threads; reads still waiting are refused. */
  close(): Promise<void>;
}

export interface ReadPoolOptions {
  /** Threads, each answering one statement at a time. */
  threads?: number;
  /** Reads that may wait for a thread beyond those running; more are refused. */
  queue?: number;
}

/** One thread: the machine this runs on has few cores, and the event loop and the writer need one. */
export const READ_THREADS = 1;
/** A few searches a thread: a burst waits a fraction of a second; beyond that the client retries later. */
export const READ_QUEUE = 16;

/** What the main thread asks a read thread; `null` ends it. */
export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** What a read thread answers. */
export type ReadReply = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

interface Job {
  id: number;
  query: CompiledQuery;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  job?: Job;
}

/** An error of the read thread's statement, as the main thread's own driver would have thrown it. */
class ReadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * The thread's entry: the compiled file beside this one, or from the sources (tests, `npm run dev`) the TypeScript
 * file loaded through tsx, which a thread does not inherit from the command line on every Node.
 */
function startWorker(file: string): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) return new Worker(new URL('./read-worker.js', import.meta.url), { workerData: { file } });
  const entry = new URL('./read-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(code, { eval: true, workerData: { file } });
}

export class ReadPool implements Reads {
  readonly #threads: Thread[] = [];
  readonly #waiting: Job[] = [];
  readonly #size: number;
  readonly #queue: number;
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly file: string,
    options: ReadPoolOptions,
  ) {
    this.#size = Math.max(1, options.threads ?? READ_THREADS);
    this.#queue = Math.max(0, options.queue ?? READ_QUEUE);
  }

  /** The threads running now. */
  get threads(): number {
    return this.#threads.length;
  }

  all<R>(query: CompiledQuery<R>): Promise<R[]> {
    if (this.#closed) return Promise.reject(serverBusy());
    const idle = this.#idleThread();
    if (!idle && this.#waiting.length >= this.#queue) return Promise.reject(serverBusy());
    return new Promise<R[]>((resolve, reject) => {
      const job: Job = { id: this.#nextId++, query, resolve: resolve as Job['resolve'], reject };
      if (idle) this.#run(idle, job);
      else this.#waiting.push(job);
    });
  }

  /** A thread with nothing to do, started when the pool has fewer than it may. */
  #idleThread(): Thread | undefined {
    const idle = this.#threads.find((t) => !t.job);
    if (idle || this.#threads.length >= this.#size) return idle;
    const thread: Thread = { worker: startWorker(this.file) };
    thread.worker.on('message', (reply: ReadReply) => this.#answer(thread, reply));
    thread.worker.on('error', (error) => this.#lose(thread, error));
    thread.worker.on('exit', (code) => this.#lose(thread, new Error(`read thread ended (${code})`)));
    this.#threads.push(thread);
    return thread;
  }

  #run(thread: Thread, job: Job) {
    thread.job = job;
    const request: ReadRequest = { id: job.id, sql: job.query.sql, parameters: job.query.parameters };
    thread.worker.postMessage(request);
  }

  #answer(thread: Thread, reply: ReadReply) {
    const job = thread.job;
    if (!job || job.id !== reply.id) return;
    thread.job = undefined;
    if ('error' in reply) job.reject(new ReadError(reply.error.message, reply.error.code));
    else job.resolve(reply.rows);
    const next = this.#waiting.shift();
    if (next) this.#run(thread, next);
  }

  /** A thread that failed or ended: its read fails, and the next read starts another. */
  #lose(thread: Thread, error: unknown) {
    const index = this.#threads.indexOf(thread);
    if (index < 0) return;
    this.#threads.splice(index, 1);
    thread.job?.reject(error);
    thread.job = undefined;
    if (this.#closed) return;
    const next = this.#waiting.shift();
    if (!next) return;
    const idle = this.#idleThread();
    if (idle) this.#run(idle, next);
  }

  async close() {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.reject(serverBusy());
    const threads = this.#threads.splice(0);
    await Promise.all(
      threads.map(async ({ worker, job }) => {
        job?.reject(serverBusy());
        const ended = new Promise((resolve) => worker.once('exit', resolve));
        worker.postMessage(null);
        // A thread in the middle of a statement ends when it is done; one that does not is stopped.
        const timer = setTimeout(() => void worker.terminate(), 5_000);
        await ended;
        clearTimeout(timer);
      }),
    );
  }
}

/** Runs the statement on the database itself: PostgreSQL, or SQLite without a file. */
class InThreadReads implements Reads {
  constructor(private readonly db: Kysely<never>) {}

  async all<R>(query: CompiledQuery<R>): Promise<R[]> {
    return (await this.db.executeQuery(query)).rows;
  }

  async close() {}
}

/** The long reads of a database: on a pool of threads for a SQLite file, in the database's own thread otherwise. */
export function createReads(database: Database, options: ReadPoolOptions = {}): Reads {
  if (database.dialect === 'sqlite' && database.file) return new ReadPool(database.file, options);
  return new InThreadReads(database.db as unknown as Kysely<never>);
}
