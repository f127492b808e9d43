import type { EventEmitter } from 'node:events';
import mqemitter, { type MQEmitter } from 'mqemitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PrimaryChannel } from '../processes/channel';
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

/**
 * The Redis client library is loaded only when Redis is configured: a single node starts without it. Without Redis,
 * one of several processes on a box (`channel`) hears every process's events through their primary.
 */
export async function createPubSub(options: {
  redisUrl?: string;
  redis?: Redis | null;
  prefix: string;
  log: Logger;
  channel?: PrimaryChannel | null;
}): Promise<PubSub> {
  if (!options.redisUrl && options.channel) return primaryPubSub(options.channel);
  const bus = options.redisUrl ? await redisBus(options.redisUrl, options.log) : memoryBus();
  const { emitter } = bus;
  const journal: Journal = options.redis ? redisJournal(options.redis, options.prefix) : memoryJournal();
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
    close: bus.close,
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
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}

interface Bus {
  emitter: MQEmitter;
  close(): Promise<void>;
}

function memoryBus(): Bus {
  const emitter = mqemitter();
  return { emitter, close: () => new Promise((resolve) => emitter.close(() => resolve())) };
}

async function redisBus(url: string, log: Logger): Promise<Bus> {
  type Connection = EventEmitter & { disconnect(): void; options: { maxRetriesPerRequest: number | null } };
  const bus = (await import('mqemitter-redis')).default({ connectionString: url }) as unknown as MQEmitter & {
    state: EventEmitter;
    subConn: Connection;
    pubConn: Connection;
  };
  // A subscription asked for while Redis is away waits for it, however long: ioredis gives up on a command after 20
  // reconnection attempts, and one given up is never made again (on reconnecting it subscribes to what it had).
  // The bus opens its own connections from a URL, so the setting is made on the one that listens once it exists.
  bus.subConn.options.maxRetriesPerRequest = null;
  logOutages(bus.subConn, 'events in', log);
  logOutages(bus.pubConn, 'events out', log);
  // The bus repeats its connections' errors as its own, already logged above; unheard, they would end the process.
  bus.state.on('error', () => undefined);
  return {
    emitter: confirmedSubscriptions(bus),
    // Closed without the bus's QUIT: a closed connection drops its subscriptions anyway. A QUIT waits for Redis when it
    // is away, and then fails unhandled, as does one that an UNSUBSCRIBE follows (sockets closed at shutdown end
    // their subscriptions after the bus has closed); commands after a disconnect fail at once, to their callbacks.
    close: async () => {
      bus.subConn.disconnect();
      bus.pubConn.disconnect();
    },
  };
}
