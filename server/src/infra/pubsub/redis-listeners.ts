import mqemitter, { type Message } from 'mqemitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { logOutages } from '../redis';
import { SEQ_KEY, readEntry, redisTopicKey } from './journal';

export type Listener = (message: Message, done: () => void) => void;

/** Told when the bus stops hearing events; what it answers is called once the bus hears them again. */
export type MissedListener = () => () => void;

/** Where subscriptions listen to the bus's events, by topic. */
export interface Listeners {
  /** Adds a listener; `done` is called once the bus hears the topic for this node (with an error if it cannot). */
  on(topic: string, listener: Listener, done?: (error?: Error) => void): unknown;
  removeListener(topic: string, listener: Listener): unknown;
}

/**
 * The listening half of the bus on Redis. The journal's script publishes each event on its topic's channel as it
 * records it (journal.ts), already numbered; this node subscribes to a topic's channel while one of its listeners
 * wants it, so Redis sends a node only the events its sockets listen to, and hands what it hears to them through an
 * emitter in memory. A listener is told it listens once Redis has confirmed the topic's subscription, also when
 * the topic was asked for just before by another: a subscription reads the database only after that, so an event
 * published meanwhile is heard or replayed (decision 0210).
 *
 * While the connection is lost, what is published is not heard here. Once it is back the node subscribes again to
 * every topic; a listener added meanwhile is told it listens only when Redis has confirmed that, and each of
 * `onMissed`'s listeners, told of the loss, is then told the node hears again, so that the live subscriptions made
 * before the loss start again from what they hold (decision 0353).
 */
export function redisListeners(redis: Redis, prefix: string, log: Logger): Listeners & { onMissed(listener: MissedListener): void; close(): Promise<void> } {
  // A subscription asked for while Redis is away waits for it, however long. The subscriptions are made again here,
  // not by ioredis, to know when Redis has confirmed them.
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null, autoResubscribe: false });
  logOutages(subscriber, 'events in', log);
  const local = mqemitter();
  const channelPrefix = redisTopicKey(prefix, '');
  /** Each topic this node subscribes to: its listeners, and Redis's answer to the subscription. */
  const topics = new Map<string, { listeners: number; heard: Promise<void> }>();
  subscriber.on('messageBuffer', (channel: Buffer, entry: Buffer) => {
    const topic = channel.toString().slice(channelPrefix.length);
    const { seq, payload } = readEntry(entry);
    local.emit({ topic, payload: { ...(payload as object), [SEQ_KEY]: seq } });
  });

  const missedListeners: MissedListener[] = [];
  /** What to tell once the node hears again, after a loss. */
  let toldBack: Array<() => void> = [];
  /** Since a loss, until every topic is subscribed again. */
  let back: { heard: Promise<void>; resolve: () => void } | null = null;
  let listening = false;
  subscriber.on('close', () => {
    if (!listening) return;
    listening = false;
    if (!back) {
      let resolve!: () => void;
      back = { heard: new Promise<void>((done) => (resolve = done)), resolve };
      for (const subscribed of topics.values()) subscribed.heard = back.heard;
    }
    toldBack.push(...missedListeners.map((listener) => listener()));
  });
  subscriber.on('ready', () => {
    listening = true;
    if (!back) return;
    const names = [...topics.keys()].map((topic) => redisTopicKey(prefix, topic));
    (names.length > 0 ? subscriber.subscribe(...names) : Promise.resolve()).then(
      () => {
        back?.resolve();
        back = null;
        const told = toldBack;
        toldBack = [];
        told.forEach((tell) => tell());
      },
      // Lost again before Redis answered: the next reconnection subscribes again.
      () => undefined,
    );
  });
  return {
    on(topic, listener, done) {
      local.on(topic, listener);
      let subscribed = topics.get(topic);
      if (!subscribed) {
        subscribed = { listeners: 0, heard: subscriber.subscribe(redisTopicKey(prefix, topic)).then(() => undefined) };
        topics.set(topic, subscribed);
      }
      subscribed.listeners += 1;
      subscribed.heard.then(
        () => done?.(),
        (error: unknown) => done?.(error instanceof Error ? error : new Error(String(error))),
      );
      return this;
    },
    removeListener(topic, listener) {
      local.removeListener(topic, listener);
      const subscribed = topics.get(topic);
      if (!subscribed || --subscribed.listeners > 0) return this;
      topics.delete(topic);
      // Fails only once the connection is closed, which has ended the subscription anyway. A later SUBSCRIBE of the
      // topic goes after it on the same connection, so Redis ends with the topic heard.
      subscriber.unsubscribe(redisTopicKey(prefix, topic)).catch(() => undefined);
      return this;
    },
    onMissed: (listener) => void missedListeners.push(listener),
    close: async () => {
      // Without a QUIT: one waits for Redis when it is away; a closed connection has dropped its subscriptions.
      subscriber.disconnect();
      await new Promise<void>((resolve) => local.close(() => resolve()));
    },
  };
}
