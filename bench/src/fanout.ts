import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Deps } from '../../server/src/deps';
import { systemClock } from '../../server/src/lib/clock';
import { startBenchServer, seedRooms } from './seed';
import { atRate, clientWorker, cookieClient, cpuMsPer, DeliveryLog, go, tell, cpuSeconds, cpuProfileOptions } from './delivery';

/**
 * Delivery to many subscribers: 1,000 users in 100 rooms of 10, each with one graphql-ws socket subscribed to its
 * room's `onMessageChanges` with the web app's selection (the message, its stamps, author and files), while posts
 * arrive at 200/s (`--rate`) for 10 s spread over the rooms. Reports the delivery latency from the post being sent
 * to each subscriber hearing it, what was lost or duplicated, and the server's CPU per delivered event. The clients
 * run in a worker thread (the second core). On embedded SQLite the server runs in the main thread; with
 * `--postgres`, the compiled server (built first when stale) runs in a process of its own on PostgreSQL, with Redis
 * carrying the live events, and its CPU is the whole process's. `--processes N` runs the compiled server as
 * `npm start` does with SERVER_PROCESSES=N (on SQLite, or with `--postgres`), its CPU that of all its processes.
 * `--cpu-prof DIR` writes the server process's CPU profile into DIR when it stops (with `--postgres` or
 * `--processes`; profile the embedded server with `node --cpu-prof`).
 */
const ROOMS = 100;
const PER_ROOM = 10;
const SECONDS = 10;

const SUBSCRIPTION = `subscription ($room_id: ID!, $afterSeq: Int!) {
  onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {
    id content user_id room_id reply_message_id to_user_id is_to_all seq change_seq client_key editedAt createdAt deletedAt
    emotions { user_id emotion }
    user { id name image }
    files { items { id name size type room_id message_id user_created_id url thumbnailUrl createdAt } }
  }
}`;
const POST = 'mutation ($input: CreateMessageInput!) { createMessageByRole(input: $input) { id seq } }';

interface ClientJob {
  url: string;
  /** Posts per second. */
  rate: number;
  cookies: string[];
  roomOf: string[];
}

export async function main(args: string[]) {
  const flag = args.indexOf('--rate');
  const rate = flag >= 0 ? Number(args[flag + 1]) : 200;
  const processes = args.includes('--processes') ? Number(args[args.indexOf('--processes') + 1]) : undefined;
  const postgres = args.includes('--postgres');
  const nodeOptions = cpuProfileOptions(args);
  const server = postgres || processes ? await processServer(postgres, processes ?? 1, nodeOptions) : await embeddedServer();
  const results: Record<string, unknown> = { postsPerSecond: rate, database: server.dialect, processes: processes ?? 1, cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => +n.toFixed(2)) };
  try {
    const { users, rooms, cookies } = await seedRooms(server.deps, ROOMS, PER_ROOM, 'fanout');

    const job: ClientJob = { url: server.url, rate, cookies, roomOf: users.map((_, i) => rooms[Math.floor(i / PER_ROOM)]!.id) };
    const { worker, report } = clientWorker(import.meta.url, job);

    await report('listening');
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const cpuBefore = cpuSeconds(server.pid);
    worker.postMessage('go');
    const delivered = await report<{ delivered: number }>('delivered');
    const cpu = {
      serverCpuMsPerDeliveredEvent: cpuMsPer(cpuBefore, delivered.delivered, server.pid),
      serverCpuMsPerPost: cpuMsPer(cpuBefore, rate * SECONDS, server.pid),
    };
    lag.disable();
    const outcome = await report<Record<string, unknown>>('done');
    Object.assign(results, outcome, cpu);
    // The event loop measured here is the server's only when the server runs in this process.
    if (!server.pid) results.eventLoopDelayMs = { p99: +(lag.percentile(99) / 1e6).toFixed(1), max: +(lag.max / 1e6).toFixed(1) };
    await worker.terminate();
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await server.close();
  }
}

/** The server under measure: where to reach it, the database to seed, whose CPU to count, and how to end it. */
interface ServerUnderTest {
  url: string;
  dialect: string;
  deps: Pick<Deps, 'db' | 'clock'>;
  /** The server's own process; none when it runs in this process's main thread. */
  pid?: number;
  close(): Promise<void>;
}

