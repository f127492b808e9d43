import type { Deps } from '../../deps';
import { PaymentDeclined } from '../../infra/payments';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { findUserById, setSubscription } from '../users';
import { periodEnd, TRANSACTION_STATUS } from './periods';
import * as repo from './repo';
import { recordRenewalFailure } from './service';

export const RENEWAL_INTERVAL_MS = 60 * 60_000;

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
}

/** Subscriptions whose renewal the job looks at: not failed already (the user must change the card first). */
const activeProfiles = (deps: Deps) =>
  deps.db
    .selectFrom('payment_profiles')
    .selectAll()
    .where('subscription_id', 'is not', null)
    .where('auto_payment_failed', '=', 0)
    .execute();

/**
 * The renewal job (hourly, and callable from tests): charges each due subscription of the built-in provider on
 * its charge day, records the transaction, and on a refusal notifies the user and marks auto-payment failed.
 * A cancelled subscription whose paid period is over is ended (back to free). Stripe renews its own
 * subscriptions and reports them through the webhook. Safe to run on several nodes at once: each renewal is
 * claimed by inserting its pending transaction under a unique order id first.
 */
export async function runRenewals(deps: Deps): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, ended: 0 };
  const now = isoNow(deps.clock);
  for (const profile of await activeProfiles(deps)) {
    const last = await repo.latestPaid(deps.db, profile.user_id);
    if (!last?.period_end || last.period_end > now) continue;
    if (profile.cancel_at_period_end === 1) {
      await endSubscription(deps, profile.user_id);
      report.ended++;
      continue;
    }
    if (profile.provider !== deps.payments.name || deps.payments.renewsItself) continue;
    const outcome = await renew(deps, profile, last);
    if (outcome) report[outcome]++;
  }
  return report;
}

export async function endSubscription(deps: Deps, userId: string) {
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_profiles')
      .set({ subscription_id: null, cancel_at_period_end: 0, next_payment_type: null, updatedAt: now })
      .where('user_id', '=', userId)
      .execute();
    await setSubscription(trx, userId, { recurringId: null, chargeDay: null }, now);
  });
}

async function renew(
  deps: Deps,
  profile: repo.ProfileRow,
  last: repo.TransactionRow,
): Promise<'renewed' | 'failed' | null> {
  // A switch between monthly and yearly takes effect here, at the first renewal after it was asked for.
  const plan = await repo.findPackage(deps.db, last.package_id, profile.next_payment_type ?? last.payment_type);
  const user = await findUserById(deps.db, profile.user_id);
  if (!plan || !profile.customer_id || !profile.payment_method_id || !last.period_end) return null;
  const start = last.period_end;
  const orderId = `${profile.subscription_id}:${start}`;
  const id = newId();
  const now = isoNow(deps.clock);
  const claimed = await deps.db
    .insertInto('transactions')
    .values({
      id,
      tran_id: null,
      order_id: orderId,
      amount: plan.price,
      status: TRANSACTION_STATUS.pending,
      user_id: profile.user_id,
      package_id: plan.package_id,
      payment_type: plan.payment_type,
      is_regis_auto: 1,
      period_start: start,
      period_end: periodEnd(start, plan.payment_type, user?.charge_day ?? new Date(start).getUTCDate()),
      provider: profile.provider,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  try {
    const { invoiceId } = await deps.payments.chargeRenewal({
      customerId: profile.customer_id,
      paymentMethodId: profile.payment_method_id,
      amount: plan.price,
    });
    await deps.db.transaction().execute(async (trx) => {
      const paidAt = isoNow(deps.clock);
      await trx
        .updateTable('transactions')
        .set({ status: TRANSACTION_STATUS.paid, tran_id: invoiceId, updatedAt: paidAt })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('payment_profiles')
        .set({ next_payment_type: null, updatedAt: paidAt })
        .where('user_id', '=', profile.user_id)
        .execute();
    });
    return 'renewed';
  } catch (error) {
    if (!(error instanceof PaymentDeclined)) {
      // Not the card's fault (network, provider outage): release the claim so the next run tries again.
      await deps.db.deleteFrom('transactions').where('id', '=', id).execute();
      throw error;
    }
    await recordRenewalFailure(deps, profile.user_id, {
      transactionId: id,
      orderId,
      tranId: null,
      amount: plan.price,
      packageId: plan.package_id,
      paymentType: plan.payment_type,
    });
    return 'failed';
  }
}
