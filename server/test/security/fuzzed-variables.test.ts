import {
  buildSchema,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaSource } from '../../src/modules';
import { signUpUser, startTestServer, type TestClient, type TestServer } from '../harness';
import { isJapanese, logCapture } from './support';

/** A value left out of the variables altogether (a required one missing). */
const MISSING = Symbol('missing');
type Hostile = unknown;

/** Values of the wrong type for a scalar or enum: each one must be refused while the variables are read. */
function wrongFor(type: GraphQLInputType): Hostile[] {
  const named = getNamedType(type);
  if (isEnumType(named)) return ['NOT_A_VALUE', named.getValues()[0]!.name.toLowerCase() + 'x', 1, true, { a: 1 }, [[]]];
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return [
      'text',
      7,
      true,
      [[1]],
      { unknownField: 1 },
      ...fields.flatMap((field) => hostileValues(field.type).slice(0, 4).map((value) => (value === MISSING ? {} : { [field.name]: value }))),
    ];
  }
  switch (named.name) {
    case 'Int':
      return ['12', 'abc', 1.5, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, true, { n: 1 }, [[1]]];
    case 'Float':
      return ['1.5', 'abc', true, { n: 1 }, [[1]]];
    case 'Boolean':
      return ['true', 1, 0, { b: true }, [[true]]];
    case 'ID':
      return [true, 1.5, { id: 'x' }, [['x']]];
    case 'String':
      return [1, true, 1.5, { s: 'x' }, [['x']]];
    default:
      // JSON takes any value: nothing is of the wrong type for it.
      return [];
  }
}

/** Malformed values for an argument of this type: null or missing where required, then every wrong type. */
function hostileValues(type: GraphQLInputType): Hostile[] {
  if (isNonNullType(type)) return [null, MISSING, ...hostileValues(type.ofType)];
  if (isListType(type)) {
    const items = hostileValues(type.ofType).filter((v) => v !== MISSING);
    // A list of the right depth with one bad item, and an object where a list belongs.
    return [{ list: false }, ...items.slice(0, 6).map((item) => [item])];
  }
  return wrongFor(type);
}

interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  document: string;
}

