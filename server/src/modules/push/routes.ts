import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { MISSED_MAIL_INTERVAL_MS, runMissedMails } from './missed-mail';

/** No routes: the module's periodic work, the missed-message mail, runs on every node with the server. */
export function registerRoutes(app: FastifyInstance, deps: Deps) {
  const timer = setInterval(() => {
    runMissedMails(deps).catch((error: unknown) => app.log.error({ err: error }, 'missed-message mail run failed'));
  }, MISSED_MAIL_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
