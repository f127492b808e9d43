import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { findUserByEmail } from './repo';

/** Spec section 7, REST: GET /user?username= answers the account status (public), or null when unknown. */
export function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  app.get<{ Querystring: { username?: string } }>('/user', async (request, reply) => {
    const retryAfter = await isOverBudget(httpBudget, request);
    if (retryAfter !== null) return reply.code(429).header('retry-after', retryAfter).send(null);
    const username = request.query.username;
    if (typeof username !== 'string' || username.length === 0 || username.length > 254) return reply.send(null);
    const user = await findUserByEmail(deps.db, username);
    return reply.send(user ? { status: user.status } : null);
  });
}
