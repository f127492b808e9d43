import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The development outbox: mail stored when no SMTP_URL is set, newest first. Never served in production, and
 * only to this machine itself, since it holds sign-up and password-reset codes.
 */
export function registerRoutes(app: FastifyInstance, deps: Deps) {
  if (deps.config.isProduction) return;
  app.get('/dev/mail', async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return reply.code(404).send({ errors: [{ message: 'Not Found', extensions: { code: 'NOT_FOUND' } }] });
    const items = await deps.db.selectFrom('mail_outbox').selectAll().orderBy('createdAt', 'desc').limit(50).execute();
    return { items };
  });
}
