import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { USER_STATUS } from '@musubi/shared';
import { type Database, openDatabase } from '../../src/db';
import { migrateToLatest } from '../../src/db/migrate';
import { systemClock } from '../../src/lib/clock';
import { newId } from '../../src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../src/modules/auth/sessions';
import { queryText, subscriptionClient, TEST_DATABASE_URL, TEST_REDIS_URL, TestClient } from '../harness';
import { type DocumentType, graphql } from '../graphql';

const MESSAGES_AFTER = graphql(`query ClusterSupportCustomGetMessagesByRoom($room_id: ID!, $afterSeq: Int, $nextToken: String) {
  customGetMessagesByRoom(room_id: $room_id, afterSeq: $afterSeq, nextToken: $nextToken, limit: 100) {
    items { id seq content client_key } nextToken
  }
}`);

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export { TEST_DATABASE_URL, TEST_REDIS_URL };
export const hasPostgresAndRedis = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
export const NEEDS_POSTGRES_AND_REDIS = 'needs TEST_DATABASE_URL and TEST_REDIS_URL (CI second pass)';

export type StoreDialect = 'sqlite' | 'postgres';

/**
 * Where a group of server processes keeps its data: a fresh DATA_DIR, plus a fresh PostgreSQL database when the
 * dialect is postgres (a whole database rather than a schema, exactly as an operator would give one).
 */
export interface Store {
  dialect: StoreDialect;
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  /** A direct connection for checking what was stored (schema migrated). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function freshStore(dialect: StoreDialect): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-cluster-'));
  const opened: Database[] = [];
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (dialect === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    name = `musubi_c_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    dialect,
    dataDir,
    // The nodes of one cluster share a Redis prefix (so budgets and captchas are shared), and no one else's.
    env: { DATA_DIR: dataDir, REDIS_PREFIX: `cluster-${randomBytes(6).toString('hex')}:`, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async open() {
      const database = openDatabase({ url: databaseUrl, dataDir });
      await migrateToLatest(database.db);
      opened.push(database);
      return database;
    },
    async drop() {
      for (const database of opened.splice(0)) await database.close();
      if (name) await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement as the test database's user, outside any test database (create/drop database). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One real server process (`node --import tsx server/src/main.ts`). */
export interface ServerNode {
  url: string;
  pid: number;
  wsUrl: string;
  /** Resolves when the process has ended (its output drained). */
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL, then wait for the end. */
  kill(): Promise<Exit>;
  output(): string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/** Stops whatever a failed test left running. */
export async function killAllNodes(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const ended = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGKILL');
      return ended;
    }),
  );
}

/** A secret every node of one cluster shares (signed links and captcha keys must verify on any node). */
export const sharedSecret = () => randomBytes(32).toString('hex');

/**
 * Starts a server process and resolves once GET /healthz answers 200 (within `startWithinMs`); `nodeOptions` go to
 * node (e.g. --cpu-prof). From source through a loader, or `compiled` as `npm start` runs it: built first where the
 * build is missing or older than the sources, through the same check as `npm start` (its output on standard error).
 */
export async function startNode(
  env: Record<string, string>,
  { nodeOptions = [], startWithinMs = 30_000, compiled = false }: { nodeOptions?: string[]; startWithinMs?: number; compiled?: boolean } = {},
): Promise<ServerNode> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  if (compiled) execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  const entry = compiled ? ['--enable-source-maps', 'server/dist/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(process.execPath, [...nodeOptions, ...entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The load tests post as fast as they can from few users.
      POSTS_PER_MINUTE: '1000000',
      // A node sheds load only where a test or benchmark asks (a loaded test machine would otherwise refuse).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_CONNECTION_WAIT_MS: '0',
      // One process per node unless a test or benchmark asks for several (infra/processes).
      SERVER_PROCESSES: '1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  let ended: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      ended = { code, signal };
      resolve(ended);
    });
  });
  const node: ServerNode = {
    url,
    pid: child.pid!,
    wsUrl: `${url.replace('http', 'ws')}/graphql`,
    exited,
    signal: (signal) => void child.kill(signal),
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
    output: () => log,
  };
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (ended) throw new Error(`server exited early (${JSON.stringify(ended)}):\n${log}`);
    const status = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return node;
    if (Date.now() > deadline) {
      await node.kill();
      throw new Error(`server did not answer /healthz within ${startWithinMs / 1000} s:\n${log}`);
    }
    await sleep(50);
  }
}