/** One document per operation of the schema, every argument a variable of its declared type. */
function operationsOf(schemaSource: string): Operation[] {
  const schema = buildSchema(schemaSource);
  const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const named = getNamedType(field.type);
      const selection = isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
      const name = `Fuzz_${field.name}`;
      const document = `${kind} ${name}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
      return { kind, field, document };
    }),
  );
}

/** Every malformed set of variables for an operation: one argument wrong at a time, the others left out. */
function* malformedVariables(operation: Operation): Generator<Record<string, unknown>> {
  for (const arg of operation.field.args) {
    for (const value of hostileValues(arg.type)) {
      if (value === MISSING) {
        if (isNonNullType(arg.type)) yield {};
        continue;
      }
      yield { [arg.name]: value };
    }
  }
}

interface Answer {
  status: number;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

let server: TestServer;
let signedIn: TestClient;
const log = logCapture();

beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
  signedIn = (await signUpUser(server)).client;
});

async function post(client: TestClient, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

async function get(client: TestClient, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${server.url}/graphql?${search}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

/** Sends each operation every malformed set of variables; answers what went wrong, as lines to read. */
async function fuzz(send: (query: string, variables: Record<string, unknown>) => Promise<Answer>, operations: Operation[]) {
  const wrong: string[] = [];
  const statuses = new Set<number>();
  let requests = 0;
  for (const operation of operations) {
    for (const variables of malformedVariables(operation)) {
      // Twice: compiled execution (graphql-jit) takes over a document from its second request.
      for (let round = 0; round < 2; round++) {
        const answer = await send(operation.document, variables);
        requests += 1;
        statuses.add(answer.status);
        const what = `${operation.field.name} ${JSON.stringify(variables).slice(0, 60)}`;
        if (!answer.errors?.length) wrong.push(`${what}: answered without an error`);
        for (const error of answer.errors ?? []) {
          if (error.extensions?.code !== 'BAD_USER_INPUT') wrong.push(`${what}: ${error.extensions?.code} ${error.message}`);
          else if (!isJapanese(error.message)) wrong.push(`${what}: not in Japanese: ${error.message}`);
        }
        if (answer.status >= 500) wrong.push(`${what}: HTTP ${answer.status}`);
      }
    }
  }
  return { wrong: [...new Set(wrong)], requests, statuses };
}

const operations = operationsOf(loadSchemaSource());

describe('malformed variables for every operation of the schema', () => {
  it('covers every Query and Mutation field', () => {
    const schema = buildSchema(loadSchemaSource());
    const all = [schema.getQueryType(), schema.getMutationType()].flatMap((root) => Object.keys(root?.getFields() ?? {}));
    expect(operations.map((o) => o.field.name).sort()).toEqual(all.sort());
    expect(operations.filter((o) => o.field.args.length > 0).length).toBeGreaterThan(100);
  });

  // Several thousand requests one after another: longer than the default test time on a busy machine.
  it('answers a signed-in user BAD_USER_INPUT in Japanese, logging no error', async () => {
    const { wrong, requests, statuses } = await fuzz((query, variables) => post(signedIn, query, variables), operations);
    expect(requests).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
    // Refused before execution, as GraphQL over HTTP says: 400.
    expect([...statuses]).toEqual([400]);
    expect(log.errors()).toEqual([]);
  }, 600_000);

  it('answers a signed-out client BAD_USER_INPUT in Japanese, logging no error', async () => {
    const { wrong } = await fuzz((query, variables) => post(server.client(), query, variables), operations);
    expect(wrong).toEqual([]);
    expect(log.errors()).toEqual([]);
  }, 600_000);

  it('answers mutations sent by GET BAD_USER_INPUT in Japanese, logging no error', async () => {
    const mutations = operations.filter((o) => o.kind === 'mutation');
    for (const client of [signedIn, server.client()]) {
      const { wrong, statuses } = await fuzz((query, variables) => get(client, query, variables), mutations);
      expect(wrong).toEqual([]);
      // Refused for its method before its variables are read.
      expect([...statuses]).toEqual([405]);
    }
    expect(log.errors()).toEqual([]);
  }, 600_000);
});

describe('malformed requests', () => {
  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const cases: Array<[string, string, RequestInit | undefined]> = [
    ['variables that are not JSON, by GET', `/graphql?query=${encodeURIComponent('query ($a: Int) { __typename }')}&variables=notjson`, undefined],
    ['no query, by GET', '/graphql', undefined],
    ['no query', '/graphql', json({})],
    ['an unknown persisted query', '/graphql', json({ extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } })],
    ['a subscription over HTTP', '/graphql', json({ query: 'subscription { onSessionEnd { reason } }' })],
    ['an unknown operation name', '/graphql', json({ query: 'query A { __typename }', operationName: 'Z' })],
    ['an integer too large for Int, in the document', '/graphql', json({ query: '{ findUsers(search: "ab", limit: 99999999999) { nextToken } }' })],
    // Text that is not GraphQL is never read as a syntax tree written in JSON, which no parser limit would bound.
    ['a number for the query', '/graphql', json({ query: 5 })],
    ['a syntax tree for the query, written in JSON', '/graphql', json({ query: JSON.stringify(parse('{ __typename }', { noLocation: true })) })],
    ['a malformed syntax tree for the query', '/graphql', json({ query: JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] }) })],
  ];

  it.each(cases)('answers %s with BAD_USER_INPUT in Japanese, logging no error', async (_name, path, init) => {
    const before = log.errors().length;
    for (const cookie of [signedIn.cookie!, '']) {
      const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
      const answer = (await response.json()) as Omit<Answer, 'status'>;
      expect(response.status).toBe(400);
      expect(answer.errors?.length).toBeGreaterThan(0);
      for (const error of answer.errors ?? []) {
        expect(error.extensions?.code).toBe('BAD_USER_INPUT');
        expect(isJapanese(error.message), error.message).toBe(true);
      }
    }
    expect(log.errors().slice(before)).toEqual([]);
  });
});
