import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { Client } from 'graphql-ws';

const ROOMS = 10;
const PER_ROOM = 20;
const SECONDS = 8;
const SENDERS = 40;
const THROUGHPUT_SECONDS = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** One subscriber tab: hears onCreateMessage in its room and notes when each client key arrived. */
function subscribe(client: Client, roomId: string, heard: Map<string, number[]>): Client {
  client.subscribe<{ onCreateMessage: { client_key: string } }>(
    { query: 'subscription ($r: ID!) { onCreateMessage(room_id: $r) { client_key } }', variables: { r: roomId } },
    {
      next: ({ data }) => {
        const key = data?.onCreateMessage.client_key;
        if (!key) return;
        const times = heard.get(key) ?? [];
        times.push(performance.now());
        heard.set(key, times);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return client;
}

/** Resolves once deliveries have stopped arriving for two seconds. */
async function drained(heard: Map<string, number[]>) {
  for (let last = -1, count = 0; count !== last; ) {
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    count = [...heard.values()].reduce((n, times) => n + times.length, 0);
  }
}

/**
 * `npm run bench -- cluster`: the same workload on one node and on two nodes sharing PostgreSQL and Redis.
 * 200 subscribers in 10 rooms (split across the nodes). First acknowledged posts per second with 40 concurrent
 * senders; then posts at half that rate spread over the nodes: delivery latency from post to receipt, and losses.
 * Needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; the local defaults are used when unset).
 */
export async function main() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  const support = await import('../../server/test/cluster/support');
  const { subscriptionClient } = await import('../../server/test/harness');
  const results: Record<string, unknown> = {};
  for (const nodes of [1, 2]) {
    const store = await support.freshStore('postgres');
    const env = { ...store.env, REDIS_URL: process.env.TEST_REDIS_URL!, APP_SECRET: support.sharedSecret() };
    const servers: Array<Awaited<ReturnType<typeof support.startNode>>> = [];
    for (let i = 0; i < nodes; i++) servers.push(await support.startNode(env));
    const sockets: Client[] = [];
    try {
      const database = await store.open();
      const rooms: Array<{ id: string; poster: { id: string; cookie: string } }> = [];
      const heard = new Map<string, number[]>();
      for (let r = 0; r < ROOMS; r++) {
        const poster = await support.createUser(database, `送信者${r}`);
        const members = [];
        for (let m = 0; m < PER_ROOM; m++) members.push(await support.createUser(database, `受信者${r}-${m}`));
        const id = await support.createRoom(database, servers[0]!.url, poster, members.map((m) => m.id));
        members.forEach((member, m) =>
          sockets.push(subscribe(subscriptionClient(servers[m % nodes]!.wsUrl, member.cookie, { lazy: false }), id, heard)),
        );
        rooms.push({ id, poster });
      }
      await database.close();

      // Every subscriber is live once each room's probe has reached all of its members.
      for (const room of rooms) {
        for (let attempt = 0; ; attempt++) {
          const key = `probe-${randomBytes(4).toString('hex')}`;
          await support.send(servers[0]!.url, room.poster.cookie, room.id, key);
          await new Promise((resolve) => setTimeout(resolve, 200));
          if ((heard.get(key)?.length ?? 0) >= PER_ROOM || attempt > 25) break;
        }
      }

      let acknowledged = 0;
      const until = performance.now() + THROUGHPUT_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: SENDERS }, async (_, s) => {
          const room = rooms[s % ROOMS]!;
          for (let i = 0; performance.now() < until; i++) {
            const outcome = await support.send(servers[(s + i) % nodes]!.url, room.poster.cookie, room.id, `t-${s}-${i}`);
            if (outcome.ok) acknowledged++;
          }
        }),
      );
      await drained(heard);
      // Deliveries are timed at half the measured capacity, so the figure is delivery, not a growing queue.
      const rate = Math.max(5, Math.floor(acknowledged / THROUGHPUT_SECONDS / 2));
      const sentAt = new Map<string, number>();
      const total = rate * SECONDS;
      const started = performance.now();
      const pending: Promise<unknown>[] = [];
      for (let i = 0; i < total; i++) {
        const wait = started + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const room = rooms[i % ROOMS]!;
        const key = `m-${i}-${randomBytes(3).toString('hex')}`;
        sentAt.set(key, performance.now());
        pending.push(support.send(servers[i % nodes]!.url, room.poster.cookie, room.id, key));
      }
      await Promise.all(pending);
      await drained(heard);
      const latencies: number[] = [];
      let lost = 0;
      let duplicated = 0;
      for (const [key, at] of sentAt) {
        const times = heard.get(key) ?? [];
        lost += Math.max(0, PER_ROOM - times.length);
        duplicated += Math.max(0, times.length - PER_ROOM);
        for (const t of times) latencies.push(t - at);
      }
      latencies.sort((a, b) => a - b);

      results[`${nodes} node${nodes > 1 ? 's' : ''}`] = {
        postsPerSecondForDelivery: rate,
        deliveries: latencies.length,
        p50ms: +percentile(latencies, 0.5).toFixed(1),
        p99ms: +percentile(latencies, 0.99).toFixed(1),
        lost,
        duplicated,
        postsPerSecond: Math.round(acknowledged / THROUGHPUT_SECONDS),
      };
    } finally {
      for (const socket of sockets) await socket.dispose();
      for (const server of servers) {
        server.signal('SIGTERM');
        await server.exited;
      }
      await store.drop();
    }
  }
  console.log(JSON.stringify(results, null, 2));
}
