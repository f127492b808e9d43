import { buildSchema, getNamedType, getNullableType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLArgument, type GraphQLInputType } from 'graphql';
import { MESSAGES } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaSource } from '../../src/modules';
import { makeRoom } from '../rooms';
import { signUpUser, startTestServer, type TestServer } from '../harness';
import { graphql } from '../graphql';
import { isJapanese, logCapture } from './support';

const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Paging tokens a client could forge: not base64, not JSON, not a list, keys of every wrong type. */
const HOSTILE_TOKENS = [
  'x',
  '!!!',
  'a'.repeat(5000),
  token({}),
  token('s'),
  token([]),
  token([null]),
  token([{ a: 1 }]),
  token([[1]]),
  token([1e308, 'x']),
  token(['x', 'y', 'z']),
  token([true, false]),
  token(['2026/01/01', 2 ** 80]),
  token([-1, -1]),
];

/** Identifiers and text of every awkward shape. */
const HOSTILE_STRINGS = ['', 'x'.repeat(5000), "'; drop table users; --", '\u0000', '%_\\', '😀', '-1', 'null'];
const HOSTILE_INTS = [-1, 0, 2_147_483_647, -2_147_483_648];

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
const log = logCapture();

beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
  owner = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }]);
});

/** A plausible value for an argument, so that the one hostile argument is what the resolver trips on. */
function plausible(arg: GraphQLArgument): unknown {
  const named = getNamedType(arg.type);
  if (isListType(getNullableType(arg.type))) return [roomId];
  if (isInputObjectType(named)) return undefined;
  if (named.name === 'ID') return /user/i.test(arg.name) ? owner.id : roomId;
  if (named.name === 'Int') return 10;
  if (named.name === 'Boolean') return false;
  if (named.name === 'Float') return 1;
  return 'a';
}

function hostileValues(arg: GraphQLArgument): unknown[] {
  if (arg.name === 'nextToken' || arg.name === 'startKey') return HOSTILE_TOKENS;
  const named = getNamedType(arg.type);
  if (!isScalarType(named) || isListType(getNullableType(arg.type))) return [];
  if (named.name === 'Int') return HOSTILE_INTS;
  if (named.name === 'ID' || named.name === 'String') return HOSTILE_STRINGS;
  return [];
}

function typeName(type: GraphQLInputType): string {
  return type.toString();
}

describe('malformed arguments', () => {
  // About 800 requests one after another: longer than the default test time on a busy machine.
  it('answers every forged token and awkward argument of every query with a client error, never INTERNAL_SERVER_ERROR', async () => {
    const schema = buildSchema(loadSchemaSource());
    const query = schema.getQueryType()!;
    const mislabelled: string[] = [];
    const english: string[] = [];
    let requests = 0;
    for (const field of Object.values(query.getFields())) {
      // Input objects are left out when optional; a field that needs one is exercised by its module's tests.
      if (field.args.some((a) => isNonNullType(a.type) && isInputObjectType(getNamedType(a.type)))) continue;
      const args = field.args.filter((a) => !isInputObjectType(getNamedType(a.type)));
      const selection = isScalarType(getNamedType(field.type)) ? '' : '{ __typename }';
      const declared = args.map((a) => `$${a.name}: ${typeName(a.type)}`).join(', ');
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `query Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
      for (const target of args) {
        for (const value of hostileValues(target)) {
          const variables = Object.fromEntries(args.map((a) => [a.name, a === target ? value : plausible(a)]));
          const result = await owner.client.gql(document, variables);
          requests += 1;
          if (result.errors?.some((e) => e.extensions.code === 'INTERNAL_SERVER_ERROR')) {
            mislabelled.push(`${field.name}(${target.name}: ${JSON.stringify(value).slice(0, 40)})`);
          }
          // Every refusal a user can get is in Japanese, the validator's own included (decision 0256).
          for (const error of result.errors ?? []) {
            if (!isJapanese(error.message)) english.push(`${field.name}(${target.name}): ${error.message}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(mislabelled).toEqual([]);
    expect([...new Set(english)]).toEqual([]);
    expect(log.errors()).toEqual([]);
  }, 180_000);

  it('answers a body that is not JSON, or empty, with BAD_USER_INPUT', async () => {
    for (const body of ['{"query": ', '', 'null']) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.client.cookie! },
        body,
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(answer.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(log.errors()).toEqual([]);
  });

  it('refuses a NUL character in a path, a query string, an upload field or a file name, storing nothing', async () => {
    for (const path of ['/api/files/%00/download', '/api/pictures/%00', '/user?username=a%00b']) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie: owner.client.cookie! } });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    for (const [room, name] of [[`${roomId}\u0000`, 'a.txt'], [roomId, 'a\u0000.txt']]) {
      const form = new FormData();
      form.append('room_id', room!);
      form.append('file', new Blob([Uint8Array.from(Buffer.from('こんにちは'))]), name);
      const response = await fetch(`${server.url}/api/files`, { method: 'POST', body: form, headers: { cookie: owner.client.cookie! } });
      expect(response.status).toBe(400);
    }
    expect(await server.deps.db.selectFrom('files').select('id').execute()).toEqual([]);
    expect(log.errors()).toEqual([]);
  });

  it('refuses text holding a NUL character, in variables or in the document, writing nothing', async () => {
    const tags = async () =>
      Number((await server.deps.db.selectFrom('tags').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await tags();
    const create = graphql(`mutation MalformedInputCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }`);
    const inVariables = await owner.client.gql(create, { input: { room_id: roomId, name: 'a\u0000b', color: '#abcdef' } });
    const inDocument = await owner.client.gql(
      'mutation ($room_id: ID!) { createTag(input: { room_id: $room_id, name: "a\\u0000b", color: "#abcdef" }) { id } }',
      { room_id: roomId },
    );
    for (const answer of [inVariables, inDocument]) {
      expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.invalidCharacter, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await tags()).toBe(before);
  });
});
