import { MESSAGES } from '@musubi/shared';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { POSTGRES_POOL_SIZE } from '../../src/db';
import { graphql } from '../graphql';
import { queryText, signUpUser, startTestServer, TEST_DATABASE_URL } from '../harness';

const server = await startTestServer({ env: { SHED_EVENT_LOOP_DELAY_MS: '500' } });
const BUSY = { errors: [{ message: MESSAGES.serverBusy, extensions: { code: 'SERVER_BUSY' } }] };

/** Keeps the event loop busy in slices of `sliceMs`, for `totalMs`: every timer of the loop runs that late. */
async function saturate(sliceMs: number, totalMs: number) {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Date.now() + sliceMs;
    while (Date.now() < sliceEnd);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('answers GraphQL 503 with Retry-After while its event loop is saturated, keeps /healthz and the pages answering, and recovers', async () => {
  const query = { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ __typename }' } };
  expect((await server.app.inject(query)).statusCode).toBe(200);

  await saturate(700, 2_500);
  const refused = await server.app.inject(query);
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('2');
  expect(refused.json()).toEqual(BUSY);
  expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  // The pages and their files still load, so a browser can wait and ask again.
  expect((await server.app.inject({ method: 'GET', url: '/auth/login' })).statusCode).not.toBe(503);

  // Once the loop is free again, the next measurement lets requests through.
  await expect.poll(async () => (await server.app.inject(query)).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
});

const ADD_ROOM = graphql(`mutation LoadSheddingAddRoom($name: String!) { addRoom(input: { name: $name }) { id } }`);

it.runIf(TEST_DATABASE_URL)('answers 503 with Retry-After while a query has waited too long for a PostgreSQL connection, writing nothing, and recovers (needs TEST_DATABASE_URL)', async () => {
  const behind = await startTestServer({ env: { SHED_CONNECTION_WAIT_MS: '50' } });
  const { client } = await signUpUser(behind);
  const { db } = behind.database;
  const roomsNamed = async (name: string) => (await db.selectFrom('rooms').select('id').where('name', '=', name).execute()).length;

  // Every connection of the pool is taken by a transaction that waits.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const holders = Array.from({ length: POSTGRES_POOL_SIZE }, () =>
    db.transaction().execute(async () => {
      holding++;
      await gate;
    }),
  );
  await expect.poll(() => holding).toBe(POSTGRES_POOL_SIZE);

  // A request admitted now waits for a connection; once it has waited past the threshold, new work is refused.
  const waiting = client.gql(ADD_ROOM, { name: '待っていた部屋' });
  await expect.poll(() => behind.database.connectionWaitMs()).toBeGreaterThan(50);
  const refused = await fetch(`${behind.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie! },
    body: JSON.stringify({ query: queryText(ADD_ROOM), variables: { name: '断られた部屋' } }),
  });
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('2');
  expect(await refused.json()).toEqual(BUSY);
  // A page's socket is refused the same way, so it waits and opens again later.
  const upgrade = await new Promise<number | undefined>((resolve, reject) => {
    const socket = new WebSocket(behind.wsUrl, 'graphql-transport-ws', { headers: { cookie: client.cookie!, origin: behind.url } });
    socket.on('error', () => undefined);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the socket was opened')));
  });
  expect(upgrade).toBe(503);
  expect((await fetch(`${behind.url}/healthz`)).status).toBe(200);

  release();
  await Promise.all(holders);
  expect((await waiting).errors).toBeUndefined();
  expect(behind.database.connectionWaitMs()).toBe(0);
  expect(await roomsNamed('断られた部屋')).toBe(0);
  expect(await roomsNamed('待っていた部屋')).toBe(1);
  // Asked again once the database has caught up, the same request is served.
  await client.ok(ADD_ROOM, { name: '断られた部屋' });
  expect(await roomsNamed('断られた部屋')).toBe(1);
});
