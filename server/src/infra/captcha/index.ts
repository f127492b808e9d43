import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { sha256 } from '../../lib/ids';

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True once per solved challenge: a replayed payload is refused. */
  verify(payload: string | null | undefined): Promise<boolean>;
}

/** Remembers solved challenges until they expire. Redis when configured, so every node refuses a replay. */
export interface UsedStore {
  /** Returns false when the key was already there. */
  add(key: string, ttlMs: number): Promise<boolean>;
}

export function memoryUsedStore(): UsedStore {
  const used = new Map<string, number>();
  return {
    async add(key, ttlMs) {
      const now = Date.now();
      for (const [k, expires] of used) if (expires < now) used.delete(k);
      if (used.has(key)) return false;
      used.set(key, now + ttlMs);
      return true;
    },
  };
}

const TTL_MS = 10 * 60_000;

/**
 * ALTCHA proof of work: the browser spends a fraction of a second hashing, a bot spends it on every try.
 * `maxNumber` sets the work (config CAPTCHA_MAX_NUMBER).
 */
export function createCaptcha(options: { secret: string; maxNumber: number; store: UsedStore }): Captcha {
  const hmacKey = sha256(`captcha:${options.secret}`);
  return {
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(Date.now() + TTL_MS),
      }),
    async verify(payload) {
      if (!payload || payload.length > 2_000) return false;
      let ok = false;
      try {
        ok = await verifySolution(payload, hmacKey, true);
      } catch {
        return false;
      }
      return ok && options.store.add(sha256(payload), TTL_MS);
    },
  };
}

export function redisUsedStore(redis: import('ioredis').Redis, prefix: string): UsedStore {
  return {
    async add(key, ttlMs) {
      const result = await redis.set(`${prefix}captcha:${key}`, '1', 'PX', ttlMs, 'NX');
      return result === 'OK';
    },
  };
}
