import http from 'node:http';
import { LIMITS, MESSAGES } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../graphql';
import { signUpUser, startTestServer, type TestServer } from '../harness';
import { newId, newPublicCode } from '../../src/lib/ids';
import { logCapture } from './support';

/** A public room (anyone may join by its code) of the owner and `others` more members, written into the tables. */
async function publicRoom(server: TestServer, ownerId: string, others: number): Promise<string> {
  const now = server.clock.now().toISOString();
  const users = Array.from({ length: others }, (_, i) => ({
    id: newId(), email: `member${i}-${newId()}@musubi.test`, password_hash: 'x', name: `メンバー${i}`, status: 1, createdAt: now, updatedAt: now,
  }));
  await server.deps.db.insertInto('users').values(users).execute();
  const roomId = newId();
  await server.deps.db
    .insertInto('rooms')
    .values({ id: roomId, name: '公開ルーム', created_user_id: ownerId, musubiCode: newPublicCode(), public: 1, createdAt: now, updatedAt: now })
    .execute();
  const members = [ownerId, ...users.map((u) => u.id)];
  await server.deps.db
    .insertInto('user_rooms')
    .values(members.map((id, i) => ({ id: newId(), user_id: id, room_id: roomId, role: i === 0 ? 2 : 1, createdAt: now, updatedAt: now })))
    .execute();
  return roomId;
}

/** The testers' query: each alias a room's members, each member's room, its members again, their room's id. */
function nestedMembers(roomId: string, aliases: number): string {
  const one = `getRoom(id: "${roomId}") { users(limit: 100) { items { room { users(limit: 100) { items { room { id } } } } } } }`;
  return `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${one}`).join(' ')} }`;
}

/** Fragment F0 spreads F1, F1 spreads F2, …: a chain `length` long. */
function fragmentChain(length: number): string {
  const fragments = Array.from({ length }, (_, i) =>
    i < length - 1 ? `fragment F${i} on Query { ...F${i + 1} }` : `fragment F${i} on Query { captchaChallenge }`,
  );
  return `query { ...F0 } ${fragments.join(' ')}`;
}

/** A POST to /graphql with this body, with or without a session. */
function post(server: TestServer, body: string, cookie?: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  });
}

const MEMBERS_OF_ROOM = graphql(`
  query NoStallsMembers($id: ID!) {
    getRoom(id: $id) { users(limit: 100) { items { id user_id role } } }
  }
`);

const UPDATE_ROOM = graphql(`
  mutation NoStallsUpdateRoom($input: UpdateRoomInput!) {
    updateRoom(input: $input) { id name image description overview public }
  }
`);

const FIND_USERS = graphql(`
  query NoStallsFindUsers($search: String) {
    a0: findUsers(search: $search, limit: 100) { items { id name } }
    a1: findUsers(search: $search, limit: 100) { items { id name } }
    a2: findUsers(search: $search, limit: 100) { items { id name } }
    a3: findUsers(search: $search, limit: 100) { items { id name } }
    a4: findUsers(search: $search, limit: 100) { items { id name } }
    a5: findUsers(search: $search, limit: 100) { items { id name } }
    a6: findUsers(search: $search, limit: 100) { items { id name } }
    a7: findUsers(search: $search, limit: 100) { items { id name } }
    a8: findUsers(search: $search, limit: 100) { items { id name } }
    a9: findUsers(search: $search, limit: 100) { items { id name } }
  }
