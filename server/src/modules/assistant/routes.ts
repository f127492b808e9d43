import type { FastifyInstance } from 'fastify';
import { stopAllAnswers } from './service';

/** No routes of its own: on shutdown, answers being written are stopped and stored before the database closes. */
export function registerRoutes(app: FastifyInstance) {
  app.addHook('preClose', stopAllAnswers);
}
