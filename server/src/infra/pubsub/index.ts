import mqemitter from 'mqemitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PrimaryChannel } from '../processes/channel';
import { type Journal, type JournalEntry, SEQ_KEY, memoryJournal, redisJournal } from './journal';
import { type Listeners, type MissedListener, redisListeners } from './redis-listeners';

export type { JournalEntry } from './journal';
export type { Listener, Listeners, MissedListener } from './redis-listeners';
export { SEQ_KEY } from './journal';

/**
 * The event bus behind GraphQL subscriptions. In one process an emitter in memory; with Redis, the journal's script
 * publishes each event as it records it and every node listens to its sockets' topics (redis-listeners.ts), so an
 * event published on one node reaches subscribers on every node. Services publish only after their transaction
 * commits. Every event is numbered and kept a while in the journal first (journal.ts), and carries its number
 * (SEQ_KEY) on the bus.
 */
export interface PubSub {
  emitter: Listeners;
  publish(topic: string, payload: object): Promise<void>;
  /** The journal's number now, read before an answer's rows: the events after it are replayed on request. */
  mark(): Promise<number>;
  /** The kept events of these topics after a mark, in order. */
  since(topics: string[], after: number): Promise<JournalEntry[]>;
  /**
   * Listens for the moments this node may miss events: told when its connection to Redis is lost, and through what
   * it answers once it is back; the live subscriptions made before must then start again from what they hold. Never
   * on a bus that cannot lose any.
   */
  onMissed(listener: MissedListener): void;
  close(): Promise<void>;
}

/**
 * With Redis (`redis`, the connection for commands), the bus of every node; without it, one of several processes on
 * a box (`channel`) hears every process's events through their primary; otherwise the bus of the one process.
 */
export function createPubSub(options: { redis?: Redis | null; prefix: string; log: Logger; channel?: PrimaryChannel | null }): PubSub {
  if (options.redis) return redisPubSub(options.redis, options.prefix, options.log);
  if (options.channel) return primaryPubSub(options.channel);
  return memoryPubSub();
}

function redisPubSub(redis: Redis, prefix: string, log: Logger): PubSub {
  const journal = redisJournal(redis, prefix);
  const listeners = redisListeners(redis, prefix, log);
  return {
    emitter: listeners,
    publish: async (topic, payload) => {
      await journal.record(topic, payload);
    },
    mark: () => journal.mark(),
    since: (topics, after) => journal.since(topics, after),
    onMissed: listeners.onMissed,
    close: listeners.close,
  };
}

function memoryPubSub(): PubSub {
  const emitter = mqemitter();
  const journal: Journal = memoryJournal();
  return {
    emitter,
    publish: async (topic, payload) => {
      const seq = await journal.record(topic, payload);
      await new Promise<void>((resolve, reject) =>
        emitter.emit({ topic, payload: { ...payload, [SEQ_KEY]: seq } }, (err) => (err ? reject(err) : resolve())),
      );
    },
    mark: () => journal.mark(),
    since: (topics, after) => journal.since(topics, after),
    onMissed: () => undefined,
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}

/**
 * The bus of one of several processes on a box: the primary numbers every process's events in one sequence and sends
 * each to every process, the publisher included, in that order; each process keeps its own copy of the journal from
 * what it hears. A process's mark is the last number it has heard, so every event up to it had been committed before
 * the answer's rows are read, as decision 0210 asks; a later one is replayed or arrives live.
 */
function primaryPubSub(channel: PrimaryChannel): PubSub {
  const emitter = mqemitter();
  const journal = memoryJournal();
  channel.onEvent(
    ({ seq, topic, payload }) =>
      new Promise<void>((resolve, reject) => {
        journal.keep(seq, topic, payload);
        emitter.emit({ topic, payload: { ...payload, [SEQ_KEY]: seq } }, (err) => (err ? reject(err) : resolve()));
      }),
  );
  return {
    emitter,
    publish: (topic, payload) => channel.publish(topic, payload),
    mark: () => journal.mark(),
    since: (topics, after) => journal.since(topics, after),
    onMissed: () => undefined,
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}
