import { deserialize, serialize } from 'node:v8';
import type { Redis } from 'ioredis';

/**
 * The recent events of each topic, numbered by one sequence across all topics. An answer carries the sequence's
 * value read before its rows (a mark); the subscription that follows it listens, then replays the events after
 * the mark, so an event published in between is not lost (decision 0210). An answer is followed by its
 * subscription within moments: in memory an event is kept KEPT_MS after it was recorded, at most the last
 * KEPT_PER_TOPIC of its topic (decision 0235); in Redis a topic keeps its last KEPT_PER_TOPIC events until it has
 * been quiet for KEPT_MS.
 */
export interface Journal {
  /** Numbers the event and keeps it; resolves with its number. */
  record(topic: string, payload: object): Promise<number>;
  /** The number of the last event recorded: every event up to it was published after its commit, before now. */
  mark(): Promise<number>;
  /** The kept events of these topics numbered after `after`, in order. */
  since(topics: string[], after: number): Promise<JournalEntry[]>;
}

export interface JournalEntry {
  seq: number;
  payload: unknown;
}

/** The key of an event's journal number in what the bus carries (a subscription's field name never takes it). */
export const SEQ_KEY = 'journalSeq';

export const KEPT_PER_TOPIC = 200;
export const KEPT_MS = 60_000;

/**
 * The journal of a single node. Every user has topics of its own (its memberships, its notifications) that hear of
 * every post in its rooms, so what a topic keeps is bounded by age as well as by count: a node's journal holds about
 * a minute of events, whatever the number of users and however long they stay.
 */
export function memoryJournal(now: () => number = Date.now): Journal & {
  /** Keeps an event numbered elsewhere (by the primary of several processes); numbers come in increasing order. */
  keep(seq: number, topic: string, payload: object): void;
} {
  const topics = new Map<string, Array<JournalEntry & { at: number }>>();
  let seq = 0;
  let sweptAt = now();
  /** Drops a topic's events recorded at `until` or before (they are in order). */
  const expire = (entries: Array<{ at: number }>, until: number) => {
    let old = 0;
    while (old < entries.length && entries[old]!.at <= until) old += 1;
    if (old > 0) entries.splice(0, old);
  };
  const sweep = (at: number) => {
    if (at - sweptAt < KEPT_MS) return;
    sweptAt = at;
    for (const [topic, entries] of topics) {
      expire(entries, at - KEPT_MS);
      if (entries.length === 0) topics.delete(topic);
    }
  };
  const keep = (number: number, topic: string, payload: object) => {
    const at = now();
    sweep(at);
    seq = number;
    let entries = topics.get(topic);
    if (!entries) topics.set(topic, (entries = []));
    expire(entries, at - KEPT_MS);
    entries.push({ seq, payload, at });
    if (entries.length > KEPT_PER_TOPIC) entries.shift();
  };
  return {
    keep,
    record: async (topic, payload) => {
      keep(seq + 1, topic, payload);
      return seq;
    },
    mark: async () => seq,
    since: async (names, after) => {
      const until = now() - KEPT_MS;
      return names
        .flatMap((topic) => topics.get(topic)?.filter((entry) => entry.seq > after && entry.at > until) ?? [])
        .sort((a, b) => a.seq - b.seq)
        .map(({ seq: number, payload }) => ({ seq: number, payload }));
    },
  };
}

// Numbers, keeps and publishes a run of events in one step, so that a reader sees every event up to the number it
// reads, and every node hears them in their numbers' order. A topic's channel is named as its key.
// KEYS: the sequence, then each event's topic; ARGV: what a topic keeps (count, milliseconds), then each payload.
const RECORD = `
local count = #KEYS - 1
local first = redis.call('INCRBY', KEYS[1], count) - count + 1
for i = 1, count do
  local seq = first + i - 1
  local topic = KEYS[i + 1]
  local entry = seq .. ':' .. ARGV[i + 2]
  redis.call('ZADD', topic, seq, entry)
  redis.call('ZREMRANGEBYRANK', topic, 0, -(tonumber(ARGV[1]) + 1))
  redis.call('PEXPIRE', topic, ARGV[2])
  redis.call('PUBLISH', topic, entry)
end
return first`;
const RECORD_COMMAND = 'musubiJournalRecord';
/** Events recorded by one call at most, so that a burst does not hold Redis in one script for long. */
const RECORDED_AT_ONCE = 500;

/** A topic's key in Redis, which also names the channel its events are published on. */
export const redisTopicKey = (prefix: string, topic: string) => `${prefix}journal:${topic}`;

const COLON = 0x3a;

/** An event as Redis keeps and publishes it: its number, a colon, its payload serialised. */
export function readEntry(entry: Buffer): JournalEntry {
  const colon = entry.indexOf(COLON);
  return { seq: Number(entry.subarray(0, colon).toString()), payload: deserialize(entry.subarray(colon + 1)) as unknown };
}

/**
 * The journal shared by every node through Redis: each topic's events in a sorted set scored by number, and
 * published on the topic's channel in the same step (redis-listeners.ts hears them). The events recorded in one turn
 * of the event loop (a commit's: a post's event and every member's unread count) go to Redis in one call, numbered
 * in the order they were given; a call per event cost a round trip each, most of a post's writes to Redis.
 */
export function redisJournal(redis: Redis, prefix: string): Journal {
  const seqKey = `${prefix}journal-seq`;
  // A defined command is sent by its script's digest (EVALSHA), and whole only when Redis does not know it yet. Its
  // number of keys is given with each call.
  redis.defineCommand(RECORD_COMMAND, { lua: RECORD });
  const recording = redis as Redis & Record<typeof RECORD_COMMAND, (...args: Array<string | number | Buffer>) => Promise<number>>;
  let waiting: Array<{ topic: string; payload: Buffer; resolve: (seq: number) => void; reject: (error: unknown) => void }> = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const events = waiting;
    waiting = [];
    recording[RECORD_COMMAND](
      events.length + 1,
      seqKey,
      ...events.map((e) => redisTopicKey(prefix, e.topic)),
      KEPT_PER_TOPIC,
      KEPT_MS,
      ...events.map((e) => e.payload),
    ).then(
      (first) => events.forEach((event, i) => event.resolve(Number(first) + i)),
      (error: unknown) => events.forEach((event) => event.reject(error)),
    );
  };
  return {
    record: (topic, payload) =>
      new Promise<number>((resolve, reject) => {
        if (waiting.length === 0) process.nextTick(flush);
        waiting.push({ topic, payload: serialize(payload), resolve, reject });
        // The rest of the turn's events follow in a call of their own, after this one: numbers keep their order.
        if (waiting.length === RECORDED_AT_ONCE) flush();
      }),
    mark: async () => Number((await redis.get(seqKey)) ?? 0),
    since: async (names, after) => {
      const members = await Promise.all(names.map((topic) => redis.zrangebyscoreBuffer(redisTopicKey(prefix, topic), `(${after}`, '+inf')));
      return members
        .flat()
        .map(readEntry)
        .sort((a, b) => a.seq - b.seq);
    },
  };
}
