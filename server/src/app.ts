import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import mercurius from 'mercurius';
import { sql } from 'kysely';
import { isPagePath, MESSAGES } from '@musubi/shared';
import type { Config } from './config';
import { type Database, openDatabase } from './db';
import { migrateToLatest } from './db/migrate';
import type { Deps } from './deps';
import type { LimitName, RequestContext } from './graphql/context';
import { flattenErrors, toClientError } from './graphql/errors';
import { QUERY_LIMITS, validationRules } from './graphql/hardening';
import { loadResolvers, loadRoutes, loadSchemaSource } from './modules';
import { createCaptcha, memoryUsedStore, redisUsedStore } from './infra/captcha';
import { createMailer } from './infra/mail';
import { createPaymentProvider } from './infra/payments';
import { createPubSub } from './infra/pubsub';
import { createStorage } from './infra/storage';
import { type Clock, systemClock } from './lib/clock';
import { rateLimited } from './lib/errors';
import { isOverBudget, type RateCheck } from './lib/rate';
import { resolveSession, SESSION_COOKIE } from './modules/auth/sessions';
import { loadSecret } from './lib/secret';
import { RENEWAL_INTERVAL_MS, runRenewals } from './modules/billing/renewals';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** An already open database (tests give each file its own); otherwise opened from the config. */
  database?: Database;
  /** Proof-of-work size; tests lower it. */
  captchaMaxNumber?: number;
  /** Requests per minute for each named budget. */
  limits?: Partial<Record<LimitName | 'http', number>>;
  logger?: boolean | object;
  /** The built web app to serve; web/dist unless given. */
  webDist?: string;
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

const DEFAULT_LIMITS: Record<LimitName | 'http', number> = { auth: 30, mail: 10, http: 60 };

/** Builds the whole server: database (migrated), services, GraphQL, REST routes and the web app. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info') },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: false,
    return503OnClosing: true,
    // The proxies whose X-Forwarded-For is believed: all, the nearest N hops, or those addresses.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
  });

  const database = options.database ?? openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database.db, database.schema);
  // Redis's client, like S3's and Stripe's, is loaded only when configured: a single node starts without them.
  const redis = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  const pubsub = await createPubSub({ redisUrl: config.REDIS_URL });
  const secret = config.APP_SECRET ?? loadSecret(config.DATA_DIR);
  const deps: Deps = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock,
    log: app.log as unknown as Deps['log'],
    mail: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log: app.log as never }),
    pubsub,
    captcha: createCaptcha({
      secret,
      maxNumber: options.captchaMaxNumber,
      store: redis ? redisUsedStore(redis, config.REDIS_PREFIX) : memoryUsedStore(),
    }),
    secret,
    storage: await createStorage(config),
    payments: await createPaymentProvider(config, clock),
  };

  // Charges due subscriptions of the built-in provider and ends cancelled ones; Stripe renews on its side.
  const renewalTimer = setInterval(() => {
    runRenewals(deps).catch((error: unknown) => app.log.error({ err: error }, 'renewal run failed'));
  }, RENEWAL_INTERVAL_MS).unref();

  app.addHook('onClose', async () => {
    clearInterval(renewalTimer);
    await pubsub.close();
    deps.mail.close();
    redis?.disconnect();
    if (!options.database) await database.close();
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    nameSpace: `${config.REDIS_PREFIX}rate:`,
    ...(redis ? { redis } : {}),
  });
  const budgets = Object.fromEntries(
    (Object.keys(limits) as (LimitName | 'http')[]).map((name) => [
      name,
      app.createRateLimit({ max: limits[name], timeWindow: 60_000, keyGenerator: (req) => `${name}:${req.ip}` }),
    ]),
  ) as Record<LimitName | 'http', RateCheck>;

  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/graphql') && !url.startsWith('/api/') && !url.startsWith('/dev/')) return;
    // Cross-site forms can only send "simple" content types; GraphQL over POST must be JSON, which they cannot.
    if (request.method === 'POST' && url.startsWith('/graphql')) {
      const type = request.headers['content-type'] ?? '';
      if (!type.toLowerCase().startsWith('application/json')) {
        return reply.code(415).send({
          errors: [{ message: MESSAGES.unsupportedContentType, extensions: { code: 'BAD_USER_INPUT' } }],
        });
      }
    }
    request.viewer = await resolveSession(deps, request.cookies[SESSION_COOKIE]);
  });

  // The subscription sockets, tracked here because the WebSocket server lives inside Mercurius's scope.
  const sockets = new Set<{ close(code: number, reason: string): void; once(event: 'close', listener: () => void): unknown }>();
  const resolvers = await loadResolvers();
  await app.register(mercurius, {
    schema: loadSchemaSource(),
    resolvers,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: QUERY_LIMITS.depth,
    allowBatchedQueries: false,
    validationRules: validationRules(config.isProduction),
    context: (request, reply): RequestContext => ({
      deps,
      viewer: request.viewer,
      request,
      reply,
      limit: async (name) => {
        const retryAfter = await isOverBudget(budgets[name], request);
        if (retryAfter !== null) throw rateLimited(retryAfter);
      },
    }),
    subscription: {
      emitter: pubsub.emitter,
      keepAlive: 30_000,
      // Only our own pages may open a socket, and only for a signed-in user: there is nothing public to hear.
      verifyClient: (info, next) => {
        if (!isAllowedOrigin(config, info.origin, info.req.headers.host)) return next(false, 403);
        resolveSession(deps, parseCookie(info.req.headers.cookie, SESSION_COOKIE)).then(
          (viewer) => (viewer ? next(true) : next(false, 401)),
          () => next(false, 500),
        );
      },
      context: async (socket, request: FastifyRequest): Promise<Omit<RequestContext, 'request' | 'reply'>> => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
        return {
          deps,
          viewer: await resolveSession(deps, parseCookie(request.headers.cookie, SESSION_COOKIE)),
          limit: async () => undefined,
        };
      },
    },
    errorFormatter: (execution, context) => {
      const log = (context as { reply?: { log: FastifyInstance['log'] } } | undefined)?.reply?.log ?? app.log;
      const errors = flattenErrors(execution.errors ?? []).map((e) => toClientError(e, log, config.isProduction));
      // A request that never executed (syntax, validation) is the client's fault: 400, as GraphQL over HTTP says.
      return {
        statusCode: execution.data === undefined ? 400 : 200,
        response: { data: execution.data ?? null, errors },
      };
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await loadRoutes(app, deps, budgets.http);
  await serveWeb(app, options.webDist ?? WEB_DIST);
  const closeWebSockets = (code: number, reason: string) => sockets.forEach((socket) => socket.close(code, reason));
  return { app, deps, closeWebSockets };
}

function parseCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** WebSocket upgrades must come from our own pages: the public URL, or the host the request was sent to. */
function isAllowedOrigin(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return !config.isProduction; // non-browser clients (tests, tools) send none
  if (origin === config.publicUrl) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

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
      return reply.code(404).send({ errors: [{ message: MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }] });
    }
    if (isFilePath(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send('web/dist がありません。npm run build を実行してください。');
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
