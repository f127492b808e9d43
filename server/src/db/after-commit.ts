import type { DatabaseConnection, Dialect, Driver, Transaction, TransactionSettings } from 'kysely';

type Work = () => Promise<void> | void;

/** The work waiting on each connection's open transaction, and the work of its commit, run once it is released. */
const pending = new WeakMap<DatabaseConnection, Work[]>();
const committed = new WeakMap<DatabaseConnection, Work[]>();

/**
 * Runs `work` once the transaction `trx` belongs to has committed, and never when it rolls back: events are
 * published, mail queued and pushes sent only for rows that exist. It runs after the transaction's connection is
 * released (so it may use the database), before the transaction's `execute` answers, in the order given; its error
 * is the caller's.
 */
export async function afterCommit<T>(trx: Transaction<T>, work: Work): Promise<void> {
  await trx.getExecutor().provideConnection(async (connection) => {
    const works = pending.get(connection);
    if (!works) throw new Error('afterCommit needs the database opened with commitHooks');
    works.push(work);
  });
}

/** A dialect whose transactions run the work given to afterCommit. */
export function commitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new CommitHooksDriver(dialect.createDriver()),
  };
}

class CommitHooksDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init() {
    return this.driver.init();
  }

  acquireConnection() {
    return this.driver.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.driver.beginTransaction(connection, settings);
    pending.set(connection, []);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.driver.commitTransaction(connection);
    committed.set(connection, pending.get(connection) ?? []);
    pending.delete(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    pending.delete(connection);
    await this.driver.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection) {
    await this.driver.releaseConnection(connection);
    const works = committed.get(connection);
    committed.delete(connection);
    for (const work of works ?? []) await work();
  }

  destroy() {
    return this.driver.destroy();
  }
}
