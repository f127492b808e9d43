import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileDate, type Language } from '@musubi/shared';
import type { Deps } from '../../deps';
import { AppError, rateLimited } from '../../lib/errors';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { requireAdmin } from '../users';
import { recordAudit } from './audit';
import { attachmentHeader, csvFileName, userCsvStream } from './csv';
import { toldTo } from '../../lib/language';

const errorBody = (request: FastifyRequest, error: AppError) => ({ errors: [{ message: toldTo(request, error.message), extensions: { code: error.code } }] });
const STATUS_OF: Partial<Record<AppError['code'], number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, RATE_LIMITED: 429 };

/** GET /api/admin/users.csv: every account as a CSV download, streamed, in the administrator's language (administrators only). */
export function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  app.get('/api/admin/users.csv', async (request, reply) => {
    let language: Language;
    try {
      const retryAfter = await isOverBudget(httpBudget, request);
      if (retryAfter !== null) throw rateLimited(retryAfter);
      const admin = requireAdmin(request.viewer);
      await recordAudit(deps.db, deps, admin, { action: 'users.csv' });
      language = admin.language;
    } catch (error) {
      if (error instanceof AppError) return reply.code(STATUS_OF[error.code] ?? 400).send(errorBody(request, error));
      throw error;
    }
    // Named after Tokyo's day: an export made at 08:00 there is not yesterday's.
    const day = fileDate(deps.clock.now());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`users-${day}.csv`, `${csvFileName(language)}_${day}.csv`))
      .header('cache-control', 'no-store')
      .send(userCsvStream(deps.db, language));
  });
}
