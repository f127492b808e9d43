import fs from 'node:fs/promises';

interface Waiter {
  upTo: number;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Makes SQLite's commits durable without holding up the JavaScript thread. SQLite runs with synchronous = NORMAL,
 * so a commit writes the WAL but does not wait for the disk; `durable()` then has the WAL flushed to disk on
 * libuv's thread pool. Answering a client only after `durable()` gives the guarantee of synchronous = FULL (the
 * WAL flushed before the answer), while the thread serves other requests during the flush, and one flush covers
 * every commit made before it began: group commit across requests.
 */
export class WalSync {
  /** Transactions committed so far, and how many of them a finished flush covers. */
  private committed = 0;
  private flushed = 0;
  /** Whether a statement changed the database since the last commit was counted. */
  private dirty = false;
  private flushing = false;
  private readonly waiters: Waiter[] = [];

  constructor(private readonly flush: () => Promise<void>) {}

  /** Called after every statement SQLite runs, with whether it could write and whether a transaction is still open. */
  noteStatement(wrote: boolean, inTransaction: boolean) {
    if (wrote) this.dirty = true;
    // COMMIT itself counts as read-only to SQLite; a change is committed once no transaction is open after it.
    if (this.dirty && !inTransaction) {
      this.committed += 1;
      this.dirty = false;
    }
  }

  /** Resolves once every transaction committed before the call is on disk. */
  durable(): Promise<void> {
    if (this.committed <= this.flushed) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo: this.committed, resolve, reject });
      this.start();
    });
  }

  private start() {
    if (this.flushing) return;
    this.flushing = true;
    const upTo = this.committed;
    this.flush().then(
      () => this.finish(upTo, null),
      (error: unknown) => this.finish(upTo, error),
    );
  }

  private finish(upTo: number, error: unknown) {
    this.flushing = false;
    if (!error) this.flushed = Math.max(this.flushed, upTo);
    // Waiters are in commit order: answer those this flush covered, in that order, so events keep their order.
    while (this.waiters.length > 0 && this.waiters[0]!.upTo <= upTo) {
      const waiter = this.waiters.shift()!;
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
    if (this.waiters.length > 0) this.start();
  }
}

/**
 * Flushes the WAL file's data to disk. The file is opened each time: SQLite may delete it when the last connection
 * closes and start a new one, and a flush must reach the file in use. No WAL means nothing is waiting in one.
 */
export function flushFile(file: string): () => Promise<void> {
  return async () => {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  };
}
