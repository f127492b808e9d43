import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_MARK, settleHeap, SETTLING_CHUNK_LIMIT, SETTLING_COLLECTIONS, SETTLING_LARGE_LIMIT, type Settled } from './heap';

/** Idle periods of `length` ms, one per task: an idle page's (50 ms), or a page drawing frames (less). */
function idlePeriodsOf(length: number) {
  let periods = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    setTimeout(() => {
      periods += 1;
      const end = performance.now() + length;
      callback({ didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 0),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
  return { periods: () => periods };
}

/**
 * The engine's collections, made by the test: a finalization registry told of every object registered with the
 * held value of the kind collected (young or old) whenever `collect` is called. (Node's engine does not report
 * young collections to registries, Chromium's does: the board's journeys check that one.)
 */
function collectionsByHand() {
  const registries: { cleanup: (held: unknown) => void; held: unknown[] }[] = [];
  vi.stubGlobal(
    'FinalizationRegistry',
    class {
      private readonly entry: (typeof registries)[number];
      constructor(cleanup: (held: unknown) => void) {
        this.entry = { cleanup, held: [] };
        registries.push(this.entry);
      }
      register(_target: object, held: unknown) {
        this.entry.held.push(held);
      }
    },
  );
  return {
    collect(kind: 'young' | 'old') {
      for (const registry of registries) {
        const taken = registry.held.filter((held) => held === kind);
        registry.held = registry.held.filter((held) => held !== kind);
        for (const held of taken) registry.cleanup(held);
      }
    },
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const settledMarks = () => performance.getEntriesByName(SETTLED_MARK).map((mark) => (mark as PerformanceMark).detail as Settled);

beforeEach(() => performance.clearMarks(SETTLED_MARK));
afterEach(() => vi.unstubAllGlobals());

describe('settleHeap', () => {
  it('allocates in idle periods until the young generation is collected twice and then the whole heap', async () => {
    idlePeriodsOf(50);
    const engine = collectionsByHand();
    settleHeap();
    await nextTask();
    engine.collect('young');
    await nextTask();
    engine.collect('young');
    await nextTask();
    await nextTask();
    expect(settledMarks()).toEqual([]);
    engine.collect('old');
    while (settledMarks().length === 0) await nextTask();
    const [settled] = settledMarks();
    expect(settled).toMatchObject({ collections: SETTLING_COLLECTIONS, full: true });
    expect(settled!.chunks).toBeGreaterThan(0);
    expect(settled!.large).toBeGreaterThan(0);
  });

  it('gives up after its limit when the engine does not report its young collections', async () => {
    idlePeriodsOf(50);
    collectionsByHand();
    settleHeap();
    while (settledMarks().length === 0) await nextTask();
    expect(settledMarks()).toEqual([{ collections: 0, chunks: SETTLING_CHUNK_LIMIT, full: false, large: 0 }]);
  });

  it('gives up after its limit of large arrays when no full collection comes', async () => {
    idlePeriodsOf(50);
    const engine = collectionsByHand();
    settleHeap();
    await nextTask();
    // Young collections go on as the large arrays are allocated; they let go of the arrays allocated before.
    while (settledMarks().length === 0) {
      engine.collect('young');
      await nextTask();
    }
    expect(settledMarks()).toEqual([expect.objectContaining({ full: false, large: SETTLING_LARGE_LIMIT })]);
  });

  it('allocates nothing in the short idle periods between frames', async () => {
    const idle = idlePeriodsOf(10);
    const engine = collectionsByHand();
    settleHeap();
    while (idle.periods() < 20) await nextTask();
    engine.collect('young');
    engine.collect('young');
    engine.collect('old');
    while (settledMarks().length === 0) await nextTask();
    expect(settledMarks()).toEqual([{ collections: SETTLING_COLLECTIONS, chunks: 0, full: true, large: 0 }]);
  });

  it('stops when told', async () => {
    const idle = idlePeriodsOf(50);
    const engine = collectionsByHand();
    const stop = settleHeap();
    await nextTask();
    stop();
    engine.collect('young');
    engine.collect('young');
    engine.collect('old');
    const periods = idle.periods();
    for (let i = 0; i < 5; i++) await nextTask();
    expect(idle.periods()).toBe(periods);
    expect(settledMarks()).toEqual([]);
  });

  it('does nothing where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    settleHeap()();
    await nextTask();
    expect(settledMarks()).toEqual([]);
  });
});
