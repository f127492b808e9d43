/**
 * Counters that expire, shared by every node when Redis is configured (in process otherwise), like the request
 * budgets and the captcha's memory: failed sign-ins per account and client address, the mail budgets
 * (infra/mail/limits.ts), the wrong sign-up codes of an account.
 */
export interface Counters {
  /** Adds one and returns the new count; the count disappears `ttlMs` after its first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  read(key: string): Promise<number>;
  /** Milliseconds until the count disappears; 0 when there is none. */
  expiresIn(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(): Counters {
  const counts = new Map<string, { count: number; expires: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.expires < Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async increment(key, ttlMs) {
      for (const [k, entry] of counts) if (entry.expires < Date.now()) counts.delete(k);
      const entry = live(key) ?? { count: 0, expires: Date.now() + ttlMs };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async expiresIn(key) {
      const entry = live(key);
      return entry ? Math.max(0, entry.expires - Date.now()) : 0;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

export function redisCounters(redis: import('ioredis').Redis, prefix: string): Counters {
  const name = (key: string) => `${prefix}count:${key}`;
  return {
    async increment(key, ttlMs) {
      const [[, count]] = (await redis.multi().incr(name(key)).pexpire(name(key), ttlMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    async read(key) {
      return Number((await redis.get(name(key))) ?? 0);
    },
    async expiresIn(key) {
      return Math.max(0, await redis.pttl(name(key)));
    },
    async reset(key) {
      await redis.del(name(key));
    },
  };
}
