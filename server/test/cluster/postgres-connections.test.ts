import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoom, createUser, freshStore, killAllNodes, send, sharedSecret, startNode, storedMessages, TEST_DATABASE_URL } from './support';

afterEach(killAllNodes);

const LOST = 'A PostgreSQL connection was ended';

// Skipped without TEST_DATABASE_URL (the first CI pass has no PostgreSQL).
describe.runIf(TEST_DATABASE_URL)('PostgreSQL ending a node\'s connections (needs TEST_DATABASE_URL)', () => {
  it('keeps the node up, and its next post is stored on a new connection', async () => {
    const store = await freshStore('postgres');
    const database = await store.open();
    const user = await createUser(database, '投稿者');
    // The node's connections carry a name of their own, so that only they are ended (as a restart of PostgreSQL,
    // an administrator or an idle time-out on the way would end them).
    const url = new URL(store.env.DATABASE_URL!);
    url.searchParams.set('application_name', 'node-under-test');
    const node = await startNode({ ...store.env, DATABASE_URL: url.toString(), APP_SECRET: sharedSecret() });
    const admin = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await admin.connect();
    try {
      const roomId = await createRoom(database, node.url, user, []);
      expect((await send(node.url, user.cookie, roomId, 'before')).ok).toBe(true);
      // Only connections idle for less than half the pool's idle time-out (10 s): one the pool is closing itself at
      // that moment would end without a word.
      const ended = await admin.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'node-under-test' and state_change > now() - interval '5 seconds'",
      );
      expect(ended.rows.length).toBeGreaterThan(0);
      // Each idle connection hears of its end when PostgreSQL closes it, and the node says so once for each.
      const told = () => node.output().split('\n').filter((line) => line.includes(LOST)).length;
      await expect.poll(told, { timeout: 10_000 }).toBe(ended.rows.length);
      expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
      const after = await send(node.url, user.cookie, roomId, 'after');
      expect(after.ok, JSON.stringify(after)).toBe(true);
      expect((await storedMessages(database, roomId)).map((m) => m.client_key)).toEqual(expect.arrayContaining(['before', 'after']));

      node.signal('SIGTERM');
      expect(await node.exited, node.output()).toEqual({ code: 0, signal: null });
    } finally {
      await admin.end();
      await store.drop();
    }
  });
});