`);

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
const log = logCapture();

beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
  owner = await signUpUser(server);
  roomId = await publicRoom(server, owner.id, 100);
});

describe('a list the web app never nests', () => {
  it('refuses the nested members of a 101-member public room before running it, under 10 and 24 aliases', async () => {
    for (const aliases of [10, 24]) {
      const response = await post(server, JSON.stringify({ query: nestedMembers(roomId, aliases) }), owner.client.cookie!);
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text.length).toBeLessThan(2_000);
      const answer = JSON.parse(text) as { data: unknown; errors: Array<{ message: string; extensions: Record<string, unknown> }> };
      expect(answer.data).toBeNull();
      expect(answer.errors[0]).toMatchObject({ message: MESSAGES.queryTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'nesting' } });
    }
  });

  it('still answers a room’s 101 members a page at a time', async () => {
    const { getRoom } = await owner.client.ok(MEMBERS_OF_ROOM, { id: roomId });
    expect(getRoom.users.items).toHaveLength(100);
  });
});

describe('a chain of fragments', () => {
  it('is refused as BAD_USER_INPUT at 3,000 and at 400 links, signed in or not, with nothing logged as an error', async () => {
    // 3,000 links are over 100 KB: more than a client without a session may send at all.
    const tries = [
      { length: 3_000, cookie: owner.client.cookie! },
      { length: 400, cookie: owner.client.cookie! },
      { length: 400, cookie: undefined },
    ];
    for (const { length, cookie } of tries) {
      const response = await post(server, JSON.stringify({ query: fragmentChain(length) }), cookie);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(answer.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(log.errors()).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toContain('Maximum call stack');
  });

  it('still lets a short chain through', async () => {
    const answer = await owner.client.gql(fragmentChain(3));
    expect(answer.errors).toBeUndefined();
  });
});

describe('the body of /graphql', () => {
  it('takes the longest the web app sends: a room’s description and overview at their maximum, in Japanese', async () => {
    const text = '結'.repeat(LIMITS.description);
    const { updateRoom } = await owner.client.ok(UPDATE_ROOM, { input: { id: roomId, description: text, overview: text } });
    expect(updateRoom?.description).toHaveLength(LIMITS.description);
  });

  it('refuses a larger body with 413 and LIMIT_EXCEEDED, before reading it', async () => {
    const body = JSON.stringify({ query: '{ getUserDetail { id } }', variables: { pad: 'x'.repeat(200 * 1024) } });
    const response = await post(server, body, owner.client.cookie!);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'body' } }],
    });
  });

  it('lets a sender still writing a refused body finish it and read the refusal, on a connection that stays open', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const pad = 'x'.repeat(64 * 1024);
    const chunks = 8;
    const length = Buffer.byteLength(JSON.stringify({ query: '{ captchaChallenge }', variables: { pad: '' } })) + pad.length * chunks;
    const answer = await new Promise<{ status: number; body: string; sent: boolean }>((resolve, reject) => {
      const request = http.request(`${server.url}/graphql`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': String(length) },
      });
      request.on('error', reject);
      request.write(`{"query":"{ captchaChallenge }","variables":{"pad":"${pad}`);
      // The rest is written only once the refusal has arrived: a server that closed would break this pipe.
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        for (let i = 1; i < chunks; i++) request.write(pad);
        request.end('"}}', () => response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent: true })));
      });
    });
    expect(answer).toMatchObject({ status: 413, sent: true });
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED' } }] });
    // The same connection answers the next request.
    const next = await new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${server.url}/healthz`, { agent }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket });
      });
      request.on('error', reject);
    });
    expect(next).toEqual({ status: 200, reused: true });
    agent.destroy();
  });
});

describe('a client without a session', () => {
  it('may send a smaller body than a signed-in one', async () => {
    const body = JSON.stringify({ query: '{ captchaChallenge }', variables: { pad: 'x'.repeat(60 * 1024) } });
    const signedIn = await post(server, body, owner.client.cookie!);
    expect(signedIn.status).toBe(200);
    const signedOut = await post(server, body);
    expect(signedOut.status).toBe(413);
    expect(await signedOut.json()).toMatchObject({ errors: [{ message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'body' } }] });
  });

  it('is held to its smaller body without a Content-Length too', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.write(JSON.stringify({ query: '{ captchaChallenge }', variables: { pad: 'x'.repeat(60 * 1024) } }));
      request.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'body' } }] });
  });

  it('may ask for less at once than a signed-in one', async () => {
    const signedIn = await owner.client.gql(FIND_USERS, { search: 'メンバー' });
    expect(signedIn.errors).toBeUndefined();
    const signedOut = await server.client().gql(FIND_USERS, { search: 'メンバー' });
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors?.[0]).toMatchObject({ message: MESSAGES.queryTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'cost' } });
  });
});

describe('a request that runs past its deadline', () => {
  it('stops inside a list it has started and answers the refusal alone, without the part it had', async () => {
    const hurried = await startTestServer({ queryTimeoutMs: 1_000 });
    const member = await signUpUser(hurried);
    const room = await publicRoom(hurried, member.id, 100);
    // From here each reading of the clock moves it on by 50 ms: the deadline passes after 20 readings, inside the
    // list of 100 members, however fast the machine.
    const start = hurried.clock.now().getTime();
    let readings = 0;
    hurried.clock.now = () => new Date(start + 50 * readings++);
    const response = await post(hurried, JSON.stringify({ query: `{ getRoom(id: "${room}") { users(limit: 100) { items { id role } } } }` }), member.client.cookie!);
    const answer = (await response.json()) as { data: unknown; errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toMatchObject({ message: MESSAGES.queryTimedOut, extensions: { code: 'LIMIT_EXCEEDED', limit: 'timeout' } });
    expect(readings).toBeLessThan(60);
  });

  it('answers no more items than the budget allows, whatever the deadline', async () => {
    const small = await startTestServer({ env: { QUERY_MAX_ITEMS: '50' } });
    const member = await signUpUser(small);
    const room = await publicRoom(small, member.id, 100);
    // The second time the same text runs compiled (graphql-jit): stopped the same way.
    for (let run = 0; run < 3; run++) {
      const answer = await member.client.gql(MEMBERS_OF_ROOM, { id: room });
      expect(answer.data).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.queryTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'items', max: 50 } });
    }
    const fewer = await member.client.gql(`{ getRoom(id: "${room}") { users(limit: 50) { items { id } } } }`);
    expect(fewer.errors).toBeUndefined();
  });
});
