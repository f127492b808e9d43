import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRoom,
  createUser,
  freshStore,
  killAllNodes,
  RoomFeed,
  send,
  type SendOutcome,
  sharedSecret,
  startNode,
  storedMessages,
  type StoreDialect,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
} from './support';

afterEach(killAllNodes);

/** A node with one user, one room and a subscriber on it; on PostgreSQL, with Redis as it is deployed. */
async function nodeWithSubscriber(dialect: StoreDialect) {
  const store = await freshStore(dialect);
  const database = await store.open();
  const user = await createUser(database, '投稿者');
  const redis: Record<string, string> = dialect === 'postgres' && TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {};
  const node = await startNode({ ...store.env, ...redis, APP_SECRET: sharedSecret() });
  const roomId = await createRoom(database, node.url, user, []);
  const listener = new RoomFeed(user.cookie, roomId);
  await listener.connect(node);
  await listener.ready(node.url, user.cookie);
  return { store, database, user, node, roomId, listener };
}

async function underLoad(dialect: StoreDialect) {
  const { store, database, user, node, roomId, listener } = await nodeWithSubscriber(dialect);
  try {
    const acknowledged: SendOutcome[] = [];
    const refused: SendOutcome[] = [];
    let terminated = false;
    const poster = async (name: string) => {
      for (let i = 0; ; i++) {
        const outcome = await send(node.url, user.cookie, roomId, `${name}-${i}`);
        if (!outcome.ok) {
          refused.push(outcome);
          return;
        }
        acknowledged.push(outcome);
        if (acknowledged.length === 20 && !terminated) {
          terminated = true;
          node.signal('SIGTERM');
        }
      }
    };
    await Promise.all(['p0', 'p1', 'p2', 'p3'].map(poster));
    expect(await node.exited, node.output()).toEqual({ code: 0, signal: null });
    await listener.until(() => listener.closeCodes.length > 0);
    expect(listener.closeCodes).toEqual([1001]);
    // Once closing, the node answers 503 or no longer accepts the connection: never a half-done request.
    for (const outcome of refused) expect(outcome.ok ? 200 : outcome.status).toSatisfy((s: number) => s === 503 || s === 0);

    const stored = await storedMessages(database, roomId);
    const keys = new Set(stored.map((m) => m.client_key));
    expect(keys.size).toBe(stored.length);
    for (const outcome of acknowledged) if (outcome.ok) expect(keys.has(outcome.message.client_key!)).toBe(true);
  } finally {
    await listener.close();
    await store.drop();
  }
}

describe('graceful shutdown under load on embedded SQLite', () => {
  it('SIGTERM keeps every acknowledged post, closes sockets with 1001 and exits 0', () => underLoad('sqlite'));

  it('SIGTERM on an idle node stops it at once, whatever connections a browser left open: exit 0', async () => {
    const store = await freshStore('sqlite');
    const database = await store.open();
    const opened: Socket[] = [];
    try {
      const node = await startNode({ ...store.env, APP_SECRET: sharedSecret() });
      const user = await createUser(database, '閲覧者');
      const port = Number(new URL(node.url).port);
      const connect = async () => {
        const socket = net.connect(port, '127.0.0.1');
        opened.push(socket);
        socket.on('data', () => undefined).on('error', () => undefined);
        await once(socket, 'connect');
        return socket;
      };
      // A connection opened ahead of need that has sent nothing yet (browsers keep one ready).
      await connect();
      // A socket whose client never answers the server's close (a page frozen in a background tab, a lost network).
      const frozen = await connect();
      frozen.write(
        `GET /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${node.url}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
          `Sec-WebSocket-Protocol: graphql-transport-ws\r\nCookie: ${user.cookie}\r\n\r\n`,
      );
      expect(String((await once(frozen, 'data'))[0])).toMatch(/^HTTP\/1.1 101/);
      // And a keep-alive connection after a request, as any page leaves.
      expect((await fetch(`${node.url}/healthz`)).status).toBe(200);

      node.signal('SIGTERM');
      // Far below the 15 s after which the node gives up waiting, exits 1 and says the shutdown took too long.
      const exit = await Promise.race([node.exited, sleep(10_000).then(() => 'still running' as const)]);
      expect(exit, node.output()).toEqual({ code: 0, signal: null });
      expect(node.output()).not.toContain('shutdown took too long');
    } finally {
      for (const socket of opened) socket.destroy();
      await store.drop();
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('graceful shutdown on PostgreSQL and Redis (needs TEST_DATABASE_URL)', () => {
  it('SIGTERM keeps every acknowledged post, closes sockets with 1001 and exits 0', () => underLoad('postgres'));

  it('SIGTERM on an idle node ends its live subscriptions and exits 0', async () => {
    const { store, node, listener } = await nodeWithSubscriber('postgres');
    try {
      node.signal('SIGTERM');
      expect(await node.exited, node.output()).toEqual({ code: 0, signal: null });
      expect(listener.closeCodes).toEqual([1001]);
    } finally {
      await listener.close();
      await store.drop();
    }
  });

  it('requests in flight when SIGTERM arrives complete before the process exits', async () => {
    const { store, database, user, node, roomId, listener } = await nodeWithSubscriber('postgres');
    const lock = new pg.Client({ connectionString: store.env.DATABASE_URL });
    // A second connection watches: statistics read inside a transaction are a snapshot that never moves.
    const watch = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await lock.connect();
    await watch.connect();
    try {
      // Hold the room's row: every post waits on it inside the server, so they are certainly in flight.
      await lock.query('begin');
      await lock.query('select id from rooms where id = $1 for update', [roomId]);
      const inFlight = ['f0', 'f1', 'f2', 'f3', 'f4'].map((key) => send(node.url, user.cookie, roomId, key));
      const waiting = async () =>
        (
          await watch.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows[0]?.n ?? 0;
      while ((await waiting()) < inFlight.length) await sleep(20);

      node.signal('SIGTERM');
      await listener.until(() => listener.closeCodes.length > 0);
      expect(listener.closeCodes).toEqual([1001]);
      // Shutting down: new work is turned away and stores nothing.
      const late = await send(node.url, user.cookie, roomId, 'late');
      expect(late.ok).toBe(false);

      await lock.query('commit');
      const outcomes = await Promise.all(inFlight);
      expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true, true]);
      expect(await node.exited, node.output()).toEqual({ code: 0, signal: null });
      const keys = (await storedMessages(database, roomId)).map((m) => m.client_key);
      expect(keys.filter((k) => k?.startsWith('f')).sort()).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
      expect(keys).not.toContain('late');
    } finally {
      await lock.end();
      await watch.end();
      await listener.close();
      await store.drop();
    }
  });
});
