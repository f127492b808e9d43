import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/db';
import { createRoom, createUser, freshStore, killAllNodes, POST, type Posted, RoomFeed, type ServerNode, sharedSecret, startNode, type Store, storedMessages } from './support';

/**
 * Several server processes on one box (SERVER_PROCESSES, infra/processes) on one SQLite file, without Redis: the
 * primary migrates, the processes share the port, live events, budgets; a process that dies is replaced.
 *
 * Which process serves a connection is the primary's choice, so the tests post on new connections until the
 * processes' own request logs show that both served posts, rather than assume where a connection lands.
 */

const MIGRATIONS = fs.readdirSync(path.join(import.meta.dirname, '../../src/db/migrations')).filter((f) => /^\d{8}_\d{4}_.+\.ts$/.test(f)).length;

/** A safety net for the connection that reaches a process as it dies, not a timing assumption. */
const CONNECTION_GIVEN_UP_MS = 20_000;

type Outcome = { ok: true; message: Posted } | { ok: false; code: string };

/** One post on a connection of its own (no keep-alive), so the primary hands each to a process in turn. */
function postOnNewConnection(url: string, cookie: string, roomId: string, clientKey: string): Promise<Outcome> {
  const body = JSON.stringify({ query: POST, variables: { input: { room_id: roomId, content: `本文 ${clientKey}`, client_key: clientKey } } });
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/graphql`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => {
          try {
            const answer = JSON.parse(text) as { data?: { createMessageByRole?: Posted }; errors?: Array<{ extensions?: { code?: string } }> };
            const message = answer.data?.createMessageByRole;
            resolve(message ? { ok: true, message } : { ok: false, code: answer.errors?.[0]?.extensions?.code ?? `HTTP ${response.statusCode}` });
          } catch {
            resolve({ ok: false, code: 'cut off' });
          }
        });
        // A process killed mid-answer: the outcome is unknown (resolving twice is harmless).
        response.on('close', () => resolve({ ok: false, code: 'connection' }));
        response.on('error', () => resolve({ ok: false, code: 'connection' }));
      },
    );
    request.on('error', () => resolve({ ok: false, code: 'connection' }));
    // A connection the primary handed to a process as it was killed is never answered nor closed: given up on.
    request.setTimeout(CONNECTION_GIVEN_UP_MS, () => request.destroy());
    request.end(body);
  });
}

/** The processes' log lines (JSON) so far. */
const logLines = (node: ServerNode) =>
  node
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string; url?: string; applied?: number });

/** The processes that have answered a GraphQL request. */
const servingPids = (node: ServerNode) => new Set(logLines(node).filter((line) => line.msg === 'request' && line.url === '/graphql').map((line) => line.pid));

/** Resolves when the condition holds; fails after a generous while (a safety net, not a timing assumption). */
async function waitFor(condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pids of the primary's processes now, from /proc. */
const childPids = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);

/** Starting three processes takes a while on a busy machine; nothing here is timed. */
const SLOW = { timeout: 240_000 };
const STARTS_WITHIN = { startWithinMs: 180_000 };

const readyLines = (node: ServerNode) => logLines(node).filter((line) => /^server process \d+ ready/.test(line.msg));

/**
 * Resolves once both processes serve (the first answers /healthz before the second is up) and both have said so: a
 * process's own log line reaches the pipe on its own time, after or before the primary's.
 */
const bothServing = (node: ServerNode) =>
  waitFor(() => logLines(node).some((line) => line.msg.includes('with 2 processes')) && readyLines(node).length >= 2, STARTS_WITHIN.startWithinMs);

describe('two server processes on one SQLite file', SLOW, () => {
  let store: Store;
  let database: Database;
  const feeds: RoomFeed[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    store = await freshStore('sqlite');
    database = await store.open();
    // Request lines show which process served what.
    const node = await startNode({ ...store.env, APP_SECRET: sharedSecret(), SERVER_PROCESSES: '2', LOG_LEVEL: 'info', ...extra }, STARTS_WITHIN);
    await bothServing(node);
    return node;
  };

  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close();
    await killAllNodes();
    await store?.drop();
  });
  afterAll(killAllNodes);

  it('the primary alone migrates, then two processes serve', async () => {
    // A fresh data directory: nothing migrated before the node starts.
    store = await freshStore('sqlite');
    const node = await startNode({ ...store.env, APP_SECRET: sharedSecret(), SERVER_PROCESSES: '2', LOG_LEVEL: 'info' }, STARTS_WITHIN);
    await bothServing(node);
    const lines = logLines(node);
    const migrated = lines.filter((line) => line.msg.startsWith('database migrated'));
    expect(migrated).toHaveLength(1);
    expect(migrated[0]?.applied).toBe(MIGRATIONS);
    expect(migrated[0]?.pid).toBe(node.pid);
    const ready = readyLines(node);
    expect(new Set(ready.map((line) => line.pid)).size).toBe(2);
    expect(ready.map((line) => line.pid)).not.toContain(node.pid);
    database = await store.open();
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(database.db);
    expect(Number(rows[0]?.n)).toBe(MIGRATIONS);
  });

  it('a post through one process reaches subscribers on both, exactly once and in room order', async () => {
    const node = await start();
    const owner = await createUser(database, '持ち主');
    const members = [await createUser(database, 'メンバー1'), await createUser(database, 'メンバー2'), await createUser(database, 'メンバー3')];
    const roomId = await createRoom(database, node.url, owner, members.map((member) => member.id));
    // Each socket is a connection of its own; wherever each lands, posts from both processes reach it (below).
    for (const member of [...members, owner]) {
      const feed = new RoomFeed(member.cookie, roomId);
      feeds.push(feed);
      await feed.connect(node);
      await feed.ready(node.url, owner.cookie);
    }
    const probes = new Set(feeds.flatMap((feed) => [...feed.messages.keys()]));
    const posted: number[] = [];
    for (let i = 0; servingPids(node).size < 2 || posted.length < 10; i++) {
      if (i === 100) throw new Error('the posts never reached both processes');
      const outcome = await postOnNewConnection(node.url, owner.cookie, roomId, `both-${i}`);
      if (!outcome.ok) throw new Error(outcome.code);
      posted.push(outcome.message.seq);
    }
    expect(servingPids(node).size).toBe(2);
    for (const feed of feeds) {
      await feed.until(() => posted.every((seq) => feed.messages.has(seq)));
      // Every post once, in the room's order.
      expect(feed.arrivals.filter((seq) => !probes.has(seq))).toEqual(posted);
    }
  });

  it('a budget is shared: the posts of a minute are counted across both processes', async () => {
    const node = await start({ POSTS_PER_MINUTE: '4' });
    const owner = await createUser(database, '投稿者');
    const roomId = await createRoom(database, node.url, owner, []);
    const outcomes: Outcome[] = [];
    for (let i = 0; servingPids(node).size < 2 || outcomes.length < 8; i++) {
      if (i === 100) throw new Error('the posts never reached both processes');
      outcomes.push(await postOnNewConnection(node.url, owner.cookie, roomId, `budget-${i}`));
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(4);
    expect(outcomes.slice(4).every((outcome) => !outcome.ok && outcome.code === 'RATE_LIMITED')).toBe(true);
    expect(await storedMessages(database, roomId)).toHaveLength(4);
  });

  it('a process that crashes loses nothing it acknowledged, and another takes its place', async () => {
    const node = await start();
    const user = await createUser(database, '投稿者');
    const roomId = await createRoom(database, node.url, user, []);
    const before = childPids(node.pid);
    expect(before).toHaveLength(2);

    const acknowledged: Posted[] = [];
    let killed: number | undefined;
    const killAfter = 10 + Math.floor(Math.random() * 20);
    const poster = async (name: string) => {
      for (let i = 0; acknowledged.length < killAfter + 20 && i < 500; i++) {
        const outcome = await postOnNewConnection(node.url, user.cookie, roomId, `${name}-${i}`);
        if (outcome.ok) acknowledged.push(outcome.message);
        if (acknowledged.length >= killAfter && killed === undefined) {
          // The process that served the latest post, killed while posts are in flight on both.
          const serving = logLines(node).filter((line) => line.msg === 'request' && line.url === '/graphql').at(-1)!.pid;
          killed = serving;
          process.kill(serving, 'SIGKILL');
        }
      }
    };
    await Promise.all([poster('a'), poster('b'), poster('c')]);
    expect(killed).toBeDefined();
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter + 20);

    // The primary starts a third process in the killed one's place.
    await waitFor(() => logLines(node).some((line) => /^server process 3 ready/.test(line.msg)), STARTS_WITHIN.startWithinMs);
    const after = childPids(node.pid);
    expect(after).toHaveLength(2);
    expect(after).not.toContain(killed);

    const stored = await storedMessages(database, roomId);
    const storedKeys = new Set(stored.map((message) => message.client_key));
    for (const message of acknowledged) expect(storedKeys.has(message.client_key)).toBe(true);
    expect(storedKeys.size).toBe(stored.length);
    expect(stored.map((message) => message.seq)).toEqual(stored.map((_, i) => i + 1));
    const again = await postOnNewConnection(node.url, user.cookie, roomId, 'after-restart');
    expect(again.ok).toBe(true);
  });

  it('SIGTERM drains both processes and the primary exits 0', async () => {
    const node = await start();
    const workers = childPids(node.pid);
    node.signal('SIGTERM');
    expect(await node.exited).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});
