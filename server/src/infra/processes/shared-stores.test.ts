import { describe, expect, it } from 'vitest';
import { primaryStores, rateWindows } from './shared-stores';

describe("the primary's shared stores", () => {
  it('counts a budget per key in fixed windows', async () => {
    let now = 0;
    const windows = rateWindows(() => now);
    expect(await windows.incr('post:a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now = 59_000;
    expect(await windows.incr('post:a', 60_000)).toEqual({ current: 2, ttl: 1_000 });
    expect(await windows.incr('post:b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now = 60_000;
    expect(await windows.incr('post:a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    windows.stop();
  });

  it('runs the methods of its stores, and refuses any other name', async () => {
    const stores = primaryStores();
    expect(await stores.run('counters', 'increment', ['k', 1_000])).toBe(1);
    expect(await stores.run('counters', 'increment', ['k', 1_000])).toBe(2);
    expect(await stores.run('captcha', 'add', ['solved', 1_000])).toBe(true);
    expect(await stores.run('captcha', 'add', ['solved', 1_000])).toBe(false);
    await expect(stores.run('counters', 'constructor', [])).rejects.toThrow('no shared store method');
    await expect(stores.run('counters', '__proto__', [])).rejects.toThrow('no shared store method');
    await expect(stores.run('nothing' as never, 'add', [])).rejects.toThrow('no shared store method');
    stores.stop();
  });
});
