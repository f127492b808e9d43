import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { openDatabase } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import type { FromPrimary, ToPrimary } from './channel';
import { primaryStores } from './shared-stores';

/** A process that ended by itself is started again after this pause, so one that cannot start does not spin. */
const RESTART_AFTER_MS = 1_000;
/** How long the processes have to drain on SIGTERM before the primary gives up on them. */
const DRAIN_WITHIN_MS = 20_000;

/**
 * Serves one machine with `count` server processes (decision 0350): the primary migrates the database, then forks the
 * processes, which share the listening socket through node:cluster. It numbers and hands on every process's live
 * events (channel.ts), keeps what Redis would keep for several nodes (shared-stores.ts), starts a process again when
 * one ends unasked, and on SIGTERM or SIGINT has every process drain as a single one does, then exits.
 */
export async function runPrimary(config: Config, count: number, log: Logger): Promise<void> {
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  const applied = await migrateToLatest(database.db, database.schema);
  await database.close();
  log.info({ applied }, `database migrated (${applied} applied)`);

  cluster.setupPrimary({ serialization: 'advanced' });
  const stores = primaryStores();
  const workers = new Set<Worker>();
  let seq = 0;
  let stopping = false;
  let listening = 0;

  const send = (worker: Worker, message: FromPrimary) => {
    if (worker.isConnected()) worker.send(message);
  };
  const hear = (from: Worker, message: ToPrimary) => {
    if (message.musubi === 'publish') {
      const first = seq + 1;
      seq += message.events.length;
      for (const worker of workers) send(worker, { musubi: 'events', first, events: message.events });
    } else if (message.musubi === 'call') {
      stores.run(message.store, message.method, message.args).then(
        (result) => send(from, { musubi: 'answer', id: message.id, result }),
        (error: unknown) => send(from, { musubi: 'answer', id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  };
  const fork = () => {
    const worker = cluster.fork();
    let served = false;
    workers.add(worker);
    worker.on('message', (message: ToPrimary) => hear(worker, message));
    worker.on('error', (error) => log.warn({ err: error, pid: worker.process.pid }, 'a server process could not be told'));
    worker.once('listening', () => {
      served = true;
      if (++listening === count) log.info({ processes: count }, `Musubi is serving ${config.publicUrl} with ${count} processes`);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      // One that never served (a port in use, a bad setting) would fail again: stop rather than try for ever.
      if (!served) {
        log.error({ code, signal }, 'a server process ended before serving; stopping');
        void stop(1);
        return;
      }
      log.error({ code, signal, pid: worker.process.pid }, 'a server process ended; starting another');
      setTimeout(() => stopping || fork(), RESTART_AFTER_MS).unref();
    });
  };

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    stores.stop();
    const ended = [...workers].map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(undefined) : worker.once('exit', resolve))));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error('server processes took too long to stop; ending them');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, DRAIN_WITHIN_MS);
    await Promise.all(ended);
    clearTimeout(force);
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  for (let i = 0; i < count; i++) fork();
}
