import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Language, MESSAGES } from '@musubi/shared';
import {
  type DocumentNode,
  type ExecutionResult,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type GraphQLFieldResolver,
  GraphQLObjectType,
  GraphQLSchema,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { CloseCode, type Context, handleProtocols, makeServer } from 'graphql-ws';
import type { IResolvers } from 'mercurius';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import type { Listener, Listeners } from '../infra/pubsub';
import { badInput } from '../lib/errors';
import { requestLanguage } from '../lib/language';
import type { RequestContext } from './context';
import { shareOperations } from './delivery';
import { toClientError } from './errors';
import { checkCost, checkDepth, checkShape, QUERY_LIMITS, refuseNulCharacters } from './hardening';
import type { LiveSocket, SocketRegistry } from './sockets';

/** What the transport keeps of one socket: the ws socket, its upgrade request, its session once read, its subscriptions. */
interface Connection {
  socket: WebSocket;
  request: IncomingMessage;
  live?: LiveSocket;
  /** Each running subscription's end: it stops hearing the bus. */
  running: Map<string, () => void>;
}

type BusEvent = Record<string, unknown>;

export interface SubscriptionServerOptions {
  server: Server;
  path: string;
  deps: Deps;
  registry: SocketRegistry;
  emitter: Listeners;
  /** The schema Mercurius built from the modules' SDL and resolvers (without the subscription fields'). */
  schema: GraphQLSchema;
  /** The subscription fields' resolvers (takeSubscriptions). */
  subscriptions: SubscriptionResolvers;
  validationRules: ValidationRule[];
  /** The cost a subscription's document may have (hardening.ts). */
  maxCost: number;
  /** The largest frame a socket may send. */
  maxPayload: number;
  /** The session token of an upgrade request. */
  sessionToken(request: IncomingMessage): string | undefined;
  /** Whether a socket may be opened from the request's Origin. */
  allowedOrigin(request: IncomingMessage): boolean;
  /** Whether the node sheds work now (decisions 0190, 0252): then an upgrade is answered 503 with Retry-After. */
  busy(): boolean;
  retryAfterSeconds: number;
  /** What a subscription's errors become for the client. */
  formatEvent(result: ExecutionResult, language: Language): unknown;
  production: boolean;
}

type FieldResolver = GraphQLFieldResolver<unknown, RequestContext>;
export type SubscriptionResolvers = Record<string, { subscribe: FieldResolver; resolve?: FieldResolver }>;

/** Splits the subscription fields' resolvers from those Mercurius runs over HTTP. */
export function takeSubscriptions(resolvers: IResolvers): { resolvers: IResolvers; subscriptions: SubscriptionResolvers } {
  const { Subscription, ...answered } = resolvers;
  return { resolvers: answered as IResolvers, subscriptions: (Subscription ?? {}) as unknown as SubscriptionResolvers };
}

/**
 * The schema subscriptions run on: Mercurius' own, its types and their resolvers shared, with a subscription type
 * whose fields subscribe and resolve with `subscriptions`.
 */
function withSubscriptions(schema: GraphQLSchema, subscriptions: SubscriptionResolvers): GraphQLSchema {
  const subscriptionType = schema.getSubscriptionType();
  if (!subscriptionType) return schema;
  const config = subscriptionType.toConfig();
  for (const name of Object.keys(subscriptions)) {
    if (!config.fields[name]) throw new Error(`Cannot find field ${name} of type ${subscriptionType.name}`);
  }
  const subscription = new GraphQLObjectType({
    ...config,
    fields: Object.fromEntries(Object.entries(config.fields).map(([name, field]) => [name, { ...field, ...subscriptions[name] }])),
  });
  const all = schema.toConfig();
  return new GraphQLSchema({ ...all, subscription, types: all.types.map((type) => (type === subscriptionType ? subscription : type)) });
}

/**
 * Subscription documents by their text, parsed without positions and checked once: a few hundred short texts, the
 * oldest forgotten first, so that no client can grow it. A subscription keeps its document for as long as it lives;
 * the web app sends a handful of texts from every page, so every socket's subscriptions run the same few documents
 * (whose operations graphql/delivery.ts compiles). A position reaches the whole chain of the text's tokens; the
 * parser's errors locate nothing then, and none is needed to say what is wrong.
 */
export class SubscriptionDocuments {
  static readonly TEXTS = 500;
  static readonly TEXT_LENGTH = 4_096;
  private readonly byText = new Map<string, DocumentNode>();

  /** `check` throws the refusal (a GraphQLError or AppError) of a document that may not run. */
  constructor(private readonly check: (document: DocumentNode) => void) {}

  get(text: unknown): DocumentNode {
    if (typeof text !== 'string') throw badInput(MESSAGES.invalidRequest);
    const known = this.byText.get(text);
    if (known) return known;
    const document = parse(text, { noLocation: true, maxTokens: QUERY_LIMITS.tokens });
    this.check(document);
    if (text.length <= SubscriptionDocuments.TEXT_LENGTH) {
      if (this.byText.size >= SubscriptionDocuments.TEXTS) this.byText.delete(this.byText.keys().next().value!);
      this.byText.set(text, document);
      shareOperations(document);
    }
    return document;
  }
}

/**
 * Serves GraphQL subscriptions over WebSocket on `path` with graphql-ws (the graphql-transport-ws protocol), beside
 * Mercurius, which answers queries and mutations over HTTP. An upgrade from a foreign or missing Origin is refused
 * 403, one while the node sheds 503; the session is read on connection_init (SocketRegistry.open). Each
 * subscription's document is parsed once per text without positions, kept by text, checked (shape, validation, depth,
 * cost) once, and every subscription of a text runs the same document, so that its events are made once for all
 * (graphql/delivery.ts). Refusals leave in the protocol's `error` frame as every error does here (graphql/errors.ts).
 */
export function serveSubscriptions(options: SubscriptionServerOptions) {
  const { deps, registry } = options;
  const log = deps.log;
  const schema = withSubscriptions(options.schema, options.subscriptions);

  const documents = new SubscriptionDocuments((document) => {
    checkShape(schema, document);
    const errors = validate(schema, document, [...specifiedRules, ...options.validationRules]);
    if (errors.length > 0) throw errors[0];
    checkDepth(document);
    checkCost(schema, document, undefined, options.maxCost);
  });

  const server = makeServer<Record<string, unknown> | undefined, Connection>({
    onConnect: async (ctx) => {
      const live = await registry.open(ctx.extra.socket, options.sessionToken(ctx.extra.request));
      if (!live) return false;
      ctx.extra.live = live;
      return true;
    },
    onSubscribe: (ctx, id, payload) => {
      const connection = ctx.extra;
      const live = connection.live!;
      // An id used again after its subscription completed: the old one stops hearing the bus now.
      connection.running.get(id)?.();
      connection.running.delete(id);
      // Those running, this one with them: a subscription completed by the client is gone from ctx.subscriptions at
      // once, from `running` only when it has stopped.
      let running = 1;
      for (const other of connection.running.keys()) if (other in ctx.subscriptions) running += 1;
      const limit = registry.subscriptionLimit(live, running);
      if (limit) return [asGraphQLError(limit)];
      try {
        const document = documents.get(payload.query);
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) throw badInput(MESSAGES.invalidRequest);
        const variables = payload.variables ?? {};
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
        if (coerced.errors) return coerced.errors;
        refuseNulCharacters(document, variables);
        const stops: Array<() => void> = [];
        connection.running.set(id, () => stops.forEach((stop) => stop()));
        const context: RequestContext = {
          deps,
          viewer: live.viewer,
          socket: live,
          subscriptionId: id,
          limit: async () => undefined,
          listen: (topics) => listenOn(options.emitter, topics, stops),
        };
        return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue: context };
      } catch (error) {
        return [asGraphQLError(error)];
      }
    },
    onNext: (ctx, _id, _payload, _args, result) =>
      result.errors?.length ? (options.formatEvent(result, socketLanguage(ctx.extra)) as ExecutionResult) : undefined,
    onError: (ctx, id, _payload, errors) => {
      ended(ctx, id);
      return errors.map((error) => toClientError(error, log, options.production, socketLanguage(ctx.extra)));
    },
    onComplete: (ctx, id) => ended(ctx, id),
    onClose: (ctx) => {
      for (const stop of ctx.extra.running.values()) stop();
      ctx.extra.running.clear();
    },
  });

  const wss = new WebSocketServer({ noServer: true, handleProtocols, maxPayload: options.maxPayload });
  options.server.on('upgrade', (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== options.path) return refuseUpgrade(stream, 404);
    // Only our own pages may open a socket. Its session is read on connection_init, which closes it with
    // SOCKET.sessionEndedCode when there is none: a page told so goes to the login page, whereas an upgrade refused
    // with 401 would look to it like a network failure, retried for ever.
    if (!options.allowedOrigin(request)) return refuseUpgrade(stream, 403);
    // A reconnect storm's sockets come back later, spread by the clients' jitter.
    if (options.busy()) return refuseUpgrade(stream, 503, `Retry-After: ${options.retryAfterSeconds}\r\n`);
    wss.handleUpgrade(request, stream, head, (socket) => opened(socket, request));
  });

  return {
    /** Closes every socket (shutdown: 1001, so pages reconnect to another node). */
    closeAll(code: number, reason: string) {
      for (const socket of wss.clients) socket.close(code, reason);
    },
  };

  function opened(socket: WebSocket, request: IncomingMessage) {
    socket.on('error', (error) => log.warn({ err: error }, 'socket failed'));
    const connection: Connection = { socket, request, running: new Map() };
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => (connection.live ? registry.send(connection.live, data) : sendBeforeSession(socket, data)),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) => {
          // A socket's first message (connection_init) is handled before the others: a subscription sent with it
          // waits for its session. The rest are handled as they come, each subscription running on its own.
          let first: Promise<void> | null = null;
          socket.on('message', (data) => {
            const text = String(data);
            const handled = first ? first.then(() => handle(text)) : handle(text);
            first ??= handled.catch(() => undefined);
            handled.catch((error: unknown) => {
              log.warn({ err: error }, 'socket message refused');
              socket.close(CloseCode.BadRequest, 'Invalid message received');
            });
          });
        },
      },
      connection,
    );
    socket.once('close', (code, reason) => void closed(code, String(reason)));
  }

  function ended(ctx: Context<Record<string, unknown> | undefined, Connection>, id: string) {
    ctx.extra.running.get(id)?.();
    ctx.extra.running.delete(id);
  }
}

