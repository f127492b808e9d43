import { rules } from '@musubi/shared';
import type { MercuriusContext } from 'mercurius';
import { SEQ_KEY } from '../infra/pubsub';
import { parseInput } from '../lib/errors';

type BusEvent = Record<string, unknown>;

// One mark per request: the aliases and pages of one answer share it.
const marks = new WeakMap<object, Promise<number>>();

/**
 * A live list's answer with its liveMark: the journal's number read before its rows, so every event up to it is
 * in the rows. Its subscription passes the mark as `after` (liveEventsAfter) to hear every later one.
 */
export async function markedAnswer<T extends object>(ctx: MercuriusContext, read: () => Promise<T>): Promise<T & { liveMark: string }> {
  let mark = marks.get(ctx);
  if (!mark) {
    mark = ctx.deps.pubsub.mark();
    marks.set(ctx, mark);
  }
  const liveMark = String(await mark);
  return { ...(await read()), liveMark };
}

/**
 * The bus's events of `topics` for a subscription, heard once the bus listens to them all. Each event is what its
 * publisher put on the bus (`T`: its payload keyed by the subscription field).
 */
export function listen<T = BusEvent>(ctx: MercuriusContext, topics: string[]): Promise<AsyncIterable<T>> {
  if (!ctx.listen) throw new Error('events are heard only by a subscription');
  return ctx.listen(topics) as Promise<AsyncIterable<T>>;
}

/** A subscription's `after`, checked before anything is heard or read: absent means live events only. */
export const parseAfter = (after: string | null | undefined): number | null =>
  after === null || after === undefined ? null : parseInput(rules.liveMark(), after);

/**
 * The events of `topics` (already authorised by the caller) with nothing lost after an answer: the topics are
 * heard first, then the events published after the answer's mark are replayed in order, then the live ones,
 * without those replayed or already in the answer.
 */
export async function liveEventsAfter(ctx: MercuriusContext, topics: string[], after: number | null): Promise<AsyncIterable<BusEvent>> {
  const live = await listen(ctx, topics);
  if (after === null) return live;
  const missed = await ctx.deps.pubsub.since(topics, after);
  return replayThenLive(missed.map((entry) => entry.payload as BusEvent), Math.max(after, ...missed.map((entry) => entry.seq)), live);
}

async function* replayThenLive(missed: BusEvent[], sentUpTo: number, live: AsyncIterable<BusEvent>) {
  yield* missed;
  for await (const event of live) {
    if (typeof event[SEQ_KEY] === 'number' && event[SEQ_KEY] <= sentUpTo) continue;
    yield event;
  }
}