/** An active user with a session, written straight to the database (sign-up itself is tested elsewhere). */
export async function createUser(database: Database, name: string) {
  const id = newId();
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values({
      id,
      email: `${name}-${randomBytes(4).toString('hex')}@musubi.test`,
      password_hash: 'not-used',
      name,
      status: USER_STATUS.active,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const token = await createSession(database.db, systemClock, id, 'cluster-test');
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A signed-in HTTP client for a node: the same cookie works on every node, since sessions live in the database. */
export function clientFor(url: string, cookie: string): TestClient {
  const client = new TestClient(url);
  client.cookie = cookie;
  return client;
}

/** A room owned by `owner` with `members` as members (contacts first, as the rules require). */
export async function createRoom(database: Database, url: string, owner: { id: string; cookie: string }, members: string[]) {
  const createdAt = new Date().toISOString();
  for (const member of members) {
    await database.db
      .insertInto('contacts')
      .values([
        { user_id: owner.id, contact_user_id: member, createdAt },
        { user_id: member, contact_user_id: owner.id, createdAt },
      ])
      .execute();
  }
  const data = await clientFor(url, owner.cookie).ok(
    graphql(`mutation ClusterSupportAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }`),
    { input: { name: '結びの部屋', user_ids: members } },
  );
  return data.addRoom.id as string;
}

export const POST = `mutation ($input: CreateMessageInput!) {
  createMessageByRole(input: $input) { id seq content client_key }
}`;

const ON_CREATE_MESSAGE = graphql(`subscription ClusterSupportOnCreateMessage($room_id: ID!) { onCreateMessage(room_id: $room_id) { id seq content client_key } }`);

/** A stored message as a feed holds it. */
export type Posted = DocumentType<typeof ON_CREATE_MESSAGE>['onCreateMessage'];

/** The outcome of one send: acknowledged with the stored message, or unknown (the connection failed). */
export type SendOutcome = { ok: true; message: Posted } | { ok: false; status: number; error: string };

/** Sends one message with a client key; never throws, so a killed node shows up as an unknown outcome. */
export async function send(url: string, cookie: string, roomId: string, clientKey: string): Promise<SendOutcome> {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: POST, variables: { input: { room_id: roomId, content: `本文 ${clientKey}`, client_key: clientKey } } }),
    });
    const body = (await response.json().catch(() => null)) as { data?: { createMessageByRole?: Posted }; errors?: unknown } | null;
    const message = body?.data?.createMessageByRole;
    if (response.status === 200 && message) return { ok: true, message };
    return { ok: false, status: response.status, error: JSON.stringify(body?.errors ?? null) };
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every message of a room as stored, by position. */
export const storedMessages = (database: Database, roomId: string) =>
  database.db
    .selectFrom('messages')
    .select(['id', 'seq', 'client_key', 'content'])
    .where('room_id', '=', roomId)
    .orderBy('seq')
    .execute();

/**
 * A client's live view of one room: it listens to onCreateMessage on one node and, when that node goes away,
 * moves to another, subscribes again and fetches what it missed by sequence number. Messages are kept by seq,
 * so what arrives twice (live and in the catch-up) is held once.
 */
export class RoomFeed {
  readonly messages = new Map<number, Posted>();
  readonly closeCodes: number[] = [];
  private client: Client | null = null;
  private waiters: Array<() => void> = [];
  private probeKey: string | null = null;
  private probeHeard = false;

  constructor(
    private readonly cookie: string,
    private readonly roomId: string,
  ) {}

  /** Live arrivals by seq, in the order they came. */
  readonly arrivals: number[] = [];

  /** The highest seq up to which this feed holds every message (the start of its first hole). */
  get contiguousSeq(): number {
    let seq = 0;
    while (this.messages.has(seq + 1)) seq += 1;
    return seq;
  }

  /** Connects to a node and subscribes; resolves once the socket is open. */
  async connect(node: { wsUrl: string }): Promise<void> {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    this.client = subscriptionClient(node.wsUrl, this.cookie, {
      lazy: false,
      // A dropped socket is expected here (nodes are killed); `closed` records it instead of a console error.
      onNonLazyError: () => undefined,
      on: {
        connected: () => opened(),
        closed: (event) => {
          this.closeCodes.push((event as { code?: number }).code ?? 0);
          this.wake();
        },
      },
    });
    this.client.subscribe<DocumentType<typeof ON_CREATE_MESSAGE>>(
      {
        query: queryText(ON_CREATE_MESSAGE),
        variables: { room_id: this.roomId },
      },
      {
        next: (value) => {
          const message = value.data?.onCreateMessage;
          if (!message) return;
          if (message.client_key === this.probeKey) this.probeHeard = true;
          this.arrivals.push(message.seq);
          this.messages.set(message.seq, message);
          this.wake();
        },
        error: () => this.wake(),
        complete: () => this.wake(),
      },
    );
    await open;
  }

  /**
   * graphql-ws does not acknowledge a subscription: post a probe message (through `postVia`) until this feed hears
   * one, after which the subscription is certainly in place.
   */
  async ready(postVia: string, posterCookie: string): Promise<void> {
    for (let attempt = 0; !this.probeHeard; attempt++) {
      this.probeKey = `probe-${randomBytes(4).toString('hex')}`;
      const heard = this.until(() => this.probeHeard, 500).then(
        () => true,
        () => false,
      );
      const sent = await send(postVia, posterCookie, this.roomId, this.probeKey);
      if (!sent.ok) throw new Error(`probe not sent: ${sent.error}`);
      if ((await heard) || attempt > 20) break;
    }
    if (!this.probeHeard) throw new Error('the subscription never heard a probe');
  }

  /**
   * Fetches every message after the first hole in what this feed holds, page by page: the catch-up after a
   * reconnect, or after a live event shows a gap. Returns the seqs fetched.
   */
  async catchUp(url: string): Promise<number[]> {
    const client = clientFor(url, this.cookie);
    const fetched: number[] = [];
    let nextToken: string | null = null;
    const after = this.contiguousSeq;
    do {
      const data: DocumentType<typeof MESSAGES_AFTER> = await client.ok(MESSAGES_AFTER, { room_id: this.roomId, afterSeq: after, nextToken });
      for (const message of data.customGetMessagesByRoom.items) {
        this.messages.set(message.seq, message);
        fetched.push(message.seq);
      }
      nextToken = data.customGetMessagesByRoom.nextToken;
    } while (nextToken);
    this.wake();
    return fetched;
  }

  /** Resolves when the condition holds; rejects after `timeoutMs` (a safety net, not a timing assumption). */
  until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        reject(new Error('condition not met in time'));
      }, timeoutMs);
      const check = () => {
        if (settled) return;
        if (condition()) {
          settled = true;
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  async close(): Promise<void> {
    await this.client?.dispose();
    this.client = null;
  }

  private wake() {
    this.waiters.splice(0).forEach((check) => check());
  }
}
