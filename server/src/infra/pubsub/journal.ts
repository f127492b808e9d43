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

// Numbers and keeps an event in one step, so that a reader sees every event up to the number it reads.
const RECORD = `
local seq = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], seq, seq .. ':' .. ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -(tonumber(ARGV[2]) + 1))
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return seq`;
const RECORD_COMMAND = 'musubiJournalRecord';

/** The journal shared by every node through Redis: each topic's events in a sorted set scored by number. */
export function redisJournal(redis: Redis, prefix: string): Journal {
  const seqKey = `${prefix}journal-seq`;
  const topicKey = (topic: string) => `${prefix}journal:${topic}`;
  const COLON = 0x3a;
  // A defined command is sent by its script's digest (EVALSHA), and whole only when Redis does not know it yet: every
  // event runs it, and its text is several times the size of most events.
  redis.defineCommand(RECORD_COMMAND, { numberOfKeys: 2, lua: RECORD });
  const recording = redis as Redis & Record<typeof RECORD_COMMAND, (...args: Array<string | number | Buffer>) => Promise<number>>;
  return {
    record: async (topic, payload) => Number(await recording[RECORD_COMMAND](seqKey, topicKey(topic), serialize(payload), KEPT_PER_TOPIC, KEPT_MS)),
    mark: async () => Number((await redis.get(seqKey)) ?? 0),
    since: async (names, after) => {
      const members = await Promise.all(names.map((topic) => redis.zrangebyscoreBuffer(topicKey(topic), `(${after}`, '+inf')));
      return members
        .flat()
        .map((member) => {
          const colon = member.indexOf(COLON);
          return { seq: Number(member.subarray(0, colon).toString()), payload: deserialize(member.subarray(colon + 1)) as unknown };
        })
        .sort((a, b) => a.seq - b.seq);
    },
  };
}
