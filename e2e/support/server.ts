import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { repoRoot } from './paths';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:43121 */
  url: string;
  dataDir: string;
  /** Sends the signal, waits for the process to exit (SIGKILL after 10 s) and resolves with how it ended. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
}

const readyTimeoutMs = 30_000;
const killAfterMs = 10_000;

// What cleanupServers() must undo: servers a journey left running (it threw before stop()) and the data
// directories made here, which live until the end of the file so a journey can restart on earlier data.
const running = new Set<() => Promise<Exit>>();
const dataDirs = new Set<string>();

/**
 * CI's second pass (TEST_DATABASE_URL and TEST_REDIS_URL set) runs the journeys on PostgreSQL and Redis: each
 * data directory gets a database of its own, reused when a journey restarts on that directory.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const databases = new Map<string, { name: string; url: string }>();

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL and REDIS_URL for a data directory on the second pass; nothing (SQLite) otherwise. */
async function storeEnv(dataDir: string): Promise<Record<string, string>> {
  if (!TEST_DATABASE_URL) return {};
  let database = databases.get(dataDir);
  if (!database) {
    const name = `musubi_e2e_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    database = { name, url: url.toString() };
    databases.set(dataDir, database);
  }
  // A prefix per data directory keeps each journey's rate-limit counters apart in the shared Redis.
  const redis: Record<string, string> = TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `${database.name}:` } : {};
  return { DATABASE_URL: database.url, ...redis };
}

/** A free port, for a journey that must know the server's address before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probe port'));
      });
    });
  });
}

/**
 * Boots the real server as production runs it (`node server/dist/main.js`, the compiled server that the global
 * setup brought up to date) on a free port with a fresh DATA_DIR,
 * and resolves once GET /healthz answers 200. `env` overrides any variable, DATA_DIR included
 * (to restart on the data of an earlier run).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A PORT given restarts a server where open pages expect it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  let dataDir = env.DATA_DIR;
  if (dataDir === undefined) {
    dataDir = await mkdtemp(join(tmpdir(), 'musubi-e2e-'));
    dataDirs.add(dataDir);
  }

  const store = await storeEnv(dataDir);
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...store,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: url,
      // Never shed here (decision 0190): the journeys' browsers share the cores with the server.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_CONNECTION_WAIT_MS: '0',
      // A small proof of work: every journey signs people up or in, and none is about how long the browser hashes.
      CAPTCHA_MAX_NUMBER: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const capture = (chunk: Buffer): void => {
    log += chunk.toString('utf8');
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);

  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    const done = (result: Exit): void => {
      running.delete(stop);
      exit = result;
      resolve(result);
    };
    // 'close' rather than 'exit': it comes after the output pipes are drained, so output() is complete.
    child.once('close', (code, signal) => done({ code, signal }));
    // A failed spawn emits 'error' and never 'close'.
    child.once('error', (error) => {
      log += `spawn failed: ${error.message}\n`;
      done({ code: null, signal: null });
    });
  });

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (exit) return exit;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  }
  running.add(stop);

  const fail = async (reason: string): Promise<never> => {
    await stop('SIGKILL');
    throw new Error(`server did not start: ${reason}\n--- server output ---\n${log}`);
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exit) return fail(`exited early with code ${exit.code} signal ${exit.signal}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) return fail(`GET /healthz did not answer 200 within ${readyTimeoutMs / 1000} s`);
    await sleep(100);
  }

  return { url, dataDir, stop, output: () => log };
}

/** Stops every server still running and deletes the data directories made by startServer(). */
export async function cleanupServers(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
  await Promise.all([...dataDirs].map((dir) => rm(dir, { recursive: true, force: true })));
  dataDirs.clear();
  for (const { name } of databases.values()) await adminQuery(`drop database if exists ${name} with (force)`);
  databases.clear();
}
