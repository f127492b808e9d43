/**
 * The page's heap settled while nothing happens, after the board has loaded
 * (docs/decisions/0113-board-heap-settled-after-loading.md).
 *
 * The first two collections of the JavaScript engine's young generation after a load copy what the load left
 * alive (the rows, React's tree, the columns' lists): the first within the young generation, the second into the
 * old one. They came as pauses of 15–30 ms in whatever frame reached them, most often a drag's, since a drag
 * allocates far more than a board at rest. While the page is idle, this allocates short-lived garbage until the
 * engine has made those two collections, so that their pauses, and the old generation's collection that what they
 * promote sets off, come while nothing is drawn.
 */

/** An idle period this long means no frame is due meanwhile (browsers give at most 50 ms). */
const QUIET_MS = 40;
/** Allocation stops this long before an idle period ends: a collection it sets off pauses for about that long. */
const PAUSE_ROOM_MS = 25;
/** The young collections waited for: the first copies what the load left alive, the second promotes it. */
export const SETTLING_COLLECTIONS = 2;
/** Short-lived arrays a chunk of garbage holds, and their length: about 0.55 MB in all in V8. */
const CHUNK_ARRAYS = 2_048;
const ARRAY_LENGTH = 62;
/** Chunks allocated at most (about 140 MB): past them the engine is taken to collect some other way. */
export const SETTLING_CHUNK_LIMIT = 256;

/** The chunk being allocated: kept where the engine cannot prove it unused, so that it is allocated at all. */
let chunk: number[][] | null = null;

function allocateChunk() {
  chunk = new Array<number[]>(CHUNK_ARRAYS);
  for (let i = 0; i < CHUNK_ARRAYS; i++) chunk[i] = new Array<number>(ARRAY_LENGTH).fill(i);
  chunk = null;
}

/** The performance mark made when the heap is settled, for the browser's tools (and the tests). */
export const SETTLED_MARK = 'board-heap-settled';

export interface Settled {
  /** The young collections seen: SETTLING_COLLECTIONS or more, or fewer if the limit came first. */
  collections: number;
  /** The chunks of garbage allocated for them. */
  chunks: number;
}

/**
 * Settles the heap in the page's idle periods, without a frame due, and marks the page's timeline when it is done
 * (SETTLED_MARK, with `Settled` as its detail). Returns a function that stops it (the view leaving). Where the
 * browser has no idle callbacks or finalization registries it does nothing.
 */
export function settleHeap(): () => void {
  if (typeof window.requestIdleCallback !== 'function' || typeof FinalizationRegistry !== 'function') return () => undefined;
  let collections = 0;
  let chunks = 0;
  let stopped = false;
  // A collection of the young generation drops an object allocated since the previous one and no longer referenced:
  // the registry is told of it after the collection. Unlike a WeakRef read, registering keeps nothing alive.
  const registry = new FinalizationRegistry<null>(() => {
    if (stopped) return;
    collections += 1;
    watch();
  });
  const watch = () => registry.register({}, null);
  let idle = 0;
  const stop = () => {
    stopped = true;
    window.cancelIdleCallback(idle);
  };
  const slice = (deadline: IdleDeadline) => {
    if (collections >= SETTLING_COLLECTIONS || chunks >= SETTLING_CHUNK_LIMIT) {
      stop();
      performance.mark(SETTLED_MARK, { detail: { collections, chunks } satisfies Settled });
      return;
    }
    if (deadline.timeRemaining() >= QUIET_MS) {
      while (deadline.timeRemaining() > PAUSE_ROOM_MS && chunks < SETTLING_CHUNK_LIMIT) {
        allocateChunk();
        chunks += 1;
      }
    }
    idle = window.requestIdleCallback(slice);
  };
  watch();
  idle = window.requestIdleCallback(slice);
  return stop;
}