/** The whole server in this process, on a fresh embedded SQLite database. */
async function embeddedServer(): Promise<ServerUnderTest> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const { app, deps, url } = await startBenchServer(dataDir);
  return {
    url,
    dialect: deps.dialect,
    deps,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A compiled server in processes of its own: on a fresh PostgreSQL database with Redis for the live events, or on a
 * fresh SQLite database, as `npm start` runs with SERVER_PROCESSES `processes`.
 */
async function processServer(postgres: boolean, processes: number, nodeOptions: string[]): Promise<ServerUnderTest> {
  if (postgres) {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
    process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  }
  const support = await import('../../server/test/cluster/support');
  const store = await support.freshStore(postgres ? 'postgres' : 'sqlite');
  const database = await store.open();
  const env = { ...store.env, APP_SECRET: support.sharedSecret(), SERVER_PROCESSES: String(processes), ...(postgres ? { REDIS_URL: process.env.TEST_REDIS_URL! } : {}) };
  const node = await support.startNode(env, { compiled: true, nodeOptions }).catch(async (error: unknown) => {
    await store.drop();
    throw error;
  });
  return {
    url: node.url,
    dialect: postgres ? 'postgres + redis' : 'sqlite',
    deps: { db: database.db, clock: systemClock },
    pid: node.pid,
    close: async () => {
      node.signal('SIGTERM');
      await node.exited;
      await store.drop();
    },
  };
}

/** Posts the server shed and that were sent again. */
let shed = 0;

/** The subscribers and the sender, in a worker thread. */
async function clients(job: ClientJob) {
  const log = new DeliveryLog();
  const sockets = await Promise.all(job.cookies.map(async (cookie, i) => {
    // A socket the server shed (503) connects again after graphql-ws's random wait, as the web app's does.
    const client = cookieClient(job.url, cookie, 20);
    await new Promise<void>((resolve) => {
      client.on('connected', () => resolve());
      client.subscribe(
        { query: SUBSCRIPTION, variables: { room_id: job.roomOf[i], afterSeq: 0 } },
        {
          next: ({ data }) => log.heard(i, (data as { onMessageChanges: { client_key: string } }).onMessageChanges.client_key),
          error: (error) => console.error(error),
          complete: () => undefined,
        },
      );
    });
    return client;
  }));
  // A subscription is live once the server has read its replay; one post per room, heard by all, shows it.
  const warm = job.roomOf.filter((_, i) => i % PER_ROOM === 0).map((room, r) => send(job, r * PER_ROOM, room, `warm-${r}`));
  await Promise.all(warm);
  await log.await('warm-', job.cookies.length, Number.POSITIVE_INFINITY);
  tell('listening', true);
  await go();

  let failed = 0;
  await atRate(job.rate * SECONDS, job.rate, async (n) => {
    const userIndex = (n % ROOMS) * PER_ROOM + (Math.floor(n / ROOMS) % PER_ROOM);
    const key = `p-${n}`;
    log.sent(key);
    await send(job, userIndex, job.roomOf[userIndex]!, key).catch(() => void failed++);
  });
  const expected = (job.rate * SECONDS - failed) * PER_ROOM;
  const delivered = await log.await('p-', expected, 5_000);
  tell('delivered', { delivered });
  const { deliveryMs, duplicated } = log.summary();
  const outcome = { deliveryMs, lost: expected - delivered, duplicated, failedPosts: failed, shedAndRetried: shed };
  for (const client of sockets) await client.dispose();
  tell('done', outcome);
}

/** Posts as the web app does: a post the server shed (503) is sent again after its Retry-After. */
async function send(job: ClientJob, userIndex: number, roomId: string, key: string): Promise<void> {
  const response = await fetch(`${job.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: job.cookies[userIndex]! },
    body: JSON.stringify({ query: POST, variables: { input: { room_id: roomId, content: `${key} の件、確認お願いします`, client_key: key } } }),
  });
  if (response.status === 503) {
    shed++;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    return send(job, userIndex, roomId, key);
  }
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

if (!isMainThread && (workerData as ClientJob | undefined)?.cookies) await clients(workerData as ClientJob);
