import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import { queryText, subscriptionClient } from '../harness';
import { type DocumentType, graphql } from '../graphql';
import {
  createRoom,
  createUser,
  freshStore,
  hasPostgresAndRedis,
  killAllNodes,
  NEEDS_POSTGRES_AND_REDIS,
  send,
  type ServerNode,
  sharedSecret,
  startNode,
  storedMessages,
  TEST_REDIS_URL,
} from './support';

const CHANGES = graphql(`subscription ClusterFailoverChanges($room_id: ID!, $afterSeq: Int!) {
  onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) { id change_seq client_key }
}`);
type Change = DocumentType<typeof CHANGES>['onMessageChanges'];

/** Posts each of these users makes, one after another, through the node it started on. */
const POSTS_PER_POSTER = 40;

/**
 * One member's page as the web app holds it: one onMessageChanges subscription through the load balancer (here: the
 * first node still up), sent again on each reconnect from the highest change_seq the page holds. Every delivery is
 * kept as it came, duplicates included.
 */
class MemberPage {
  readonly deliveries: Change[] = [];
  readonly closeCodes: number[] = [];
  private held = 0;
  private readonly client: Client;
  private waiters: Array<() => void> = [];

  constructor(
    readonly name: string,
    cookie: string,
    roomId: string,
    balancer: () => ServerNode,
  ) {
    this.client = subscriptionClient(balancer().wsUrl, cookie, {
      url: () => balancer().wsUrl,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: () => sleep(100),
      on: { closed: (event) => void this.closeCodes.push((event as { code?: number }).code ?? 0) },
    });
    const payload = { query: queryText(CHANGES), variables: {} as Record<string, unknown> };
    // graphql-ws sends this payload again on each reconnect: the getter makes it resume from what the page holds.
    Object.defineProperty(payload, 'variables', { enumerable: true, get: () => ({ room_id: roomId, afterSeq: this.held }) });
    this.client.subscribe<DocumentType<typeof CHANGES>>(payload, {
      next: (value) => {
        const change = value.data?.onMessageChanges;
        if (!change) return;
        this.deliveries.push(change);
        this.held = Math.max(this.held, change.change_seq);
        this.waiters.splice(0).forEach((wake) => wake());
      },
      error: () => undefined,
      complete: () => undefined,
    });
  }

  heard(clientKey: string) {
    return this.deliveries.some((d) => d.client_key === clientKey);
  }

  /** Resolves once the condition holds; fails after `timeoutMs` (a safety net, not a timing assertion). */
  async until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`${this.name}: condition not met in time`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close() {
    return this.client.dispose();
  }
}

// A SQLite run says so in its report: this test needs a PostgreSQL both nodes share and a Redis between them.
describe.runIf(hasPostgresAndRedis)(`a node dies, nothing is lost (${NEEDS_POSTGRES_AND_REDIS})`, () => {
  const pages: MemberPage[] = [];
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const page of pages) await page.close();
    await killAllNodes();
    await drop?.();
  });

  it('stores every acknowledged post once and delivers it once to every member, across a SIGKILL mid-stream', async () => {
    const store = await freshStore('postgres');
    drop = () => store.drop();
    const database = await store.open();
    const env = { ...store.env, REDIS_URL: TEST_REDIS_URL as string, APP_SECRET: sharedSecret() };
    const [a, b] = await Promise.all([startNode(env), startNode(env)]);
    const users = await Promise.all(['一郎', '二郎', '三郎', '四郎'].map((name) => createUser(database, name)));
    const [first, second, third, fourth] = users as [(typeof users)[number], (typeof users)[number], (typeof users)[number], (typeof users)[number]];
    const roomId = await createRoom(database, a.url, first, [second.id, third.id, fourth.id]);

    // The load balancer: each page and poster keeps its node while it answers, and moves to the survivor after.
    let bDown = false;
    const onA = () => a;
    const onB = () => (bDown ? a : b);
    const members = [
      new MemberPage('一郎 on A', first.cookie, roomId, onA),
      new MemberPage('二郎 on B', second.cookie, roomId, onB),
      new MemberPage('三郎 on A', third.cookie, roomId, onA),
      new MemberPage('四郎 on B', fourth.cookie, roomId, onB),
    ];
    pages.push(...members);
    // Every page listens before the stream starts (graphql-ws does not acknowledge a subscription).
    const ready = `ready-${randomBytes(4).toString('hex')}`;
    expect((await send(a.url, first.cookie, roomId, ready)).ok).toBe(true);
    for (const page of members) await page.until(() => page.heard(ready));

    const acknowledged = new Map<string, string>();
    const killAfter = 30 + Math.floor(Math.random() * 40);
    let killed: Promise<unknown> | null = null;
    /** A user's client: posts one after another; a post whose answer is lost is sent again with its key, as the web app's outbox does. */
    const poster = async (tag: string, user: { cookie: string }, node: () => ServerNode) => {
      for (let i = 0; i < POSTS_PER_POSTER; i++) {
        const key = `${tag}-${i}`;
        for (let attempt = 0; ; attempt++) {
          const outcome = await send(node().url, user.cookie, roomId, key);
          if (outcome.ok) {
            acknowledged.set(key, outcome.message.id);
            break;
          }
          if (attempt > 50) throw new Error(`${key} never acknowledged: ${outcome.error}`);
          await sleep(50);
        }
        if (acknowledged.size >= killAfter && !killed) {
          killed = b.kill().then((exit) => {
            bDown = true;
            return exit;
          });
        }
      }
    };
    await Promise.all([poster('a1', first, onA), poster('b2', second, onB), poster('a3', third, onA), poster('b4', fourth, onB)]);
    expect(killed).not.toBeNull();
    expect((await b.exited).signal).toBe('SIGKILL');
    expect(acknowledged.size).toBe(4 * POSTS_PER_POSTER);

    // Stored once: every acknowledged key is there with the answered message, and nothing else was stored.
    const stored = await storedMessages(database, roomId);
    const keys = stored.map((m) => m.client_key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [key, id] of acknowledged) expect(stored.find((m) => m.client_key === key)?.id).toBe(id);
    expect(stored.length).toBe(acknowledged.size + 1);

    // The pages of the dead node came back through the survivor; then a last post closes the stream: a page hears
    // its room's changes in order, so once it has heard this one it has heard everything it ever will before it.
    for (const page of [members[1]!, members[3]!]) expect(page.closeCodes.length).toBeGreaterThan(0);
    const last = `last-${randomBytes(4).toString('hex')}`;
    const closing = await send(a.url, first.cookie, roomId, last);
    expect(closing.ok).toBe(true);
    const expected = [...stored.map((m) => m.id), closing.ok ? closing.message.id : ''].sort();
    for (const page of members) {
      await page.until(() => page.heard(last));
      // Raw deliveries per message id, duplicates counted: every message exactly once.
      const counts = new Map<string, number>();
      for (const delivery of page.deliveries) counts.set(delivery.id, (counts.get(delivery.id) ?? 0) + 1);
      const missing = expected.filter((id) => !counts.has(id));
      const twice = [...counts].filter(([, count]) => count > 1);
      expect({ page: page.name, missing, twice }).toEqual({ page: page.name, missing: [], twice: [] });
      expect([...counts.keys()].sort()).toEqual(expected);
    }
  });
});
