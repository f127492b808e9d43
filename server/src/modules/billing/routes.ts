import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@musubi/shared';
import type { Deps } from '../../deps';
import { InvalidWebhook } from '../../infra/payments';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { allowInlineScripts } from '../../lib/web-security';
import { findUserById } from '../users';
import { TRANSACTION_STATUS } from './periods';
import { RECEIPT_SCRIPT_HASH, receiptHtml } from './receipt';
import * as repo from './repo';
import { applyProviderEvent } from './webhook';
import { toldTo } from '../../lib/language';

const notFound = (request: FastifyRequest) => ({ errors: [{ message: toldTo(request, MESSAGES.notFound), extensions: { code: 'NOT_FOUND' } }] });

export async function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  // Encapsulated: the raw-body parser applies to the webhook only, not to any other route.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/api/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = deps.payments.parseWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
          deps.clock.now().getTime(),
        );
      } catch (error) {
        if (error instanceof InvalidWebhook) return reply.code(400).send({ received: false });
        throw error;
      }
      const outcome = await applyProviderEvent(deps, event);
      request.log.info({ eventId: event.id, kind: event.kind, outcome }, 'payment webhook');
      return reply.send({ received: true, outcome });
    });
  });

  /** The printable receipt (領収書) of the viewer's own paid transaction. */
  const receiptPolicy = allowInlineScripts(deps.config, [RECEIPT_SCRIPT_HASH]);
  app.get<{ Params: { transactionId: string } }>('/api/receipts/:transactionId', async (request, reply) => {
    const retryAfter = await isOverBudget(httpBudget, request);
    if (retryAfter !== null) return reply.code(429).header('retry-after', retryAfter).send();
    const viewer = request.viewer;
    if (!viewer) {
      return reply.code(401).send({ errors: [{ message: toldTo(request, MESSAGES.unauthenticated), extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    const transaction = await repo.findTransaction(deps.db, request.params.transactionId);
    if (!transaction || transaction.status !== TRANSACTION_STATUS.paid || (transaction.user_id !== viewer.id && !viewer.isAdmin)) {
      return reply.code(404).send(notFound(request));
    }
    const [plan, user] = await Promise.all([
      repo.findPackage(deps.db, transaction.package_id, transaction.payment_type),
      findUserById(deps.db, transaction.user_id),
    ]);
    const addressee = user?.company_name || user?.name || user?.email || '';
    receiptPolicy(request, reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(receiptHtml(deps.config, transaction, plan?.name ?? '', addressee));
  });
}
