import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRoom } from '../rooms';
import { QUERY_LIMITS } from '../../src/graphql/hardening';
import { SIGN_UP, signUpUser, startTestServer, subscriptionClient, type TestServer, uniqueEmail } from '../harness';
import { logCapture } from './support';

/** A room's boards with their tasks, their assignees, files and tags, under as many aliases as asked. */
function amplification(roomId: string, aliases: number, limit = '100') {
  const boards = `listBoardsByRoom(room_id: "${roomId}", limit: ${limit}) { items { tasks(limit: ${limit}) { items { usersAssignee { id } files { file_id } tags { id } } } } }`;
  const fields = Array.from({ length: aliases }, (_, i) => `a${i}: ${boards}`);
  const variables = limit === '$n' ? '($n: Int)' : '';
  return `query ${variables} { ${fields.join(' ')} }`;
}

/** Types of types of types …, as deep as asked: deep without a list the web app never nests. */
function deepDocument(levels: number) {
  let inner = 'name';
  for (let i = 0; i < levels; i++) inner = `ofType { ${inner} }`;
  return `{ __schema { types { ${inner} } } }`;
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
      owner.client.gql(amplification(roomId, 2)),
      fetch(`${server.url}/healthz`),
    ]);
    expect(health.status).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.data).toBeNull();
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.queryTooLarge,
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'cost', max: server.config.QUERY_MAX_COST },
    });
    expect(refused.errors?.[0]?.extensions.actual).toBeGreaterThan(server.config.QUERY_MAX_COST);
  });

  it('multiplies by the page sizes the variables ask for', async () => {
    const query = (limit: string) => amplification(roomId, 3, limit);
    const small = await owner.client.gql(query('$n'), { n: 2 });
    expect(small.errors).toBeUndefined();
    expect(small.data).toHaveProperty('a0.items.length', 0);
    const large = await owner.client.gql(query('$n'), { n: 100 });
    expect(large.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'cost' });
    // No limit given: the default page of 50 a level.
    const unlimited = await owner.client.gql(amplification(roomId, 10).replaceAll(', limit: 100', '').replaceAll('(limit: 100)', ''));
    expect(unlimited.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'cost' });
  });

  it('caps aliases, fields and depth per request', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: getUserDetail { id }`);
    const manyAliases = await owner.client.gql(`{ ${aliases.join(' ')} }`);
    expect(manyAliases.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'aliases' });

    const fields = Array.from({ length: QUERY_LIMITS.fields }, () => 'id').join(' ');
    const manyFields = await owner.client.gql(`{ getUserDetail { ${fields} } }`);
    expect(manyFields.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'fields' });

    const deep = await owner.client.gql(deepDocument(QUERY_LIMITS.depth));
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
    expect(new Set(refusals.map((line) => line.limit))).toEqual(new Set(['cost', 'aliases', 'fields', 'depth', 'nesting']));
    expect(log.errors()).toEqual([]);
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
