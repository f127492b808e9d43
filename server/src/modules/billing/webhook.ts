import type { Deps } from '../../deps';
import type { ProviderEvent } from '../../infra/payments';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { findUserById } from '../users';
import { periodEnd, TRANSACTION_STATUS } from './periods';
import { endSubscription } from './renewals';
import * as repo from './repo';
import { recordRenewalFailure } from './service';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one provider event exactly once: its id is stored in processed_events in the same database
 * transaction as its effect, so a replay (or a concurrent delivery) finds it and changes nothing.
 */
export async function applyProviderEvent(deps: Deps, event: ProviderEvent): Promise<WebhookOutcome> {
  const now = isoNow(deps.clock);
  const claim = (trx: Parameters<Parameters<ReturnType<Deps['db']['transaction']>['execute']>[0]>[0]) =>
    trx
      .insertInto('processed_events')
      .values({ id: event.id, source: deps.payments.name, createdAt: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst()
      .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0) > 0);

  if (event.kind === 'ignored') return 'ignored';
  const profile = await repo.findProfileBySubscription(deps.db, event.subscriptionId);
  if (!profile) return 'ignored';
  const userId = profile.user_id;

  if (event.kind === 'renewal_failed') {
    // The claim and the failure are one transaction: recorded by the first delivery, skipped by a replay.
    let fresh = false;
    await deps.db.transaction().execute(async (trx) => {
      fresh = await claim(trx);
    });
    if (!fresh) return 'duplicate';
    const last = await repo.latestPaid(deps.db, userId);
    await recordRenewalFailure(deps, userId, {
      transactionId: null,
      orderId: `${event.subscriptionId}:failed:${event.invoiceId}`,
      tranId: event.invoiceId,
      amount: event.amount,
      packageId: last?.package_id ?? 1,
      paymentType: last?.payment_type ?? 1,
    });
    return 'applied';
  }

  if (event.kind === 'subscription_ended') {
    let fresh = false;
    await deps.db.transaction().execute(async (trx) => {
      fresh = await claim(trx);
    });
    if (!fresh) return 'duplicate';
    await endSubscription(deps, userId);
    return 'applied';
  }

  return deps.db.transaction().execute(async (trx) => {
    if (!(await claim(trx))) return 'duplicate';
    if (event.kind === 'cancellation_changed') {
      await trx
        .updateTable('payment_profiles')
        .set({ cancel_at_period_end: event.cancelAtPeriodEnd ? 1 : 0, updatedAt: now })
        .where('user_id', '=', userId)
        .execute();
      return 'applied';
    }
    if (await repo.findTransactionByTranId(trx, event.invoiceId)) return 'applied';
    const last = await repo.latestPaid(trx, userId);
    if (!last) return 'ignored';
    const user = await findUserById(trx, userId);
    const start = last.period_end ?? now;
    // A switch between monthly and yearly was scheduled on Stripe for this renewal.
    const paymentType = profile.next_payment_type ?? last.payment_type;
    await repo.insertTransaction(trx, {
      id: newId(),
      tran_id: event.invoiceId,
      order_id: `${event.subscriptionId}:${start}`,
      amount: event.amount,
      status: TRANSACTION_STATUS.paid,
      user_id: userId,
      package_id: last.package_id,
      payment_type: paymentType,
      is_regis_auto: 1,
      period_start: start,
      period_end: periodEnd(start, paymentType, user?.charge_day ?? new Date(start).getUTCDate()),
      provider: profile.provider,
      createdAt: now,
      updatedAt: now,
    });
    await trx
      .updateTable('payment_profiles')
      .set({ auto_payment_failed: 0, next_payment_type: null, updatedAt: now })
      .where('user_id', '=', userId)
      .execute();
    return 'applied';
  });
}
