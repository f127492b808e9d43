import { TIMING } from '@musubi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectWait } from './client';

/** Whether the wait has ended, checked after the timers moved. */
function watch(wait: Promise<void>) {
  const state = { done: false };
  void wait.then(() => (state.done = true));
  return state;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('reconnecting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 5 s the first time and 60 s afterwards, each with up to a fifth more at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const first = watch(reconnectWait(0));
    await vi.advanceTimersByTimeAsync(TIMING.reconnectFirst - 1);
    expect(first.done).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMING.reconnectFirst * 0.2);
    expect(first.done).toBe(true);

    const later = watch(reconnectWait(3));
    await vi.advanceTimersByTimeAsync(TIMING.reconnectEvery - 1);
    expect(later.done).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMING.reconnectEvery * 0.2);
    expect(later.done).toBe(true);
  });

  it('stops waiting at once when the browser is back online', async () => {
    const wait = watch(reconnectWait(5));
    await settle();
    expect(wait.done).toBe(false);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(wait.done).toBe(true);
  });

  it('stops waiting at once when the tab comes back into view, not when it is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const wait = watch(reconnectWait(5));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(wait.done).toBe(false);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(wait.done).toBe(true);
  });
});
