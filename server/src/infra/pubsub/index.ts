import type { EventEmitter } from 'node:events';
import mqemitter, { type MQEmitter } from 'mqemitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { logOutages } from '../redis';
import { confirmedSubscriptions } from './confirmed';
import { type Journal, type JournalEntry, memoryJournal, redisJournal } from './journal';

export type { JournalEntry } from './journal';

/** The key of an event's journal number in what the bus carries (a subscription's field name never takes it). */
export const SEQ_KEY = 'journalSeq';

/**
 * The event bus behind GraphQL subscriptions. In one process an in-memory emitter; with REDIS_URL the Redis
 * emitter, so an event published on one node reaches subscribers on every node. Services publish only after
 * their transaction commits. Every event is numbered and kept a while in the journal first (journal.ts), and
 * carries its number (SEQ_KEY) on the bus.
 */
export interface PubSub {
  emitter: MQEmitter;
  publish(topic: string, payload: object): Promise<void>;
  /** The journal's number now, read before an answer's rows: the events after it are replayed on request. */
  mark(): Promise<number>;
  /** The kept events of these topics after a mark, in order. */
  since(topics: string[], after: number): Promise<JournalEntry[]>;
  close(): Promise<void>;
}

/** The Redis client library is loaded only when Redis is configured: a single node starts without it. */
export async function createPubSub(options: { redisUrl?: string; redis?: Redis | null; prefix: string; log: Logger }): Promise<PubSub> {
  const emitter: MQEmitter = options.redisUrl ? confirmedSubscriptions(await redisEmitter(options.redisUrl, options.log)) : mqemitter();
  const journal: Journal = options.redis ? redisJournal(options.redis, options.prefix) : memoryJournal();
  // Sockets closed at shutdown end their subscriptions after the bus has closed. By then the Redis connections are
  // quitting and take their subscriptions with them; an UNSUBSCRIBE sent behind the QUIT would fail it, unhandled.
  let closed = false;
  const removeListener = emitter.removeListener.bind(emitter);
  emitter.removeListener = (topic, listener, done) => {
    if (!closed) return removeListener(topic, listener, done);
    done?.();
    return emitter;
  };
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
    close: () => {
      closed = true;
      return new Promise((resolve) => emitter.close(() => resolve()));
    },
  };
}

async function redisEmitter(url: string, log: Logger): Promise<MQEmitter> {
  const bus = (await import('mqemitter-redis')).default({ connectionString: url }) as unknown as MQEmitter & {
    state: EventEmitter;
    subConn: EventEmitter;
    pubConn: EventEmitter;
  };
  logOutages(bus.subConn, 'events in', log);
  logOutages(bus.pubConn, 'events out', log);
  // The bus repeats its connections' errors as its own, already logged above; unheard, they would end the process.
  bus.state.on('error', () => undefined);
  return bus;
}
