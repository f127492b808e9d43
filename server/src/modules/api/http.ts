import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_LIMITS, MESSAGES } from '@musubi/shared';
import type { Deps } from '../../deps';
import { AppError, HTTP_STATUS, rateLimited } from '../../lib/errors';
import { requireScope } from './policy';
import { authenticateToken, type TokenViewer } from './service';
import { inLanguage, requestLanguage } from '../../lib/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token behind a /v2 request, once its onRequest hook has read it. */
    apiAuth: TokenViewer | null;
  }
}

/** The token of a request: X-ChatWorkToken as Chatwork's clients send it, or an Authorization Bearer header. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-chatworktoken'];
  if (typeof header === 'string' && header) return header.trim();
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return bearer?.[1];
}

/** The refusal in Chatwork's shape: {"errors": [message]}, with the status of its code. */
export function sendApiError(reply: FastifyReply, status: number, message: string) {
  const { request } = reply;
  // The token's owner reads it in their language; a request without a valid token, in its browser's (decision 0326).
  const language = requestLanguage(request.apiAuth?.viewer ?? request.viewer, request.headers['accept-language']);
  return reply.code(status).send({ errors: [inLanguage(message, language)] });
}

/** The token of a request that passed the hook (every route's handler runs after it). */
export function authOf(request: FastifyRequest): TokenViewer {
  if (!request.apiAuth) throw new AppError('UNAUTHENTICATED', MESSAGES.apiTokenInvalid);
  return request.apiAuth;
}

/**
 * Sets up the /v2 scope: form-encoded bodies (Chatwork's clients send them) as well as JSON; every request's
 * token read, its scope checked and its budget spent (300 requests per 5 minutes per token, with Chatwork's
 * x-ratelimit-* headers on every answer) before its body is read; every refusal in Chatwork's error shape.
 */
export function setUpApiScope(v2: FastifyInstance, deps: Deps) {
  v2.decorateRequest('apiAuth', null);
  v2.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const budget = v2.createRateLimit({
    max: API_LIMITS.requestsPerWindow,
    timeWindow: API_LIMITS.windowSeconds * 1000,
    keyGenerator: (request) => `api:${request.apiAuth?.tokenId ?? request.ip}`,
  });

  v2.addHook('onRequest', async (request, reply) => {
    // The documentation is public: a developer reads it before having a token.
    if (request.url.split('?')[0] === '/v2/openapi.json') return;
    const auth = await authenticateToken(deps, tokenOf(request));
    request.apiAuth = auth;
    // The limiter answers isAllowed only for an allow-listed key (none here); otherwise what is left and when.
    const spent = await budget(request);
    const remaining = spent.isAllowed ? API_LIMITS.requestsPerWindow : spent.remaining;
    const ttlSeconds = spent.isAllowed ? API_LIMITS.windowSeconds : spent.ttlInSeconds;
    reply.header('x-ratelimit-limit', String(API_LIMITS.requestsPerWindow));
    reply.header('x-ratelimit-remaining', String(remaining));
    reply.header('x-ratelimit-reset', String(Math.floor(Date.now() / 1000) + ttlSeconds));
    if (!spent.isAllowed && spent.isExceeded) throw rateLimited(ttlSeconds);
    requireScope(auth.scope, request.method);
  });

  v2.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = error.extensions.retryAfter;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendApiError(reply, HTTP_STATUS[error.code], error.message);
    }
    if ('validation' in error && error.validation) {
      const issue = error.validation[0];
      const name = issue?.instancePath?.replace(/^\//, '') || String((issue?.params as { missingProperty?: string } | undefined)?.missingProperty ?? '');
      return sendApiError(reply, 400, name ? MESSAGES.invalidValue(name) : MESSAGES.invalidRequest);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 413) return sendApiError(reply, 413, MESSAGES.bodyTooLarge);
    if (status === 415) return sendApiError(reply, 415, MESSAGES.unsupportedContentType);
    if (status < 500) return sendApiError(reply, status, MESSAGES.invalidRequest);
    request.log.error({ err: error }, 'REST API request failed');
    return sendApiError(reply, 500, MESSAGES.genericError);
  });

  v2.setNotFoundHandler((_request, reply) => sendApiError(reply, 404, MESSAGES.notFound));
}
