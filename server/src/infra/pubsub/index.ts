import mqemitter, { type MQEmitter } from 'mqemitter';

/**
 * The event bus behind GraphQL subscriptions. In one process an in-memory emitter; with REDIS_URL the Redis
 * emitter, so an event published on one node reaches subscribers on every node. Services publish only after
 * their transaction commits.
 */
export interface PubSub {
  emitter: MQEmitter;
  publish(topic: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The Redis client library is loaded only when Redis is configured: a single node starts without it. */
export async function createPubSub(options: { redisUrl?: string }): Promise<PubSub> {
  const emitter: MQEmitter = options.redisUrl
    ? ((await import('mqemitter-redis')).default({ connectionString: options.redisUrl }) as unknown as MQEmitter)
    : mqemitter();
  return {
    emitter,
    publish: (topic, payload) =>
      new Promise((resolve, reject) => emitter.emit({ topic, payload }, (err) => (err ? reject(err) : resolve()))),
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}
