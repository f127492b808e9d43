import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import { type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, SelectQueryNode, TableNode, type UnknownRow } from 'kysely';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import pg from 'pg';
import { afterAll } from 'vitest';
import { z } from 'zod';
import WebSocket from 'ws';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import type { Clock } from '../src/lib/clock';
import { startSmtp } from './smtp';
import { graphql } from './graphql';

/** Set by CI's second pass: run the same suite on PostgreSQL and Redis. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** A clock that starts at the real time and moves only when told, so expiry is tested without sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/** The statements run on behalf of one HTTP request, counted while it is answered, and the tables its selects read. */
const requestQueries = new AsyncLocalStorage<{ count: number; reads: string[] }>();
const QUERY_COUNT_HEADER = 'x-test-sql-queries';
const QUERY_READS_HEADER = 'x-test-sql-reads';

/** The table a select reads first (its FROM), by Kysely's query tree. */
function tableRead(node: PluginTransformQueryArgs['node']): string | undefined {
  if (!SelectQueryNode.is(node)) return undefined;
  const from = node.from?.froms[0];
  return from && TableNode.is(from) ? from.table.identifier.name : undefined;
}

/** The tables the selects run outside any request read (a live event's deliveries, jobs), until taken. */
let readsOutsideRequests: string[] = [];

/** The tables selects read outside any request since the last call, in order: what the node did on its own. */
export function takeReadsOutsideRequests(): string[] {
  const reads = readsOutsideRequests;
  readsOutsideRequests = [];
  return reads;
}

/**
 * Counts each statement the database answers in the request it ran for, and notes the table each select reads;
 * statements outside a request are not counted, and their reads are noted apart.
 */
const countQueries: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs) => {
    const table = tableRead(args.node);
    if (table) (requestQueries.getStore()?.reads ?? readsOutsideRequests).push(table);
    return args.node;
  },
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
    const counter = requestQueries.getStore();
    if (counter) counter.count += 1;
    return args.result;
  },
};

/**
 * Answers how many statements each request ran in a response header. Added after the server's own hooks, so the
 * count starts after the session is read: it is what the request's routes and resolvers run.
 */
