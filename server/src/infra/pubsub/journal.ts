import { deserialize, serialize } from 'node:v8';
import type { Redis } from 'ioredis';

/**
 * The recent events of each topic, numbered by one sequence across all topics. An answer carries the sequence's
 * value read before its rows (a mark); the subscription that follows it listens, then replays the events after
 * the mark, so an event published in between is not lost (decision 0210). A topic keeps its last KEPT_PER_TOPIC
 * events, until it has been quiet for KEPT_MS: an answer is followed by its subscription within moments.
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
export const KEPT_MS = 120_000;

export function memoryJournal(now: () => number = Date.now): Journal {
  const topics = new Map<string, { entries: JournalEntry[]; lastAt: number }>();
  let seq = 0;
  let sweptAt = now();
  const sweep = () => {
    if (now() - sweptAt < KEPT_MS) return;
    sweptAt = now();
    for (const [topic, kept] of topics) if (sweptAt - kept.lastAt >= KEPT_MS) topics.delete(topic);
  };
  return {
    record: async (topic, payload) => {
      sweep();
      seq += 1;
      const kept = topics.get(topic) ?? { entries: [], lastAt: 0 };
      kept.entries.push({ seq, payload });
      if (kept.entries.length > KEPT_PER_TOPIC) kept.entries.shift();
      kept.lastAt = now();
      topics.set(topic, kept);
      return seq;
    },
    mark: async () => seq,
    since: async (names, after) =>
      names
        .flatMap((topic) => topics.get(topic)?.entries.filter((entry) => entry.seq > after) ?? [])
        .sort((a, b) => a.seq - b.seq),
  };
}

// Numbers and keeps an event in one step, so that a reader sees every event up to the number it reads.
const RECORD = `
local seq = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], seq, seq .. ':' .. ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -(tonumber(ARGV[2]) + 1))
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return seq`;

/** The journal shared by every node through Redis: each topic's events in a sorted set scored by number. */
export function redisJournal(redis: Redis, prefix: string): Journal {
  const seqKey = `${prefix}journal-seq`;
  const topicKey = (topic: string) => `${prefix}journal:${topic}`;
  const COLON = 0x3a;
  return {
    record: async (topic, payload) =>
      Number(await redis.eval(RECORD, 2, seqKey, topicKey(topic), serialize(payload), KEPT_PER_TOPIC, KEPT_MS)),
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
