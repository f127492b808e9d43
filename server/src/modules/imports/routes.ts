import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@musubi/shared';
import type { Deps } from '../../deps';
import { WRITE_BUFFER_BYTES } from '../../infra/storage';
import { AppError, HTTP_STATUS } from '../../lib/errors';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { requireAdmin } from '../users';
import { IMPORT_MESSAGES } from './messages';
import { IMPORT_MAX_BYTES, planSlackImport, startRunner } from './service';
import { toldTo } from '../../lib/language';

const sendError = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.code(status).send({ errors: [{ message: toldTo(reply.request, message), extensions: { code } }] });

/**
 * POST /api/imports/slack (administrators only; multipart with one `file` part, a Slack export's zip of at most
 * IMPORT_MAX_BYTES): stores it and answers the planned job with its dry run. Also starts this node's import runner.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  const stop = startRunner(deps);
  app.addHook('onClose', stop);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      highWaterMark: WRITE_BUFFER_BYTES,
      fileHwm: WRITE_BUFFER_BYTES,
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) return sendError(reply, HTTP_STATUS[error.code], error.message, error.code);
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) return sendError(reply, 413, IMPORT_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024), 'LIMIT_EXCEEDED');
      if (status && status >= 400 && status < 500) return sendError(reply, status, MESSAGES.genericError, 'BAD_USER_INPUT');
      request.log.error({ err: error }, 'import upload failed');
      return sendError(reply, 500, MESSAGES.genericError, 'INTERNAL_SERVER_ERROR');
    });

    scope.post('/api/imports/slack', async (request, reply) => {
      const retryAfter = await isOverBudget(httpBudget, request);
      if (retryAfter !== null) return sendError(reply.header('retry-after', retryAfter), 429, MESSAGES.rateLimited, 'RATE_LIMITED');
      requireAdmin(request.viewer);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES + 64 * 1024) {
        reply.header('connection', 'close');
        return sendError(reply, 413, IMPORT_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024), 'LIMIT_EXCEEDED');
      }
      if (!request.isMultipart()) return sendError(reply, 400, IMPORT_MESSAGES.fileRequired, 'BAD_USER_INPUT');
      const part = await request.file();
      if (!part) return sendError(reply, 400, IMPORT_MESSAGES.fileRequired, 'BAD_USER_INPUT');
      if (part.filename.includes('\u0000')) return sendError(reply, 400, MESSAGES.invalidCharacter, 'BAD_USER_INPUT');
      const job = await planSlackImport(deps, request.viewer, { fileName: part.filename, body: part.file });
      return reply.code(201).send({ id: job.id });
    });
  });
}