/** The connection_ack (or a refusal) of a socket whose session is not yet known: no back-pressure to count. */
function sendBeforeSession(socket: WebSocket, data: string): Promise<void> {
  if (socket.readyState !== socket.OPEN) return Promise.resolve();
  return new Promise((resolve) => socket.send(data, () => resolve()));
}

const STATUS_TEXT: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' };

function refuseUpgrade(stream: Duplex, status: number, headers = '') {
  stream.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headers}\r\n`);
}

/** The language a socket's errors are told in: its viewer's, or before a session the browser's (decision 0326). */
const socketLanguage = (connection: Connection) =>
  requestLanguage(connection.live?.viewer, connection.request.headers['accept-language']);

/** A refusal as the protocol carries it: graphql-ws sends GraphQLErrors, formatted by onError. */
function asGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const original = error instanceof Error ? error : new Error(String(error));
  return new GraphQLError(original.message, { originalError: original });
}

/**
 * The bus's events of `topics` (their payloads) for one subscription, once the bus listens to every topic. It stops
 * hearing them when the subscription ends (`stops`), which also ends a read waiting for the next event.
 */
async function listenOn(emitter: Listeners, topics: string[], stops: Array<() => void>): Promise<AsyncIterableIterator<BusEvent>> {
  const queue: BusEvent[] = [];
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
  let waiting: ((result: IteratorResult<BusEvent>) => void) | null = null;
  let stopped = false;
  const listener: Listener = (message, heard) => {
    if (!stopped) {
      const event = message.payload as BusEvent;
      if (waiting) {
        const wake = waiting;
        waiting = null;
        wake({ done: false, value: event });
      } else {
        queue.push(event);
      }
    }
    heard();
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    queue.length = 0;
    for (const topic of topics) emitter.removeListener(topic, listener);
    waiting?.(done);
    waiting = null;
  };
  stops.push(stop);
  await Promise.all(
    topics.map((topic) => new Promise<void>((resolve, reject) => emitter.on(topic, listener, (error) => (error ? reject(error) : resolve())))),
  );
  const events: AsyncIterableIterator<BusEvent> = {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ done: false, value: queue.shift()! });
      if (stopped) return Promise.resolve(done);
      return new Promise((resolve) => (waiting = resolve));
    },
    return: () => {
      stop();
      return Promise.resolve(done);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return events;
}
