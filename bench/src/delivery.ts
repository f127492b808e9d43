import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parentPort, Worker } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** What the chat and fanout benchmarks share: their clocks, their subscribers and the worker thread they run in. */

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

export function latency(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: +percentile(sorted, 0.5).toFixed(2), p99: +percentile(sorted, 0.99).toFixed(2), max: +percentile(sorted, 1).toFixed(2) };
}

/**
 * CPU seconds used so far by the calling thread (the server's in the main thread, the clients' in theirs), or by the
 * process `pid` and the processes it started (a server of several processes), from Linux's /proc; undefined
 * elsewhere. Unlike throughput, this hardly moves when other work shares the cores.
 */
export function cpuSeconds(pid?: number): number | undefined {
  try {
    if (!pid) return ticks('/proc/thread-self/stat');
    return processTree(pid).reduce((sum, id) => sum + ticks(`/proc/${id}/stat`), 0);
  } catch {
    return undefined;
  }
}

/**
 * The node options that `--cpu-prof DIR` among a benchmark's arguments asks for: each server process writes its CPU
 * profile into DIR when it stops.
 */
export const cpuProfileOptions = (args: string[]): string[] =>
  args.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${args[args.indexOf('--cpu-prof') + 1]}`] : [];

/** utime + stime of a /proc stat file, in seconds (clock ticks of 10 ms). */
function ticks(file: string): number {
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process and its descendants, from Linux's /proc. */
export function processTree(pid: number): number[] {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap((child) => processTree(child))];
}

export const cpuMsPer = (since: number | undefined, count: number, pid?: number) => {
  const now = cpuSeconds(pid);
  return since === undefined || now === undefined || count === 0 ? undefined : +(((now - since) * 1000) / count).toFixed(3);
};

/** Runs `count` calls of `work` at a steady `perSecond`, without waiting for one to finish before the next. */
export async function atRate(count: number, perSecond: number, work: (i: number) => Promise<void>) {
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(work(i));
  }
  await Promise.all(pending);
}

/**
 * The benchmark's clients in a worker thread, on the second core, so they do not queue behind the server's work:
 * `moduleUrl` (the benchmark's own import.meta.url) is imported there with `job` as its workerData. `report(name)`
 * resolves with what the worker tells under that name (`tell` there).
 */
export function clientWorker(moduleUrl: string, job: unknown) {
  // Loader hooks do not reach worker threads on Node 20: the worker registers tsx before importing the file.
  const entry = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  const worker = new Worker(entry, { eval: true, workerData: job });
  const reports = new Map<string, (value: unknown) => void>();
  worker.on('message', (message: { name: string; value: unknown }) => reports.get(message.name)?.(message.value));
  worker.on('error', (error) => console.error(error));
  const report = <T>(name: string) => new Promise<T>((resolve) => reports.set(name, resolve as (value: unknown) => void));
  return { worker, report };
}

/** In the worker: tells the main thread `value` under `name`. */
export const tell = (name: string, value: unknown) => parentPort!.postMessage({ name, value });

/** In the worker: waits for the main thread's go. */
export const go = () => new Promise((resolve) => parentPort!.once('message', resolve));

/**
 * A graphql-ws client whose socket carries a session cookie, as a signed-in page's does. With retries, it connects
 * again after any failure, an upgrade the server shed (503) too, as the web app's client does; graphql-ws on its own
 * retries only after a close.
 */
export function cookieClient(httpUrl: string, cookie: string, retryAttempts: number): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      // The page's Origin, as a browser sends it: the server refuses a socket without one.
      super(address, protocols, { headers: { cookie, origin: new URL(httpUrl).origin } });
    }
  }
  return createClient({ url: `${httpUrl.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts, shouldRetry: () => true });
}

/**
 * Every subscriber's hearing of every post: the delay from the post being sent to each subscriber hearing it, and
 * what was heard twice. Posts are known by their client key.
 */
export class DeliveryLog {
  private readonly sentAt = new Map<string, number>();
  private readonly heardBy = new Set<string>();
  private readonly samples: number[] = [];
  private duplicates = 0;

  sent(key: string) {
    this.sentAt.set(key, performance.now());
  }

  heard(subscriber: number, key: string) {
    const seen = `${subscriber}:${key}`;
    if (this.heardBy.has(seen)) this.duplicates++;
    this.heardBy.add(seen);
    const at = this.sentAt.get(key);
    if (at !== undefined) this.samples.push(performance.now() - at);
  }

  /** Deliveries of posts whose key starts with `prefix`, one per subscriber and post. */
  count(prefix: string) {
    let n = 0;
    for (const seen of this.heardBy) if (seen.slice(seen.indexOf(':') + 1).startsWith(prefix)) n++;
    return n;
  }

  /** Waits until `expected` deliveries of `prefix` posts are in, or `timeoutMs` passed. */
  async await(prefix: string, expected: number, timeoutMs: number) {
    for (let waited = 0; this.count(prefix) < expected && waited < timeoutMs; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return this.count(prefix);
  }

  summary() {
    return { deliveryMs: latency(this.samples), duplicated: this.duplicates };
  }
}
