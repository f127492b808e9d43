import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startBenchServer, seedRooms } from './seed';

/**
 * Delivery to many subscribers: 1,000 users in 100 rooms of 10 on embedded SQLite, each with one graphql-ws socket
 * subscribed to its room's `onMessageChanges` with the web app's selection (the message, its stamps, author and
 * files), while posts arrive at 200/s (`--rate`) for 10 s spread over the rooms. Reports the delivery latency from the post
 * being sent to each subscriber hearing it, what was lost or duplicated, and the server's CPU per delivered event.
 * The clients run in a worker thread (the second core); the server in the main thread.
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
function latency(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: +percentile(sorted, 0.5).toFixed(2), p99: +percentile(sorted, 0.99).toFixed(2), max: +percentile(sorted, 1).toFixed(2) };
}

/** CPU seconds used so far by the calling thread (Linux); the server runs alone in the main thread. */
function threadCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const { app, deps, url } = await startBenchServer(dataDir);
  const results: Record<string, unknown> = { postsPerSecond: rate, database: deps.dialect, cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => +n.toFixed(2)) };
  try {
    const { users, rooms, cookies } = await seedRooms(deps, ROOMS, PER_ROOM, 'fanout');

    const job: ClientJob = { url, rate, cookies, roomOf: users.map((_, i) => rooms[Math.floor(i / PER_ROOM)]!.id) };
    // Loader hooks do not reach worker threads on Node 20: the worker registers tsx before importing this file.
    const entry = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(entry, { eval: true, workerData: job });
    const reports = new Map<string, (value: unknown) => void>();
    const report = <T>(name: string) => new Promise<T>((resolve) => reports.set(name, resolve as (value: unknown) => void));
    worker.on('message', (message: { name: string; value: unknown }) => reports.get(message.name)?.(message.value));
    worker.on('error', (error) => console.error(error));

    await report('listening');
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const cpuBefore = threadCpuSeconds();
    worker.postMessage('go');
    const delivered = await report<{ delivered: number }>('delivered');
    const cpuMs = (threadCpuSeconds() - cpuBefore) * 1000;
    lag.disable();
    const outcome = await report<Record<string, unknown>>('done');
    Object.assign(results, outcome, {
      serverCpuMsPerDeliveredEvent: +(cpuMs / Math.max(1, delivered.delivered)).toFixed(4),
      serverCpuMsPerPost: +(cpuMs / (rate * SECONDS)).toFixed(3),
      eventLoopDelayMs: { p99: +(lag.percentile(99) / 1e6).toFixed(1), max: +(lag.max / 1e6).toFixed(1) },
    });
    await worker.terminate();
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Posts the server shed and that were sent again. */
let shed = 0;

/** The subscribers and the sender, in a worker thread. */
async function clients(job: ClientJob) {
  const tell = (name: string, value: unknown) => parentPort!.postMessage({ name, value });
  const sentAt = new Map<string, number>();
  const received = new Set<string>();
  const samples: number[] = [];
  let duplicates = 0;
  const sockets = await Promise.all(job.cookies.map(async (cookie, i) => {
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    // A socket the server shed (503) connects again after graphql-ws's random wait, as the web app's does.
    const client = createClient({ url: `${job.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 20 });
    await new Promise<void>((resolve) => {
      client.on('connected', () => resolve());
      client.subscribe(
        { query: SUBSCRIPTION, variables: { room_id: job.roomOf[i], afterSeq: 0 } },
        {
          next: ({ data }) => {
            const key = (data as { onMessageChanges: { client_key: string } }).onMessageChanges.client_key;
            const seen = `${i}:${key}`;
            if (received.has(seen)) duplicates++;
            received.add(seen);
            const at = sentAt.get(key);
            if (at !== undefined) samples.push(performance.now() - at);
          },
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
  while ([...received].filter((k) => k.includes(':warm-')).length < job.cookies.length) await new Promise((resolve) => setTimeout(resolve, 50));
  tell('listening', true);
  await new Promise((resolve) => parentPort!.once('message', resolve));

  let failed = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < job.rate * SECONDS; n++) {
    const wait = started + (n * 1000) / job.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const userIndex = (n % ROOMS) * PER_ROOM + (Math.floor(n / ROOMS) % PER_ROOM);
    const key = `p-${n}`;
    sentAt.set(key, performance.now());
    pending.push(send(job, userIndex, job.roomOf[userIndex]!, key).catch(() => void failed++));
  }
  await Promise.all(pending);
  const expected = (job.rate * SECONDS - failed) * PER_ROOM;
  const count = () => [...received].filter((k) => k.includes(':p-')).length;
  for (let waited = 0; count() < expected && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  tell('delivered', { delivered: count() });
  const outcome = { deliveryMs: latency(samples), lost: expected - count(), duplicated: duplicates, failedPosts: failed, shedAndRetried: shed };
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
