import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@musubi/shared';
import type { Deps } from '../../deps';
import { AppError, HTTP_STATUS } from '../../lib/errors';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { openDownload, startRunner } from './service';

/**
 * GET /api/exports/:id/download: a finished export's zip, streamed to its starter (or, for an administrator's
 * export, any administrator) until it expires. Also starts this node's export runner.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  const stop = startRunner(deps);
  app.addHook('onClose', stop);

  app.get<{ Params: { id: string } }>('/api/exports/:id/download', async (request, reply) => {
    const retryAfter = await isOverBudget(httpBudget, request);
    if (retryAfter !== null) {
      return reply.code(429).header('retry-after', retryAfter).send({ errors: [{ message: MESSAGES.rateLimited, extensions: { code: 'RATE_LIMITED' } }] });
    }
    try {
      const { body, size, name } = await openDownload(deps, request.viewer, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.code(HTTP_STATUS[error.code]).send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
    }
  });
}
