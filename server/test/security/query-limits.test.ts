import { Writable } from 'node:stream';
import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRoom } from '../rooms';
import { QUERY_LIMITS } from '../../src/graphql/hardening';
import { SIGN_UP, signUpUser, startTestServer, subscriptionClient, type TestServer, uniqueEmail } from '../harness';

/** Every line the server logs at warning and above, parsed. */
function logCapture() {
  const lines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

/** Room.users → UserRoom.room → Room.users …, as deep as asked, under as many aliases as asked. */
function amplification(roomId: string, levels: number, aliases: number, limit = '100') {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `room { users(limit: ${limit}) { items { ${inner} } } }`;
  const fields = Array.from({ length: aliases }, (_, i) => `a${i}: users(limit: ${limit}) { items { ${inner} } }`);
  const variables = limit === "$n" ? "($n: Int)" : "";
  return `query ${variables} { getRoom(id: "${roomId}") { ${fields.join(' ')} } }`;
}

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
const log = logCapture();

beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
  owner = await signUpUser(server);
  const members = [{ id: owner.id }];
  for (let i = 0; i < 3; i++) members.push({ id: (await signUpUser(server)).id, role: ROOM_ROLE.user } as never);
  roomId = await makeRoom(server, members);
});

describe('every query has a cost', () => {
  it('refuses the membership amplification at once, with LIMIT_EXCEEDED, while /healthz answers', async () => {
    const [refused, health] = await Promise.all([
      owner.client.gql(amplification(roomId, 2, 10)),
      fetch(`${server.url}/healthz`),
    ]);
    expect(health.status).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.data).toBeNull();
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.queryTooLarge,
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'cost', max: QUERY_LIMITS.cost },
    });
    expect(refused.errors?.[0]?.extensions.actual).toBeGreaterThan(QUERY_LIMITS.cost);
  });

  it('multiplies by the page sizes the variables ask for', async () => {
    const query = (limit: string) => amplification(roomId, 2, 1, limit);
    const small = await owner.client.gql(query('$n'), { n: 2 });
    expect(small.errors).toBeUndefined();
    expect(small.data).toHaveProperty('getRoom.a0.items.length', 2);
    const large = await owner.client.gql(query('$n'), { n: 100 });
    expect(large.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'cost' });
    // No limit given: the default page of 50 a level.
    const unlimited = await owner.client.gql(amplification(roomId, 2, 10).replaceAll('(limit: 100)', ''));
    expect(unlimited.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'cost' });
  });

  it('caps aliases, fields and depth per request', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: getUserDetail { id }`);
    const manyAliases = await owner.client.gql(`{ ${aliases.join(' ')} }`);
    expect(manyAliases.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'aliases' });

    const fields = Array.from({ length: QUERY_LIMITS.fields }, () => 'id').join(' ');
    const manyFields = await owner.client.gql(`{ getUserDetail { ${fields} } }`);
    expect(manyFields.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'fields' });

    const deep = await owner.client.gql(amplification(roomId, 4, 1, '1'));
    expect(deep.errors?.[0]).toMatchObject({ message: MESSAGES.queryTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'depth' } });
  });

  it('refuses a subscription whose every event would cost too much, counting variable page sizes as the largest', async () => {
    let inner = 'id';
    for (let i = 0; i < 2; i++) inner = `room { users(limit: $n) { items { ${inner} } } }`;
    const client = subscriptionClient(server.wsUrl, owner.client.cookie!);
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: `subscription ($user: ID!, $n: Int) { onUpdateUserRoom(user_id: $user) { room { users(limit: $n) { items { ${inner} } } } } }`, variables: { user: owner.id, n: 100 } },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    await client.dispose();
    expect(JSON.stringify(outcome)).toContain('LIMIT_EXCEEDED');
  });

  it('logs each refusal as one warning line without a stack, and nothing as an error', () => {
    const refusals = log.lines.filter((line) => line.msg === 'GraphQL request refused by a limit');
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    expect(refusals.every((line) => line.level === 40 && !JSON.stringify(line).includes('stack'))).toBe(true);
    expect(new Set(refusals.map((line) => line.limit))).toEqual(new Set(['cost', 'aliases', 'fields', 'depth']));
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('refuses a 10 MB body with a clear code before reading it, and /healthz still answers', async () => {
    const body = JSON.stringify({ query: `{ getUserDetail { id } }`, variables: { pad: 'x'.repeat(10 * 1024 * 1024) } });
    const [refused, health] = await Promise.all([
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.client.cookie! },
        body,
      }),
      fetch(`${server.url}/healthz`),
    ]);
    expect(health.status).toBe(200);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      errors: [{ message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED' } }],
    });
  });
});

describe('a request past its execution deadline', () => {
  it('stops running resolvers, answers LIMIT_EXCEEDED and writes nothing', async () => {
    const hurried = await startTestServer({ queryTimeoutMs: 0 });
    const answer = await hurried.client().gql(SIGN_UP, {
      input: { email: uniqueEmail(), password: 'password123', captcha: 'x' },
    });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.queryTimedOut,
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'timeout' },
    });
    const users = await hurried.deps.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });
});
