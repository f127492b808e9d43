import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { ExecutionResult } from 'graphql';
import mercurius from 'mercurius';
import { sql } from 'kysely';
import { isPagePath, type Language, MESSAGES } from '@musubi/shared';
import type { Config } from './config';
import { type Database, openDatabase } from './db';
import { migrateToLatest } from './db/migrate';
import { createReads, type ReadPoolOptions } from './db/reads';
import type { Deps, Viewer } from './deps';
import type { LimitName, RequestContext } from './graphql/context';
import { formatExecution, refuseSubscriptionOverHttp, toClientError } from './graphql/errors';
import {
  AnswerBudget,
  checkCost,
  checkShape,
  listFields,
  QUERY_LIMITS,
  queryBudgets,
  refuseNulCharacters,
  refusedLimit,
  refuseUnparsedDocument,
  validationRules,
  withDeadline,
} from './graphql/hardening';
import { SocketRegistry, subscribeWithLiveSession } from './graphql/sockets';
import { serveSubscriptions, takeSubscriptions } from './graphql/subscriptions';
import { loadResolvers, loadRoutes, loadSchemaSource } from './modules';
import { createCaptcha, memoryUsedStore, redisUsedStore } from './infra/captcha';
import { memoryCounters, redisCounters } from './infra/counters';
import { createMailer } from './infra/mail';
import { createPaymentProvider } from './infra/payments';
import { primaryChannel } from './infra/processes/channel';
import { channelCounters, channelRateStore, channelUsedStore } from './infra/processes/shared-stores';
import { createPubSub } from './infra/pubsub';
import { connectRedis } from './infra/redis';
import { createStorage } from './infra/storage';
import { type Clock, systemClock } from './lib/clock';
import { BUSY_RETRY_AFTER_S, rateLimited } from './lib/errors';
import { requestLanguage, toldTo } from './lib/language';
import { isOverBudget, type PostBudget, type RateCheck } from './lib/rate';
import { resolveSession, SESSION_COOKIE } from './modules/auth';
import { loadSecret } from './lib/secret';
import { isAllowedSocketOrigin, refuseCrossSiteWrites, securityHeaders } from './lib/web-security';
import { discardRestOfBody } from './lib/refused-body';
import { RENEWAL_INTERVAL_MS, runRenewals } from './modules/billing';

/** The work a saturated node refuses: GraphQL over HTTP and WebSocket, the API routes and the readiness probe. */
const isShedPath = (url: string) => url.startsWith('/graphql') || url.startsWith('/api/') || url.startsWith('/v2/') || url.startsWith('/readyz');

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** An already open database (tests give each file its own); otherwise opened from the config. */
  database?: Database;
  /** Requests per minute for each named budget. */
  limits?: Partial<Record<LimitName | 'http', number>>;
  logger?: boolean | object;
  /** How long one GraphQL request's resolvers may run (config QUERY_TIMEOUT_MS); tests shorten it. */
  queryTimeoutMs?: number;
  /** The built web app to serve; web/dist unless given. */
  webDist?: string;
  /** The threads and queue of the long reads on SQLite (db/reads.ts); tests shrink the queue. */
  reads?: ReadPoolOptions;
}

export interface App {
  app: FastifyInstance;
  deps: Deps;
  /** Closes every subscription socket with this code (1001 on shutdown, so clients reconnect elsewhere). */
  closeWebSockets(code: number, reason: string): void;
}

