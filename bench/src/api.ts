import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_LIMITS } from '@musubi/shared';
import { createApiToken } from '../../server/src/modules/api';
import { latency } from './delivery';
import { seedRooms, startBenchServer } from './seed';

const TOKENS = 10;
/** Each token stays inside its budget (300 requests per 5 minutes): a few requests are left for reading its rooms. */
const POSTS_PER_TOKEN = API_LIMITS.requestsPerWindow - 10;

const CREATE_MESSAGE = 'mutation ($input: CreateMessageInput!) { createMessageByRole(input: $input) { id seq } }';

/** Runs `perClient` requests on each client one after another, the clients side by side; each request's ms. */
async function closedLoop(clients: number, perClient: number, send: (client: number, i: number) => Promise<void>) {
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < perClient; i++) {
        const t = performance.now();
        await send(client, i);
        samples.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Math.round(samples.length / seconds), latencyMs: latency(samples) };
}

/**
 * `npm run bench -- api`: POST /v2/rooms/{id}/messages per second and its latency with 10 tokens posting side by
 * side (each its own room, each inside its 300-requests budget), beside the same posts over GraphQL
 * (createMessageByRole) by 10 signed-in sessions in the same run, on the embedded database.
 */
export async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-api-'));
  const { app, deps, url } = await startBenchServer(dataDir);
  try {
    const { users, rooms, cookies } = await seedRooms(deps, TOKENS * 2, 1, 'api-bench');
    const apiUsers = users.slice(0, TOKENS);
    const secrets = await Promise.all(
      apiUsers.map(async (u) => (await createApiToken(deps, { id: u.id, email: u.email, status: 1, isAdmin: false, sessionId: 'bench', language: 'ja' }, { name: 'bench', scope: 'write' })).secret),
    );
    const roomNumbers = await Promise.all(
      secrets.map(async (secret) => {
        const list = (await (await fetch(`${url}/v2/rooms`, { headers: { 'x-chatworktoken': secret } })).json()) as Array<{ room_id: number }>;
        return list[0]!.room_id;
      }),
    );

    const rest = await closedLoop(TOKENS, POSTS_PER_TOKEN, async (client, i) => {
      const response = await fetch(`${url}/v2/rooms/${roomNumbers[client]}/messages`, {
        method: 'POST',
        headers: { 'x-chatworktoken': secrets[client]!, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ body: `API からの投稿 ${i}`, self_unread: '1' }).toString(),
      });
      if (response.status !== 200) throw new Error(`POST /v2 answered ${response.status}: ${await response.text()}`);
    });

    const graphqlRooms = rooms.slice(TOKENS);
    const graphqlCookies = cookies.slice(TOKENS);
    const graphql = await closedLoop(TOKENS, POSTS_PER_TOKEN, async (client, i) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: graphqlCookies[client]! },
        body: JSON.stringify({ query: CREATE_MESSAGE, variables: { input: { room_id: graphqlRooms[client]!.id, content: `GraphQL からの投稿 ${i}` } } }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
    });

    console.log(
      JSON.stringify(
        {
          clients: TOKENS,
          postsPerClient: POSTS_PER_TOKEN,
          rest: { route: 'POST /v2/rooms/{room_id}/messages', postsPerSecond: rest.perSecond, latencyMs: rest.latencyMs },
          graphql: { operation: 'createMessageByRole', postsPerSecond: graphql.perSecond, latencyMs: graphql.latencyMs },
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
