import type { Config } from '../config';

/**
 * How far a subscription socket may fall behind before it is closed with SOCKET.fellBehindCode (decision 0257): the
 * age of its oldest event not yet written out, how many wait, and the bytes ws holds unsent. A page so closed
 * reconnects at once and catches up from the last change it holds, so nothing is lost; meanwhile no queue of a
 * slow or stalled reader grows without bound, and no page shows events long late as if they were live.
 */
export interface BehindLimits {
  ms: number;
  frames: number;
  bytes: number;
}

export type BehindReason = 'age' | 'frames' | 'bytes';

export const behindLimits = (config: Pick<Config, 'SOCKET_BEHIND_MS' | 'SOCKET_BEHIND_FRAMES' | 'SOCKET_BEHIND_BYTES'>): BehindLimits => ({
  ms: config.SOCKET_BEHIND_MS,
  frames: config.SOCKET_BEHIND_FRAMES,
  bytes: config.SOCKET_BEHIND_BYTES,
});

/** What is waiting: how many, since when the oldest (by `now`'s clock, undefined when none), and the bytes. */
export interface Waiting {
  count: number;
  oldestAt: number | undefined;
  bytes?: number;
}

/** The limit a backlog is beyond, or null while it is within all of them. */
export function beyondLimit(limits: BehindLimits, now: number, waiting: Waiting): BehindReason | null {
  if (waiting.count > limits.frames) return 'frames';
  if ((waiting.bytes ?? 0) > limits.bytes) return 'bytes';
  if (waiting.oldestAt !== undefined && now - waiting.oldestAt > limits.ms) return 'age';
  return null;
}

/** The clock backlogs are timed by: monotonic, never moved by a test's clock or the system's time. */
export const backlogNow = () => performance.now();

/** Times things were queued at, oldest first; taken from the front as they leave, in the order they came. */
export class Queued<T> implements Waiting {
  private items: T[] = [];
  private times: number[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  get count(): number {
    return this.size;
  }

  get oldestAt(): number | undefined {
    return this.head < this.times.length ? this.times[this.head] : undefined;
  }

  /** The oldest item, left in place. */
  peek(): T | undefined {
    return this.head < this.items.length ? this.items[this.head] : undefined;
  }

  push(item: T, at: number) {
    this.items.push(item);
    this.times.push(at);
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head]!;
    this.head += 1;
    if (this.head === this.items.length) {
      this.items = [];
      this.times = [];
      this.head = 0;
    } else if (this.head >= 1_024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  clear() {
    this.items = [];
    this.times = [];
    this.head = 0;
  }
}