function reportQueryCounts(app: App['app']) {
  const counters = new WeakMap<object, { count: number; reads: string[] }>();
  app.addHook('onRequest', (request, _reply, done) => {
    const counter = { count: 0, reads: [] as string[] };
    counters.set(request, counter);
    requestQueries.run(counter, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const counter = counters.get(request);
    if (counter) reply.header(QUERY_COUNT_HEADER, String(counter.count)).header(QUERY_READS_HEADER, counter.reads.join(' '));
    return payload;
  });
}

/** A database whose statements are counted per request (TestClient.countQueries). */
function counted(database: Database): Database {
  return { ...database, db: database.db.withPlugin(countQueries) };
}

/** A fresh, empty database of the suite's dialect: a temporary SQLite file or a new PostgreSQL schema. */
export async function freshDatabase(): Promise<{ database: Database; dataDir: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-test-'));
  if (!TEST_DATABASE_URL) {
    const database = counted(openDatabase({ dataDir }));
    return {
      database,
      dataDir,
      drop: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query('create extension if not exists pg_trgm with schema public').catch(() => undefined);
  await admin.end();
  const database = counted(openDatabase({ url: TEST_DATABASE_URL, dataDir, schema }));
  return {
    database,
    dataDir,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  url: string;
  /** The GraphQL WebSocket address (graphql-ws). */
  wsUrl: string;
  app: App['app'];
  deps: App['deps'];
  clock: TestClock;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  config: ReturnType<typeof loadConfig>;
  database: Database;
  client(): TestClient;
  close(): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  limits?: Parameters<typeof buildApp>[0]['limits'];
  /** A pino logger configuration, to read what the server logs (silent by default). */
  logger?: Parameters<typeof buildApp>[0]['logger'];
  queryTimeoutMs?: number;
  /** The long reads' threads and queue (db/reads.ts). */
  reads?: Parameters<typeof buildApp>[0]['reads'];
  /** Starts a second node of this server: the same database, secret and Redis (events cross nodes only by Redis). */
  nodeOf?: TestServer;
}

/**
 * The real server over real HTTP on a fresh database, with mail going to an in-process SMTP server.
 * Closed automatically after the test file.
 */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  if (options.nodeOf) return startNode(options.nodeOf);
  const { database, dataDir, drop } = await freshDatabase();
  const smtp = await startSmtp();
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAILS: 'admin@musubi.test',
    // The test's own work (captchas solved, clients, transactions held open) shares the server's event loop and
    // database: it sheds only when asked to.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_CONNECTION_WAIT_MS: '0',
    // A small proof of work: the tests solve many captchas and none measures the work itself.
    CAPTCHA_MAX_NUMBER: '2000',
    // Each test server keeps its own rate-limit counters and captcha memory in the shared Redis.
    ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:` } : {}),
    ...options.env,
  });
  const { app, deps } = await buildApp({
    config,
    database,
    clock,
    limits: { auth: 10_000, mail: 10_000, http: 10_000, post: 10_000, ...options.limits },
    logger: options.logger ?? false,
    queryTimeoutMs: options.queryTimeoutMs,
    reads: options.reads,
  });
  reportQueryCounts(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  let closed = false;
  const server: TestServer = {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
    app,
    deps,
    clock,
    smtp,
    config,
    database,
    client: () => new TestClient(url),
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await smtp.close();
      await drop();
    },
  };
  afterAll(() => server.close());
  return server;
}

async function startNode(first: TestServer): Promise<TestServer> {
  const clock = new TestClock();
  const { app, deps } = await buildApp({
    config: first.config,
    database: first.database,
    clock,
    limits: { auth: 10_000, mail: 10_000, http: 10_000 },
    logger: false,
  });
  reportQueryCounts(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const node: TestServer = {
    ...first,
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
    app,
    deps,
    clock,
    client: () => new TestClient(url),
    close: () => app.close(),
  };
  // Closed before the first node, which drops the database.
  afterAll(() => node.close());
  return node;
}

export interface GqlResult<T> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions: { code: string; [key: string]: unknown } }>;
}

type Variables = Record<string, unknown>;

/**
 * What a test sends: a document written with server/test/graphql's graphql(), whose answer and variables are typed
 * from the schema, or a plain string for a document the schema refuses on purpose (its answer is unknown).
 */
export type Operation<T, V extends Variables> = TypedDocumentNode<T, V> | string;

const printed = new WeakMap<DocumentNode, string>();
/** The query text sent for a document (printed once per document). */
export function queryText(operation: DocumentNode | string): string {
  if (typeof operation === 'string') return operation;
  let text = printed.get(operation);
  if (text === undefined) {
    text = print(operation);
    printed.set(operation, text);
  }
  return text;
}

/** A browser-like client: keeps its session cookie, speaks GraphQL over JSON POST. */
export class TestClient {
  cookie: string | null = null;
  /** Sent with every request: e.g. X-Forwarded-For, to act from another address behind a trusted proxy. */
  headers: Record<string, string> = {};
  constructor(readonly url: string) {}

  gql<T, V extends Variables>(document: TypedDocumentNode<T, V>, variables?: V): Promise<GqlResult<T>>;
  gql(query: string, variables?: Variables): Promise<GqlResult<unknown>>;
  gql<T, V extends Variables>(operation: Operation<T, V>, variables?: V): Promise<GqlResult<T>> {
    return this.answer(operation, variables);
  }

  private async answer<T>(operation: DocumentNode | string, variables?: Variables): Promise<GqlResult<T>> {
    const response = await this.post(queryText(operation), variables);
    const body = (await response.json()) as Omit<GqlResult<T>, 'status'>;
    return { status: response.status, ...body };
  }

  private async post(query: string, variables?: Record<string, unknown>): Promise<Response> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair && !pair.endsWith('=') ? pair : null;
    }
    return response;
  }

  /**
   * Like ok, with the number of SQL statements the server ran to answer and the tables its selects read, in order
   * (see reportQueryCounts).
   */
  async countQueries<T, V extends Variables>(document: TypedDocumentNode<T, V>, variables?: V): Promise<{ data: T; queries: number; reads: string[] }> {
    const response = await this.post(queryText(document), variables);
    const body = (await response.json()) as Omit<GqlResult<T>, 'status'>;
    if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
    const queries = Number(response.headers.get(QUERY_COUNT_HEADER));
    if (!Number.isInteger(queries)) throw new Error('the server did not count its queries');
    return { data: body.data as T, queries, reads: (response.headers.get(QUERY_READS_HEADER) ?? '').split(' ').filter(Boolean) };
  }

  /** Like gql, but fails the test on any error and returns data. */
  ok<T, V extends Variables>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T>;
  ok(query: string, variables?: Variables): Promise<unknown>;
  async ok<T, V extends Variables>(operation: Operation<T, V>, variables?: V): Promise<T> {
    const result = await this.answer(operation, variables);
    if (result.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }

  /** Solves an ALTCHA challenge as the browser widget would, and returns the payload string. */
  async captcha(): Promise<string> {
    const { captchaChallenge } = await this.ok(graphql(`query HarnessCaptchaChallenge { captchaChallenge }`));
    const challenge = altchaChallenge.parse(captchaChallenge);
    const { promise } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
    const solution = await promise;
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    ).toString('base64');
  }
}

/** The challenge captchaChallenge answers (a JSON scalar: its shape is checked here, not by the schema). */
const altchaChallenge = z.object({ algorithm: z.string(), challenge: z.string(), maxnumber: z.number().optional(), salt: z.string(), signature: z.string() });

export const SIGN_UP = graphql(`mutation HarnessSignUp($input: SignUpInput!) {
  signUp(input: $input) { isSignUpComplete userId nextStep { signUpStep } }
}`);
export const SIGN_IN = graphql(`mutation HarnessSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn nextStep { signInStep } } }`);

let userCounter = 0;
/** A unique e-mail address for this test run. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}${++userCounter}-${randomBytes(3).toString('hex')}@musubi.test`;

/** Signs a new user up and confirms the mailed code: a signed-in, active user's client. */
export async function signUpUser(server: TestServer, options: { email?: string; password?: string; name?: string } = {}) {
  const client = server.client();
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'password123';
  const { signUp } = await client.ok(SIGN_UP, { input: { email, password, captcha: await client.captcha() } });
  const mail = await server.smtp.lastMailTo(email);
  const code = /(\d{6})/.exec(mail.text)?.[1];
  await client.ok(graphql(`mutation HarnessConfirmSignUp($code: String) { confirmSignUp(code: $code) }`), { code });
  if (options.name) {
    await server.deps.db.updateTable('users').set({ name: options.name }).where('id', '=', signUp.userId).execute();
  }
  return { client, email, password, id: signUp.userId as string };
}

/** The Origin a page of the server at this (ws: or http:) address sends: a socket without one is refused. */
export const pageOrigin = (url: string) => new URL(url.replace(/^ws/, 'http')).origin;

/** A graphql-ws client that sends a session cookie and the page's Origin, as a signed-in browser tab would. */
export function subscriptionClient(wsUrl: string, cookie: string, options: Partial<ClientOptions> = {}): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: pageOrigin(address) } });
    }
  }
  return createClient({ url: wsUrl, webSocketImpl: CookieSocket, retryAttempts: 0, ...options });
}
