import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SOCKET } from '@musubi/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRoom,
  createUser,
  freePort,
  freshStore,
  hasPostgresAndRedis,
  killAllNodes,
  RoomFeed,
  send,
  sharedSecret,
  startNode,
  storedMessages,
  TEST_REDIS_URL,
} from './support';

afterEach(killAllNodes);

const LONGER_THAN_RETRIES_MS = 14_000;

/** A TCP relay to the test Redis that can be cut, all its connections with it, and opened again on its port. */
function redisRelay(port: number) {
  const target = new URL(TEST_REDIS_URL as string);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    open: () => new Promise<void>((resolve) => (server = net.createServer(relay).listen(port, '127.0.0.1', resolve))),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

// Skipped in the first CI pass, which has no Redis.
describe.runIf(hasPostgresAndRedis)('a Redis outage (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  /** A node reaching Redis through a relay, with one user and one room. */
  async function nodeBehindRelay() {
    const store = await freshStore('postgres');
    const database = await store.open();
    const user = await createUser(database, '投稿者');
    const relay = redisRelay(await freePort());
    await relay.open();
    const node = await startNode({ ...store.env, REDIS_URL: relay.url, APP_SECRET: sharedSecret() });
    const roomId = await createRoom(database, node.url, user, []);
    return { store, database, user, relay, node, roomId };
  }

  /** Posts until the node takes one (ioredis reconnects with a growing wait, up to 2 s). */
  async function postOnceBack(url: string, cookie: string, roomId: string): Promise<void> {
    let after = await send(url, cookie, roomId, 'after-0');
    for (let attempt = 1; !after.ok && attempt < 20; attempt++) {
      await sleep(500);
      after = await send(url, cookie, roomId, `after-${attempt}`);
    }
    expect(after.ok, JSON.stringify(after)).toBe(true);
  }

  it('keeps the node up, refuses posts meanwhile with nothing written, and delivers live again once Redis is back', async () => {
    const { store, database, user, relay, node, roomId } = await nodeBehindRelay();
    const listener = new RoomFeed(user.cookie, roomId);
    try {
      await listener.connect(node);
      await listener.ready(node.url, user.cookie);

      await relay.cut();
      const during = await send(node.url, user.cookie, roomId, 'during');
      expect(during.ok).toBe(false);
      expect(during.ok ? '' : during.error).toContain('INTERNAL_SERVER_ERROR');
      expect((await fetch(`${node.url}/healthz`)).status).toBe(200);

      await relay.open();
      await postOnceBack(node.url, user.cookie, roomId);
      // What was published while the node could not hear it is not delivered live: once it hears again, the socket
      // opened before the outage is closed as fallen behind, so that its page catches up.
      await listener.until(() => listener.closeCodes.includes(SOCKET.fellBehindCode));
      expect((await storedMessages(database, roomId)).map((m) => m.client_key)).not.toContain('during');
      // Its page's new socket hears live again.
      const again = new RoomFeed(user.cookie, roomId);
      await again.connect(node);
      await again.ready(node.url, user.cookie);
      await again.close();

      node.signal('SIGTERM');
      expect(await node.exited, node.output()).toEqual({ code: 0, signal: null });
      // Each connection logs its outage once, not on every retry, and its end.
      const lines = node.output().split('\n').filter((line) => line.includes('"redis":'));
      const said = (message: string) => lines.filter((line) => line.includes(message)).map((line) => (JSON.parse(line) as { redis: string }).redis).sort();
      expect(said('Redis is unreachable')).toEqual(['commands', 'events in']);
      expect(said('Redis is reachable again')).toEqual(['commands', 'events in']);
    } finally {
      await listener.close();
      await relay.cut();
      await store.drop();
    }
  });

  it('makes a subscription asked for during a long outage once Redis is back, and stops at once while Redis is away', async () => {
    const { store, user, relay, node, roomId } = await nodeBehindRelay();
    const listener = new RoomFeed(user.cookie, roomId);
    try {
      await relay.cut();
      await listener.connect(node);
      // Longer than ioredis's default patience for a command (20 reconnection attempts, about 12 s).
      await sleep(LONGER_THAN_RETRIES_MS);
      await relay.open();
      await postOnceBack(node.url, user.cookie, roomId);
      // A post may go out before the node's subscription is made again: the feed is live once it hears a probe.
      await listener.ready(node.url, user.cookie);

      await relay.cut();
      node.signal('SIGTERM');
      expect(await node.exited, node.output()).toEqual({ code: 0, signal: null });
    } finally {
      await listener.close();
      await store.drop();
    }
  }, 60_000);
});
