import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AVATAR, MESSAGES, WEBHOOK_LIMITS } from '@musubi/shared';
import type { Deps } from '../../deps';
import { AppError, HTTP_STATUS, type ErrorCode } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { isOverBudget, type PostBudget, type RateCheck } from '../../lib/rate';
import { IMAGE_TYPES } from '../avatars';
import { startDeliveries } from './outgoing';
import { findWebhookBySecret, postToWebhook, setIncomingWebhookPicture, WEBHOOK_PATH } from './service';
import { toldTo } from '../../lib/language';

/** Slack's answer code for each refusal, so that a Slack client reads the same; our message follows it. */
const SLACK_CODE: Partial<Record<ErrorCode, string>> = {
  NOT_FOUND: 'no_service',
  FORBIDDEN: 'action_prohibited',
  BAD_USER_INPUT: 'invalid_payload',
  RATE_LIMITED: 'rate_limited',
  SERVER_BUSY: 'service_unavailable',
};

/** A body at most this large: Slack cuts a message at 40,000 characters, and its attachments come beside it. */
const BODY_LIMIT = 256 * 1024;

/** A refusal as Slack answers one (text, its code first), with Musubi's Japanese message on the next line. */
function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(`${code}\n${message}`);
}

/**
 * Starts this node's outgoing deliveries, and serves POST /api/hooks/<secret>: a Slack-compatible incoming webhook
 * (decision 0305). Slack's JSON, or a form with the JSON in `payload=` as Slack also takes; answered `ok` as Slack
 * does. Each webhook may post WEBHOOK_LIMITS.postsPerMinute times a minute (and each address no more than the
 * server's request budget, and its bot no more than anyone's posting budget), beyond that 429 with Retry-After.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck, postBudget: PostBudget) {
  // This node's share of the outgoing webhooks' deliveries (outgoing.ts), stopped with the server.
  const stop = startDeliveries(deps);
  app.addHook('onClose', stop);

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      const payload = new URLSearchParams(body as string).get('payload');
      if (payload === null) return done(null, null);
      try {
        done(null, JSON.parse(payload) as unknown);
      } catch {
        done(null, null);
      }
    });
    const budget = scope.createRateLimit({
      max: WEBHOOK_LIMITS.postsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `hook:${sha256(String((request.params as { secret?: string }).secret ?? ''))}`,
    });

    scope.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const retryAfter = error.extensions.retryAfter;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        const code = error.message === MESSAGES.webhookEmpty ? 'no_text' : (SLACK_CODE[error.code] ?? 'invalid_payload');
        return refuse(reply, HTTP_STATUS[error.code], code, error.message);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 413) return refuse(reply, 413, 'invalid_payload', MESSAGES.bodyTooLarge);
      if (status === 415) return refuse(reply, 415, 'invalid_payload', MESSAGES.webhookPayloadInvalid);
      if (status >= 400 && status < 500) return refuse(reply, 400, 'invalid_payload', MESSAGES.webhookPayloadInvalid);
      request.log.error({ err: error }, 'incoming webhook failed');
      return refuse(reply, 500, 'internal_error', MESSAGES.genericError);
    });

    scope.post<{ Params: { secret: string } }>(`${WEBHOOK_PATH}:secret`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const overAddress = await isOverBudget(httpBudget, request);
      if (overAddress !== null) return refuse(reply.header('retry-after', String(overAddress)), 429, 'rate_limited', MESSAGES.rateLimited);
      const overHook = await isOverBudget(budget, request);
      if (overHook !== null) return refuse(reply.header('retry-after', String(overHook)), 429, 'rate_limited', MESSAGES.rateLimited);
      const webhook = await findWebhookBySecret(deps, request.params.secret);
      // Its bot's posts spend the bot's posting budget, as a person's posts do theirs.
      const overAuthor = await postBudget(request, webhook.bot_user_id);
      if (overAuthor !== null) return refuse(reply.header('retry-after', String(overAuthor)), 429, 'rate_limited', MESSAGES.rateLimited);
      await postToWebhook(deps, webhook, request.body);
      return reply.type('text/plain; charset=utf-8').send('ok');
    });
  });

  // An incoming webhook's picture, its bot's, for its room's admins: PUT the image, DELETE to remove it; answered
  // as the avatars routes answer, {"image": path}, or {"errors": [...]}.
  await app.register(async (pictures) => {
    pictures.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR.maxUploadBytes }, (_request, body, done) => done(null, body));
    pictures.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const send = (status: number, message: string, code: string) =>
        reply.code(status).send({ errors: [{ message: toldTo(request, message), extensions: { code } }] });
      if (error instanceof AppError) {
        const retryAfter = error.extensions.retryAfter;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        return send(HTTP_STATUS[error.code], error.message, error.code);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 413) return send(413, MESSAGES.imageTooLarge, 'BAD_USER_INPUT');
      if (status === 415) return send(415, MESSAGES.imageUnreadable, 'BAD_USER_INPUT');
      if (status >= 400 && status < 500) return send(status, MESSAGES.genericError, 'BAD_USER_INPUT');
      request.log.error({ err: error }, 'webhook picture route failed');
      return send(500, MESSAGES.genericError, 'INTERNAL_SERVER_ERROR');
    });
    pictures.addHook('preHandler', async (request) => {
      const retryAfter = await isOverBudget(httpBudget, request);
      if (retryAfter !== null) throw new AppError('RATE_LIMITED', MESSAGES.rateLimited, { retryAfter });
    });
    pictures.put<{ Params: { id: string } }>('/api/avatars/webhooks/:id', async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('BAD_USER_INPUT', MESSAGES.imageUnreadable);
      return { image: await setIncomingWebhookPicture(deps, request.viewer, request.params.id, request.body) };
    });
    pictures.delete<{ Params: { id: string } }>('/api/avatars/webhooks/:id', async (request) => ({
      image: await setIncomingWebhookPicture(deps, request.viewer, request.params.id, null),
    }));
  });
}