/**
 * Fastify logs a request twice (received, completed) and a client error a third time; this logs one line when the
 * answer is sent, with what those held between them (decision 0151). A server error keeps its own line, with its
 * stack.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
  }
}

const DEFAULT_LIMITS: Record<Exclude<LimitName, 'post'> | 'http', number> = { auth: 30, mail: 10, http: 60 };

/** Builds the whole server: database (migrated), services, GraphQL, REST routes and the web app. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const limits = { ...DEFAULT_LIMITS, post: config.POSTS_PER_MINUTE, ...options.limits };
  const requestBudgets = queryBudgets(config);
  if (options.queryTimeoutMs !== undefined) requestBudgets.timeoutMs = options.queryTimeoutMs;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info') },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: false,
    return503OnClosing: true,
    // What the router refuses before any route or hook (a malformed URL, a path parameter beyond its length): in
    // Japanese, in the shape of the API asked (the REST API's {"errors": [...]}, or GraphQL's), never Fastify's English.
    frameworkErrors: (error, request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      void (reply as unknown as FastifyReply)
        .code(status)
        .send(request.url.startsWith('/v2/') ? { errors: [toldTo(request, MESSAGES.invalidRequest)] } : { errors: [{ message: toldTo(request, MESSAGES.invalidRequest), extensions: { code: 'BAD_USER_INPUT' } }] });
    },
    // The proxies whose X-Forwarded-For is believed: all, the nearest N hops, or those addresses.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  });

  const log = app.log as unknown as Deps['log'];
  // One of several processes on a box: the primary has migrated before starting it, and keeps what they share.
  const channel = primaryChannel();
  const database = options.database ?? openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log, sharedFile: channel !== null });
  if (!channel) await migrateToLatest(database.db, database.schema);
  // Redis's client, like S3's and Stripe's, is loaded only when configured: a single node starts without them.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : null;
  const pubsub = createPubSub({ redis, prefix: config.REDIS_PREFIX, log, channel });
  const secret = config.APP_SECRET ?? loadSecret(config.DATA_DIR);
  const deps: Deps = {
    config,
    db: database.db,
    dialect: database.dialect,
    reads: createReads(database, options.reads),
    clock,
    log,
    mail: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log }),
    pubsub,
    captcha: createCaptcha({
      secret,
      maxNumber: config.CAPTCHA_MAX_NUMBER,
      store: redis ? redisUsedStore(redis, config.REDIS_PREFIX) : channel ? channelUsedStore(channel) : memoryUsedStore(),
    }),
    counters: redis ? redisCounters(redis, config.REDIS_PREFIX) : channel ? channelCounters(channel) : memoryCounters(),
    secret,
    storage: await createStorage(config),
    payments: await createPaymentProvider(config, clock),
  };

  // Charges due subscriptions of the built-in provider and ends cancelled ones; Stripe renews on its side.
  const renewalTimer = setInterval(() => {
    runRenewals(deps).catch((error: unknown) => app.log.error({ err: error }, 'renewal run failed'));
  }, RENEWAL_INTERVAL_MS).unref();

  const sockets = new SocketRegistry(deps);
  app.addHook('onClose', async () => {
    clearInterval(renewalTimer);
    sockets.stop();
    await pubsub.close();
    deps.mail.close();
    redis?.disconnect();
    await deps.reads.close();
    if (!options.database) await database.close();
  });

  // A node whose event loop is saturated answers at once with 503 and Retry-After instead of queueing without bound
  // (decision 0190): a reconnect storm's sockets and requests come back later, spread by the clients' jitter.
  const refuseBusy = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_S))
      .send({ errors: [{ message: toldTo(reply.request, MESSAGES.serverBusy), extensions: { code: 'SERVER_BUSY' } }] });
  await app.register(underPressure, {
    maxEventLoopDelay: config.SHED_EVENT_LOOP_DELAY_MS,
    pressureHandler: (request, reply) => {
      // Liveness answers even then: a busy node is not a dead one. Pages and files are precompressed reads that
      // cost next to nothing, and a refused script would break the page the client is waiting to retry from.
      if (request.url === '/healthz' || !isShedPath(request.url)) return;
      void refuseBusy(reply);
    },
  });
  // A node behind on its database sheds the same work the same way: its queries wait for a connection while its
  // event loop stays free (decision 0252). Checked before the session is read, so a refusal queries nothing.
  if (config.SHED_CONNECTION_WAIT_MS > 0) {
    app.addHook('onRequest', (request, reply, done) => {
      if (isShedPath(request.url) && database.connectionWaitMs() > config.SHED_CONNECTION_WAIT_MS) void refuseBusy(reply);
      else done();
    });
  }
  await app.register(cookie);
  app.addHook('onRequest', securityHeaders(config));
  app.addHook('onRequest', refuseCrossSiteWrites(config));
  await app.register(rateLimit, {
    global: false,
    nameSpace: `${config.REDIS_PREFIX}rate:`,
    ...(redis ? { redis } : channel ? { store: channelRateStore(channel) } : {}),
  });
  const budgets = Object.fromEntries(
    (Object.keys(limits) as (LimitName | 'http')[]).map((name) => [
      name,
      app.createRateLimit({
        max: limits[name],
        timeWindow: 60_000,
        keyGenerator: (req) => {
          const author = req.postAuthorId ?? req.viewer?.id;
          return name === 'post' && author ? `post:${author}` : `${name}:${req.ip}`;
        },
      }),
    ]),
  ) as Record<LimitName | 'http', RateCheck>;

  app.decorateRequest('viewer', null);
  app.decorateRequest('postAuthorId', null);
  // A post through the REST API or an incoming webhook spends its author's budget, as one from the web does.
  const postBudget: PostBudget = (request, authorId) => {
    request.postAuthorId = authorId;
    return isOverBudget(budgets.post, request);
  };
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    // PostgreSQL cannot hold a NUL character: one in a path or query would come back from the database as our fault.
    if (/%00/.test(url)) {
      return reply.code(400).send({ errors: [{ message: toldTo(request, MESSAGES.invalidCharacter), extensions: { code: 'BAD_USER_INPUT' } }] });
    }
    if (!url.startsWith('/graphql') && !url.startsWith('/api/') && !url.startsWith('/dev/')) return;
    // Cross-site forms can only send "simple" content types; GraphQL over POST must be JSON, which they cannot.
    if (request.method === 'POST' && url.startsWith('/graphql')) {
      const type = request.headers['content-type'] ?? '';
      if (!type.toLowerCase().startsWith('application/json')) {
        return reply.code(415).send({
          errors: [{ message: toldTo(request, MESSAGES.unsupportedContentType), extensions: { code: 'BAD_USER_INPUT' } }],
        });
      }
    }
    request.viewer = await resolveSession(deps, request.cookies[SESSION_COOKIE]);
    // A GraphQL body larger than the sender's budget is refused before it is parsed (decision 0254): read and
    // discarded up to a bound, never kept.
    if (request.method === 'POST' && url.startsWith('/graphql')) {
      const max = (request.viewer ? requestBudgets.signedIn : requestBudgets.signedOut).bodyBytes;
      // Without a Content-Length the body would be read up to the route's limit, the signed-in one.
      const length = request.headers['content-length'] ?? (request.viewer ? '0' : String(Infinity));
      if (Number(length) > max) {
        request.log.warn({ limit: 'body', max }, 'GraphQL request refused by a limit');
        discardRestOfBody(request.raw);
        return reply
          .code(413)
          .send({ errors: [{ message: toldTo(request, MESSAGES.bodyTooLarge), extensions: { code: 'LIMIT_EXCEEDED', limit: 'body', max } }] });
      }
    }
  });

  // What one request may cost, signed in or not (decision 0254). The body is capped by Content-Length as soon as
  // the session is known (above), and by Fastify's route limit for a body sent without one.
  const schemaSource = loadSchemaSource();
  // A live event's errors are formatted once, for every socket it goes to: logged on the node's own log.
  const formatEvent = (execution: ExecutionResult, language: Language) => formatExecution(execution, app.log, config.isProduction, language).response;
  // Mercurius answers queries and mutations over HTTP; subscriptions are served over WebSocket by graphql-ws (below).
  const modules = await loadResolvers();
  const { resolvers: answered, subscriptions } = takeSubscriptions(subscribeWithLiveSession(modules.resolvers, sockets, formatEvent, modules.liveSharing));
  const resolvers = withDeadline(answered, listFields(schemaSource));
  app.addHook('onRoute', (route) => {
    if (route.url === '/graphql' && route.method === 'POST') route.bodyLimit = Math.max(requestBudgets.signedIn.bodyBytes, requestBudgets.signedOut.bodyBytes);
    if (COMPRESSED_ROUTE.test(route.url) && route.compress === undefined) route.compress = JSON_COMPRESSION;
  });
  // Only the routes above compress (no request body is ever inflated): pages and scripts are compressed at build
  // time, and a file's bytes go out as stored, ranges and all.
  await app.register(compress, { globalCompression: false, globalDecompression: false });
  await app.register(mercurius, {
    schema: schemaSource,
    resolvers,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: QUERY_LIMITS.depth,
    // The parser stops at this many tokens: a document far beyond any the web app sends is not read to its end.
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.tokens } },
    allowBatchedQueries: false,
    validationRules: validationRules(config.isProduction),
    context: (request, reply): RequestContext => ({
      deps,
      viewer: request.viewer,
      request,
      reply,
      budget: new AnswerBudget(
        () => deps.clock.now().getTime(),
        requestBudgets.timeoutMs,
        (request.viewer ? requestBudgets.signedIn : requestBudgets.signedOut).items,
      ),
      limit: async (name) => {
        const retryAfter = await isOverBudget(budgets[name], request);
        if (retryAfter !== null) throw rateLimited(retryAfter);
      },
    }),
    errorFormatter: (execution, context) => {
      const log = (context as { reply?: { log: FastifyInstance['log'] } } | undefined)?.reply?.log ?? app.log;
      const ctx = context as { viewer?: Viewer | null; request?: FastifyRequest } | undefined;
      return formatExecution(execution, log, config.isProduction, requestLanguage(ctx?.viewer, ctx?.request?.headers['accept-language']));
    },
  });

  // The cost depends on the variables (page sizes), so it is checked per request rather than with the cached
  // validation; text with NUL is refused there too (hardening.ts).
  // The document's shape first, once per query text, before validation or anything else recursive reads it.
  app.graphql.addHook('preValidation', async (schema, document) => {
    refuseUnparsedDocument(document);
    checkShape(schema, document);
  });
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    refuseSubscriptionOverHttp(document);
    refuseNulCharacters(document, variables);
    checkCost(schema, document, variables ?? {}, (context.viewer ? requestBudgets.signedIn : requestBudgets.signedOut).cost);
  });
  // Before the answer is serialised: one that ran past its deadline or items is that refusal alone, whatever part
  // of it had been made, so a stopped request answers a few hundred bytes, not megabytes.
  app.graphql.addHook('onResolution', async (execution, context) => {
    const budget = context.budget;
    if (!budget) return;
    try {
      budget.check();
    } catch {
      // Stopped: budget.stopped says why.
    }
    const stopped = budget.stopped;
    if (!stopped) return;
    const limit = refusedLimit(stopped);
    const said = (execution.errors ?? []).find((error) => (error as { extensions?: { limit?: unknown } }).extensions?.limit === limit);
    const log = context.reply?.log ?? app.log;
    (execution as { data: unknown }).data = null;
    const language = requestLanguage(context.viewer, context.request?.headers['accept-language']);
    (execution as { errors: unknown[] }).errors = [said ?? toClientError(stopped, log, config.isProduction, language)];
  });

  const subscriptionServer = serveSubscriptions({
    server: app.server,
    path: '/graphql',
    deps,
    registry: sockets,
    emitter: pubsub.emitter,
    schema: app.graphql.schema,
    subscriptions,
    validationRules: validationRules(config.isProduction),
    maxCost: requestBudgets.signedIn.cost,
    maxPayload: requestBudgets.signedIn.bodyBytes,
    sessionToken: (request) => parseCookie(request.headers.cookie, SESSION_COOKIE),
    allowedOrigin: (request) => isAllowedSocketOrigin(config, request.headers.origin, request.headers.host),
    busy: () => app.isUnderPressure() || (config.SHED_CONNECTION_WAIT_MS > 0 && database.connectionWaitMs() > config.SHED_CONNECTION_WAIT_MS),
    retryAfterSeconds: BUSY_RETRY_AFTER_S,
    formatEvent,
    production: config.isProduction,
  });
  app.addHook('preClose', async () => subscriptionServer.closeAll(1001, 'server shutting down'));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await loadRoutes(app, deps, budgets.http, postBudget);
  await serveWeb(app, options.webDist ?? WEB_DIST);
  return { app, deps, closeWebSockets: (code, reason) => subscriptionServer.closeAll(code, reason) };
}

function parseCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The API's answers (GraphQL over HTTP and the REST API) are JSON, compressed when over 1 KB as the client accepts:
 * zstd where the runtime has it, brotli (at the plugin's quality 4, quick for text made per request) or gzip.
 */
