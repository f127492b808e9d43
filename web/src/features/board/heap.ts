/**
 * The page's heap settled while nothing happens, after the board has loaded
 * (docs/decisions/0113-board-heap-settled-after-loading.md).
 *
 * The first two collections of the JavaScript engine's young generation after a load copy what the load left
 * alive (the rows, React's tree, the columns' lists): the first within the young generation, the second into the
 * old one, which then nears its limit, and the next objects promoted start a full collection. They came as pauses of
 * 15–30 ms in whatever frame reached them, most often a drag's, since a drag allocates far more than a board at
 * rest. While the page is idle, this allocates garbage until the engine has made those two young collections and
 * then a full one, so that their pauses come while nothing is drawn.
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
/** Chunks allocated at most (about 280 MB): past them the engine is taken to collect some other way. */
export const SETTLING_CHUNK_LIMIT = 512;

/** The chunk being allocated: kept where the engine cannot prove it unused, so that it is allocated at all. */
let chunk: number[][] | null = null;

function allocateChunk() {
  chunk = new Array<number[]>(CHUNK_ARRAYS);
  for (let i = 0; i < CHUNK_ARRAYS; i++) chunk[i] = new Array<number>(ARRAY_LENGTH).fill(i);
  chunk = null;
}

/**
 * A large array's length: about 1 MB with V8's compressed pointers. Large objects live on pages of their own: one
 * that outlives a young collection moves to the old generation without being copied, and its page is given back
 * when a full collection frees it.
 */
const LARGE_LENGTH = 262_144;
/** Large arrays allocated at most (about 256 MB) to bring a full collection. */
export const SETTLING_LARGE_LIMIT = 256;

/** The performance mark made when the heap is settled, for the browser's tools (and the tests). */
export const SETTLED_MARK = 'board-heap-settled';

export interface Settled {
  /** The young collections seen: SETTLING_COLLECTIONS or more, or fewer if the limit came first. */
  collections: number;
  /** The chunks of garbage allocated for them. */
  chunks: number;
  /** Whether a full collection came after them. */
  full: boolean;
  /** The large arrays allocated to bring it. */
  large: number;
}

/**
 * Settles the heap in the page's idle periods, without a frame due, and marks the page's timeline when it is done
 * (SETTLED_MARK, with `Settled` as its detail). Returns a function that stops it (the view leaving). Where the
 * browser has no idle callbacks or finalization registries it does nothing.
 */
export function settleHeap(): () => void {
  if (typeof window.requestIdleCallback !== 'function' || typeof FinalizationRegistry !== 'function') return () => undefined;
  const settled: Settled = { collections: 0, chunks: 0, full: false, large: 0 };
  let stopped = false;
  // Held through the young collections, so promoted, then let go: only a full collection takes it.
  let old: object | null = {};
  // Large arrays allocated since the last young collection seen, and before it: those have lived through one
  // since, so are in the old generation, and are let go.
  let held: unknown[][] = [[], []];
  // A collection drops an object no longer referenced, and the registry is told of it after the collection: of a
  // young one by an object allocated since the previous one, of a full one by `old`. Unlike a WeakRef read,
  // registering keeps nothing alive.
  const registry = new FinalizationRegistry<'young' | 'old'>((probe) => {
    if (stopped) return;
    if (probe === 'old') {
      settled.full = true;
      return;
    }
    settled.collections += 1;
    registry.register({}, 'young');
    if (settled.collections === SETTLING_COLLECTIONS) old = null;
    held = [[], held[0]!];
  });
  registry.register({}, 'young');
  registry.register(old, 'old');

  /**
   * Whether there is more to wait for: the young collections, within the chunks' limit, then a full one, within
   * the large arrays'. An engine that does not report its young collections is not pushed to a full one.
   */
  const waiting = () =>
    settled.collections < SETTLING_COLLECTIONS ? settled.chunks < SETTLING_CHUNK_LIMIT : !settled.full && settled.large < SETTLING_LARGE_LIMIT;
  const allocate = () => {
    if (settled.collections < SETTLING_COLLECTIONS) {
      allocateChunk();
      settled.chunks += 1;
    } else {
      held[0]!.push(new Array<number>(LARGE_LENGTH).fill(0));
      settled.large += 1;
    }
  };
  let idle = 0;
  const stop = () => {
    stopped = true;
    held = [];
    window.cancelIdleCallback(idle);
  };
  const slice = (deadline: IdleDeadline) => {
    if (deadline.timeRemaining() >= QUIET_MS) while (waiting() && deadline.timeRemaining() > PAUSE_ROOM_MS) allocate();
    if (waiting()) {
      idle = window.requestIdleCallback(slice);
      return;
    }
    stop();
    performance.mark(SETTLED_MARK, { detail: { ...settled } });
  };
  idle = window.requestIdleCallback(slice);
  return stop;
}
