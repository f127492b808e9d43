import { Redis } from 'ioredis';
import type { Message } from 'mqemitter';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/harness';
import { KEPT_MS, KEPT_PER_TOPIC, SEQ_KEY, memoryJournal, redisJournal, redisTopicKey } from './journal';
import { type Listener, type Listeners, redisListeners } from './redis-listeners';

describe('the memory journal', () => {
  it('answers the events of the asked topics after a mark, in order', async () => {
    const journal = memoryJournal();
    await journal.record('a', { n: 1 });
    const mark = await journal.mark();
    await journal.record('b', { n: 2 });
    await journal.record('c', { n: 3 });
    await journal.record('a', { n: 4 });
    expect(await journal.since(['a', 'b'], mark)).toEqual([
      { seq: 2, payload: { n: 2 } },
      { seq: 4, payload: { n: 4 } },
    ]);
  });

  it('keeps a topic\'s last events only, and forgets a quiet topic', async () => {
    let now = 0;
    const journal = memoryJournal(() => now);
    for (let n = 0; n < KEPT_PER_TOPIC + 5; n += 1) await journal.record('busy', { n });
    await journal.record('quiet', { n: 0 });
    const kept = await journal.since(['busy'], 0);
    expect(kept).toHaveLength(KEPT_PER_TOPIC);
    expect(kept[0]?.payload).toEqual({ n: 5 });
    now += KEPT_MS;
    await journal.record('busy', { n: -1 });
    expect(await journal.since(['quiet'], 0)).toEqual([]);
  });

  it('keeps an event of a busy topic for KEPT_MS only', async () => {
    let now = 0;
    const journal = memoryJournal(() => now);
    const first = await journal.record('busy', { n: 1 });
    now += KEPT_MS / 2;
    const second = await journal.record('busy', { n: 2 });
    expect((await journal.since(['busy'], 0)).map((entry) => entry.seq)).toEqual([first, second]);
    now += KEPT_MS / 2;
    // Read without a new event: the first is past its time even though the topic has not been swept.
    expect((await journal.since(['busy'], 0)).map((entry) => entry.seq)).toEqual([second]);
    const third = await journal.record('busy', { n: 3 });
    expect(await journal.since(['busy'], 0)).toEqual([
      { seq: second, payload: { n: 2 } },
      { seq: third, payload: { n: 3 } },
    ]);
    now += KEPT_MS + 1;
    expect(await journal.since(['busy'], 0)).toEqual([]);
  });
});

describe.skipIf(!TEST_REDIS_URL)('on Redis', () => {
  const url = TEST_REDIS_URL as string;
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });
  const publisher = () => {
    const redis = new Redis(url);
    closers.push(() => redis.quit());
    return redis;
  };
  const log = pino({ level: 'silent' });
  const listeners = (redis: Redis, prefix: string) => {
    const made = redisListeners(redis, prefix, log);
    closers.push(made.close);
    return made;
  };
  const listening = (bus: Listeners, topic: string, listener: Listener) =>
    new Promise<void>((resolve, reject) => bus.on(topic, listener, (error) => (error ? reject(error) : resolve())));
  const numsub = async (redis: Redis, channel: string) => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);

  it('tells a listener it listens only once Redis hears the topic for this node, also a second one asked for meanwhile', async () => {
    const redis = publisher();
    const prefix = `test:${crypto.randomUUID()}:`;
    const bus = listeners(redis, prefix);
    const noop: Listener = (_message, done) => done();
    const first = listening(bus, 'race', noop);
    const second = listening(bus, 'race', noop).then(() => numsub(redis, redisTopicKey(prefix, 'race')));
    expect(await second).toBe(1);
    await first;
  });

  it('hears what another node records, numbered, with its payload as it was, while a listener wants the topic', async () => {
    const prefix = `test:${crypto.randomUUID()}:`;
    const journal = redisJournal(publisher(), prefix);
    const redis = publisher();
    const bus = listeners(redis, prefix);
    const heard: Message[] = [];
    const listener: Listener = (message, done) => {
      heard.push(message);
      done();
    };
    const other: Listener = (_message, done) => done();
    await listening(bus, 'a', listener);
    await listening(bus, 'a', other);
    const at = new Date('2026-01-02T03:04:05Z');
    const seq = await journal.record('a', { n: 1, at });
    await journal.record('b', { n: 2 });
    await vi.waitFor(() => expect(heard).toEqual([{ topic: 'a', payload: { n: 1, at, [SEQ_KEY]: seq } }]));

    // One listener of two gone: the node still hears the topic; both gone, Redis no longer sends it.
    bus.removeListener('a', other);
    expect(await numsub(redis, redisTopicKey(prefix, 'a'))).toBe(1);
    bus.removeListener('a', listener);
    await vi.waitFor(async () => expect(await numsub(redis, redisTopicKey(prefix, 'a'))).toBe(0));
    await journal.record('a', { n: 3 });
    await listening(bus, 'b', listener);
    expect(await journal.record('b', { n: 4 })).toBe(seq + 3);
    await vi.waitFor(() => expect(heard.map((message) => (message.payload as { n: number }).n)).toEqual([1, 4]));
  });

  it('keeps the journal in Redis, numbered across nodes, payloads as they were', async () => {
    const prefix = `test:${crypto.randomUUID()}:`;
    const one = redisJournal(publisher(), prefix);
    const two = redisJournal(publisher(), prefix);
    await one.record('a', { n: 1 });
    const mark = await two.mark();
    const at = new Date('2026-01-02T03:04:05Z');
    await two.record('a', { n: 2, at, text: 'こんにちは:世界' });
    await one.record('b', { n: 3 });
    expect(await one.since(['a', 'b'], mark)).toEqual([
      { seq: mark + 1, payload: { n: 2, at, text: 'こんにちは:世界' } },
      { seq: mark + 2, payload: { n: 3 } },
    ]);
  });

  it('records the events given in one turn in one call to Redis, numbered in the order given', async () => {
    const redis = publisher();
    const journal = redisJournal(redis, `test:${crypto.randomUUID()}:`);
    const calls = vi.spyOn(redis as unknown as Record<string, () => unknown>, 'musubiJournalRecord');
    const mark = await journal.mark();
    const numbers = await Promise.all([journal.record('a', { n: 1 }), journal.record('b', { n: 2 }), journal.record('a', { n: 3 })]);
    expect(numbers).toEqual([mark + 1, mark + 2, mark + 3]);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(await journal.since(['a', 'b'], mark)).toEqual([
      { seq: mark + 1, payload: { n: 1 } },
      { seq: mark + 2, payload: { n: 2 } },
      { seq: mark + 3, payload: { n: 3 } },
    ]);
    // A burst goes in several calls, one after the other, its numbers still in order; a topic keeps its last events.
    const burst = await Promise.all(Array.from({ length: 1001 }, (_, n) => journal.record('burst', { n })));
    expect(burst).toEqual(burst.map((_, i) => burst[0]! + i));
    expect(calls).toHaveBeenCalledTimes(4);
    const kept = await journal.since(['burst'], mark);
    expect(kept).toHaveLength(KEPT_PER_TOPIC);
    expect(kept.at(-1)).toEqual({ seq: burst.at(-1), payload: { n: 1000 } });
  });
});