const COMPRESSED_ROUTE = /^\/(?:graphql$|v2\/)/;
const JSON_COMPRESSION = { threshold: 1024, customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/ };

/** Paths the web app's pages never use: an unknown one gets the API's JSON 404, never the app. */
const API_PATH = /^\/(graphql|api|dev|healthz|readyz)(\/|$|\?)/;

/** A file name (`/assets/x.js`, `/robots.txt`): a missing one is a plain 404, so a stale chunk fails cleanly. */
function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The built web app. Each file is sent as the brotli or gzip copy the build wrote beside it, whichever the browser
 * accepts, so nothing is compressed per request. The app's pages get the app with 200, any other path the app with
 * 404 (its router shows the 404 page); a missing file gets a plain 404, unknown API paths and other methods the
 * API's JSON 404 (decision 0152).
 */
async function serveWeb(app: FastifyInstance, webDist: string) {
  const indexPage = path.join(webDist, 'index.html');
  const hashedAssets = path.join(webDist, 'assets') + path.sep;
  const hasBuild = fs.existsSync(indexPage);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, not asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The build names each file under assets/ after its content: a name never changes what it serves, so a
      // returning browser uses its copy without asking again, instead of revalidating dozens of chunks per visit.
      // Everything else (the page that names them, build.json, robots.txt) is asked for again every time, so a
      // new build is seen at once.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(hashedAssets);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || API_PATH.test(request.url)) {
      return reply.code(404).send({ errors: [{ message: toldTo(request, MESSAGES.notFound), extensions: { code: 'NOT_FOUND' } }] });
    }
    if (isFilePath(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send('web/dist がありません。npm run build を実行してください。');
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
