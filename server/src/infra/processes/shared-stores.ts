import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { memoryUsedStore, type UsedStore } from '../captcha';
import { type Counters, memoryCounters } from '../counters';
import type { PrimaryChannel, SharedStoreName } from './channel';

/**
 * The state several processes of one box share without Redis, kept by their primary: what Redis keeps for several
 * nodes (infra/counters, the captcha's used solutions, the request budgets). Each process reaches it through its
 * channel; a budget or a used captcha is then the same whichever process a request lands on.
 */
export interface RateWindows {
  /** Counts one request of `key` in its window of `timeWindow` ms: the count so far and the ms left in the window. */
  incr(key: string, timeWindow: number): Promise<{ current: number; ttl: number }>;
}

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

const SWEEP_EVERY_MS = 60_000;

/** Fixed windows per key, as @fastify/rate-limit's own memory store counts them. */
export function rateWindows(now: () => number = Date.now): RateWindows & { stop(): void } {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweeper = setInterval(() => {
    const at = now();
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  }, SWEEP_EVERY_MS).unref();
  return {
    async incr(key, timeWindow) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) windows.set(key, (window = { count: 0, endsAt: at + timeWindow }));
      window.count += 1;
      return { current: window.count, ttl: window.endsAt - at };
    },
    stop: () => clearInterval(sweeper),
  };
}

/** The primary's stores, by the name a process asks for. */
export function primaryStores(): { run(store: SharedStoreName, method: string, args: unknown[]): Promise<unknown>; stop(): void } {
  const rate = rateWindows();
  const stores: Record<SharedStoreName, Methods> = {
    counters: { ...memoryCounters() } as unknown as Methods,
    captcha: { ...memoryUsedStore() } as unknown as Methods,
    rate: { incr: rate.incr } as unknown as Methods,
  };
  return {
    async run(store, method, args) {
      const run = Object.hasOwn(stores, store) && Object.hasOwn(stores[store], method) ? stores[store][method] : undefined;
      if (!run) throw new Error(`no shared store method ${store}.${method}`);
      return run(...(args as never[]));
    },
    stop: rate.stop,
  };
}

export function channelCounters(channel: PrimaryChannel): Counters {
  return {
    increment: (key, ttlMs) => channel.call('counters', 'increment', [key, ttlMs]),
    read: (key) => channel.call('counters', 'read', [key]),
    expiresIn: (key) => channel.call('counters', 'expiresIn', [key]),
    reset: (key) => channel.call('counters', 'reset', [key]),
  };
}

export function channelUsedStore(channel: PrimaryChannel): UsedStore {
  return { add: (key, ttlMs) => channel.call('captcha', 'add', [key, ttlMs]) };
}

/** @fastify/rate-limit's store interface over the channel; every budget's keys already carry the budget's name. */
export function channelRateStore(channel: PrimaryChannel): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      channel.call<{ current: number; ttl: number }>('rate', 'incr', [key, timeWindow]).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
