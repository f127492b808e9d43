import cluster from 'node:cluster';

/**
 * What one server process of several on a box (infra/processes/primary.ts) says to the primary process, and what the
 * primary answers or announces. Carried over node:cluster's IPC with the advanced serialisation, so an event's
 * payload arrives as the Redis journal would keep it (v8 serialisation: dates and all).
 */
export type ToPrimary =
  | { musubi: 'publish'; events: PublishedEvent[] }
  | { musubi: 'call'; id: number; store: SharedStoreName; method: string; args: unknown[] };

/** Events go in batches: what a process published in one turn of its event loop, numbered from `first` on. */
export type FromPrimary = { musubi: 'events'; first: number; events: PublishedEvent[] } | { musubi: 'answer'; id: number; result?: unknown; error?: string };

/** The state the primary keeps for all its processes: expiring counters, used captchas, request budgets. */
export type SharedStoreName = 'counters' | 'captcha' | 'rate';

export interface PublishedEvent {
  topic: string;
  payload: object;
}

export interface HeardEvent extends PublishedEvent {
  seq: number;
}

/** The worker's end of the channel to its primary. */
export interface PrimaryChannel {
  /**
   * Hands an event to the primary, which numbers it and sends it to every process, this one included. Events leave
   * in the order published, as Redis's bus takes them: resolved once handed on, not once heard.
   */
  publish(topic: string, payload: object): Promise<void>;
  /** Runs a method of one of the primary's shared stores. */
  call<T>(store: SharedStoreName, method: string, args: unknown[]): Promise<T>;
  /** Every process's events, in the primary's one order, one after the other. */
  onEvent(listener: (event: HeardEvent) => Promise<void> | void): void;
}

let channel: PrimaryChannel | null | undefined;

/** The channel when this process is one of several serving a box, else null (a single process, a test). */
export function primaryChannel(): PrimaryChannel | null {
  if (channel !== undefined) return channel;
  if (!cluster.isWorker) return (channel = null);
  let next = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let listener: ((event: HeardEvent) => Promise<void> | void) | undefined;
  const send = (message: ToPrimary) => process.send!(message);
  // A post publishes to its room and to each member: they leave together once the post's turn is over.
  let outbox: PublishedEvent[] = [];
  const flush = () => {
    const events = outbox;
    outbox = [];
    send({ musubi: 'publish', events });
  };
  let hearing = Promise.resolve();
  const hear = async ({ first, events }: { first: number; events: PublishedEvent[] }) => {
    for (const [i, event] of events.entries()) await listener?.({ seq: first + i, ...event });
  };
  process.on('message', (message: FromPrimary) => {
    if (message.musubi === 'answer') {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    } else if (message.musubi === 'events') {
      hearing = hearing.then(() => hear(message)).catch((error: unknown) => process.emitWarning(`a live event was not heard: ${String(error)}`));
    }
  });
  return (channel = {
    publish: async (topic, payload) => {
      if (outbox.length === 0) process.nextTick(flush);
      outbox.push({ topic, payload });
    },
    call: <T>(store: SharedStoreName, method: string, args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        send({ musubi: 'call', id, store, method, args });
      }),
    onEvent: (heard) => void (listener = heard),
  });
}
