import { NOTIFICATION_TYPE, PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { type CardDetails, PaymentDeclined } from '../../infra/payments';
import { isoNow } from '../../lib/clock';
import type { CreatedAtCondition } from '../../lib/created-at';
import { badInput, conflict, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit } from '../../lib/paging';
import { insertNotifications, publishNotifications, readNoticesDone } from '../notifications';
import { findUserById, requireViewer, setChargeDay, setSubscription } from '../users';
import { packageInForce } from './limits';
import { billingMail } from './mail';
import { BILLING_MESSAGES, declineMessage } from './messages';
import { chargeDayOf, periodEnd, TRANSACTION_STATUS } from './periods';
import { requireBillingReader } from './policy';
import * as repo from './repo';

/** Where a failed renewal's notice takes its user: the page that changes the card. */
const CHANGE_METHOD_LINK = '/payment/change-method';

const planInput = {
  package_id: z.literal(PACKAGE_ID.standard, { error: BILLING_MESSAGES.invalidPlan }),
  payment_type: z.union([z.literal(PAYMENT_PERIOD.month), z.literal(PAYMENT_PERIOD.year)], {
    error: BILLING_MESSAGES.invalidPlan,
  }),
};
const checkoutSchema = z.object(planInput);
const paymentMethodId = z
  .string({ error: BILLING_MESSAGES.paymentMethodRequired })
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, { message: BILLING_MESSAGES.paymentMethodRequired });
const subscribeSchema = z.object({ ...planInput, payment_method_id: paymentMethodId });
const changeSchema = z.object({ payment_method_id: paymentMethodId });
const periodSchema = z.object({ payment_type: planInput.payment_type });
const confirmSchema = z.object({
  client_secret: z.string({ error: BILLING_MESSAGES.cardSetupFailed }).min(1).max(500),
  card_number: z.string().max(40).nullish(),
  exp_month: z.number().int().nullish(),
  exp_year: z.number().int().nullish(),
  cvc: z.string().max(8).nullish(),
  card_name: z.string().max(255).nullish(),
});

/** A refused card becomes the user's message; the decline code goes along for the client. */
async function declinedAsInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      throw badInput(declineMessage(error.declineCode), { declineCode: error.declineCode });
    }
    throw error;
  }
}

const cardColumns = (card: CardDetails | null) =>
  card
    ? { card_brand: card.brand, last_digits: card.last4, exp_month: card.expMonth, exp_year: card.expYear }
    : {};

export const listPackages = (deps: Deps) => repo.listPackages(deps.db);

export const paymentSettings = (deps: Deps) => ({
  provider: deps.payments.name,
  testMode: deps.payments.testMode,
  publishableKey: deps.payments.publishableKey,
});

/** The paid transaction whose period covers now, if any. */
async function paidInForce(deps: Deps, userId: string) {
  return (await repo.paidCovering(deps.db, userId, isoNow(deps.clock))) ?? null;
}

const renewsAutomatically = (profile: repo.ProfileRow | undefined) =>
  !!profile?.subscription_id && profile.cancel_at_period_end === 0;

/** getHeadTransactionByUser: the package in force with its limits and the state the payment guards read. */
export async function headTransaction(deps: Deps, viewer: Viewer | null, userId?: string | null) {
  const target = requireBillingReader(viewer, userId);
  const [plan, current, profile] = await Promise.all([
    packageInForce(deps.db, deps.clock, target),
    paidInForce(deps, target),
    repo.findProfile(deps.db, target),
  ]);
  return {
    ...plan,
    createdAt: current?.period_start ?? null,
    period_end: current?.period_end ?? null,
    is_regis_auto: current !== null && renewsAutomatically(profile),
    next_payment_type: current !== null && renewsAutomatically(profile) ? (profile?.next_payment_type ?? null) : null,
    auto_payment_failed: profile?.auto_payment_failed === 1,
    hasPaymentProfile: !!profile?.card_brand,
    transaction: current,
  };
}

export async function lastTransaction(deps: Deps, viewer: Viewer | null, userId?: string | null) {
  return (await repo.lastTransaction(deps.db, requireBillingReader(viewer, userId))) ?? null;
}

export async function listTransactions(
  deps: Deps,
  viewer: Viewer | null,
  args: {
    user_id?: string | null;
    createdAt?: CreatedAtCondition | null;
    sortDirection?: string | null;
    limit?: number | null;
    nextToken?: string | null;
  },
) {
  const target = requireBillingReader(viewer, args.user_id);
  return repo.listTransactions(deps.db, target, {
    createdAt: args.createdAt,
    direction: args.sortDirection?.toUpperCase() === 'ASC' ? 'asc' : 'desc',
    limit: pageLimit(args.limit),
    nextToken: args.nextToken,
  });
}

export async function cardInfo(deps: Deps, viewer: Viewer | null) {
  const profile = await repo.findProfile(deps.db, requireViewer(viewer).id);
  if (!profile?.card_brand) return null;
  return {
    card_brand: profile.card_brand,
    exp_month: profile.exp_month,
    exp_year: profile.exp_year,
    last_digits: profile.last_digits,
  };
}

export async function card(deps: Deps, viewer: Viewer | null) {
  const info = await cardInfo(deps, viewer);
  if (!info) return null;
  const month = String(info.exp_month ?? '').padStart(2, '0');
  const year = String(info.exp_year ?? '').slice(-2);
  return { card_no: `************${info.last_digits ?? ''}`, card_expire_date: `${month}/${year}`, card_brand: info.card_brand };
}

export async function customerId(deps: Deps, viewer: Viewer | null) {
  const profile = await repo.findProfile(deps.db, requireViewer(viewer).id);
  return { customer_id: profile?.provider === deps.payments.name ? (profile.customer_id ?? null) : null };
}

/** The user's customer at the current provider, created on first checkout. */
async function ensureCustomer(deps: Deps, viewer: Viewer) {
  const profile = await repo.findProfile(deps.db, viewer.id);
  if (profile?.customer_id && profile.provider === deps.payments.name) return profile.customer_id;
  const user = await findUserById(deps.db, viewer.id);
  if (!user) throw notFound();
  const id = await deps.payments.createCustomer({ userId: viewer.id, email: user.email, name: user.name });
  await repo.saveProfile(deps.db, viewer.id, deps.payments.name, { customer_id: id, updatedAt: isoNow(deps.clock) });
  return id;
}

async function refuseWhileSubscribed(deps: Deps, userId: string) {
  const profile = await repo.findProfile(deps.db, userId);
  if (renewsAutomatically(profile) && (await paidInForce(deps, userId))) throw conflict(BILLING_MESSAGES.alreadySubscribed);
}

/** handleStripeTransaction: a card setup for checkout. */
export async function startCheckout(deps: Deps, viewer: Viewer | null, input: unknown) {
  const v = requireViewer(viewer);
  parseInput(checkoutSchema, input);
  await refuseWhileSubscribed(deps, v.id);
  const customer = await ensureCustomer(deps, v);
  const { clientSecret } = await deps.payments.createSetupIntent(customer);
  return { client_secret: clientSecret, customer_id: customer };
}

/** The user's customer at the current provider, which changing the card or the period needs. */
async function requireProfile(deps: Deps, userId: string) {
  const profile = await repo.findProfile(deps.db, userId);
  if (!profile?.customer_id || profile.provider !== deps.payments.name) throw badInput(BILLING_MESSAGES.noPaymentProfile);
  return { ...profile, customer_id: profile.customer_id };
}

/**
 * handleStripeChangePaymentSetup: a card setup for replacing the card on file, allowed while the plan renews
 * (unlike checkout). Confirmed by handleStripeConfirmSetupIntent, used by handleStripeChangePayment.
 */
export async function startCardChange(deps: Deps, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const profile = await requireProfile(deps, v.id);
  const { clientSecret } = await deps.payments.createSetupIntent(profile.customer_id);
  return { client_secret: clientSecret, customer_id: profile.customer_id };
}

/** handleStripeConfirmSetupIntent. Card fields are accepted only by the test-mode provider and never kept. */
export async function confirmSetupIntent(deps: Deps, viewer: Viewer | null, input: unknown) {
  requireViewer(viewer);
  const data = parseInput(confirmSchema, input);
  const hasCard = !!data.card_number;
  if (deps.payments.testMode && !hasCard) throw badInput(BILLING_MESSAGES.paymentMethodRequired, { field: 'card_number' });
  if (!deps.payments.testMode && hasCard) throw badInput(BILLING_MESSAGES.cardSetupFailed);
  const result = await declinedAsInput(() =>
    deps.payments.confirmSetupIntent(
      data.client_secret,
      hasCard
        ? { number: data.card_number ?? '', expMonth: data.exp_month ?? 0, expYear: data.exp_year ?? 0, cvc: data.cvc ?? '' }
        : null,
    ),
  );
  return {
    status: result.status,
    payment_method_id: result.paymentMethodId,
    card: result.card
      ? {
          card_brand: result.card.brand,
          exp_month: result.card.expMonth,
          exp_year: result.card.expYear,
          last_digits: result.card.last4,
        }
      : null,
  };
}

/** handleStripePaymentMethod: charges the first period and records it; a refused card writes nothing. */
export async function subscribe(deps: Deps, viewer: Viewer | null, input: unknown) {
  const v = requireViewer(viewer);
  const data = parseInput(subscribeSchema, input);
  const plan = await repo.findPackage(deps.db, data.package_id, data.payment_type);
  if (!plan) throw badInput(BILLING_MESSAGES.invalidPlan);
  await refuseWhileSubscribed(deps, v.id);
  const profile = await repo.findProfile(deps.db, v.id);
  if (!profile?.customer_id || profile.provider !== deps.payments.name) throw badInput(BILLING_MESSAGES.noPaymentProfile);
  const customer = profile.customer_id;
  const started = await declinedAsInput(() =>
    deps.payments.startSubscription({
      customerId: customer,
      paymentMethodId: data.payment_method_id,
      amount: plan.price,
      interval: data.payment_type === PAYMENT_PERIOD.year ? 'year' : 'month',
      planName: plan.name,
      userId: v.id,
    }),
  );
  const now = isoNow(deps.clock);
  const chargeDay = chargeDayOf(now);
  const transactionId = newId();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertTransaction(trx, {
      id: transactionId,
      tran_id: started.invoiceId,
      order_id: `${started.subscriptionId}:${now}`,
      amount: plan.price,
      status: TRANSACTION_STATUS.paid,
      user_id: v.id,
      package_id: plan.package_id,
      payment_type: plan.payment_type,
      is_regis_auto: 0,
      period_start: now,
      period_end: periodEnd(now, plan.payment_type, chargeDay),
      provider: deps.payments.name,
      createdAt: now,
      updatedAt: now,
    });
    await repo.saveProfile(trx, v.id, deps.payments.name, {
      subscription_id: started.subscriptionId,
      payment_method_id: data.payment_method_id,
      auto_payment_failed: 0,
      cancel_at_period_end: 0,
      next_payment_type: null,
      ...cardColumns(started.card),
      updatedAt: now,
    });
    await setSubscription(trx, v.id, { recurringId: started.subscriptionId, chargeDay }, now);
  });
  const user = await findUserById(deps.db, v.id);
  return {
    subscription_id: started.subscriptionId,
    customer_id: customer,
    customer_name: user?.name ?? null,
    amount: plan.price,
    transaction_id: transactionId,
  };
}

/** handleStripePaymentSuccess: the paid transaction of the viewer's subscription, for the success page. */
export async function paymentSuccess(deps: Deps, viewer: Viewer | null, input: unknown) {
  const v = requireViewer(viewer);
  const { subscription_id } = parseInput(z.object({ subscription_id: z.string().min(1).max(255) }), input);
  const row = await deps.db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', v.id)
    .where('status', '=', TRANSACTION_STATUS.paid)
    .where('order_id', '>=', `${subscription_id}:`)
    .where('order_id', '<', `${subscription_id};`)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Charges the period that failed to renew, with the card now on file, starting today. */
async function chargeOverdue(deps: Deps, userId: string, profile: repo.ProfileRow, paymentMethod: string) {
  const last = await repo.latestPaid(deps.db, userId);
  if (!last || !profile.customer_id || !profile.subscription_id) return;
  const plan = await repo.findPackage(deps.db, last.package_id, profile.next_payment_type ?? last.payment_type);
  if (!plan) return;
  const customer = profile.customer_id;
  const { invoiceId } = await declinedAsInput(() =>
    deps.payments.chargeRenewal({ customerId: customer, paymentMethodId: paymentMethod, amount: plan.price }),
  );
  const now = isoNow(deps.clock);
  const chargeDay = chargeDayOf(now);
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertTransaction(trx, {
      id: newId(),
      tran_id: invoiceId,
      order_id: `${profile.subscription_id}:${now}`,
      amount: plan.price,
      status: TRANSACTION_STATUS.paid,
      user_id: userId,
      package_id: plan.package_id,
      payment_type: plan.payment_type,
      is_regis_auto: 1,
      period_start: now,
      period_end: periodEnd(now, plan.payment_type, chargeDay),
      provider: deps.payments.name,
      createdAt: now,
      updatedAt: now,
    });
    await setChargeDay(trx, userId, chargeDay, now);
    await repo.saveProfile(trx, userId, profile.provider, { next_payment_type: null, updatedAt: now });
  });
}

/** handleStripeChangePayment: replaces the card; after a failed renewal the due period is charged to it at once. */
export async function changePaymentMethod(deps: Deps, viewer: Viewer | null, input: unknown) {
  const v = requireViewer(viewer);
  const data = parseInput(changeSchema, input);
  const profile = await requireProfile(deps, v.id);
  const customer = profile.customer_id;
  const card = await declinedAsInput(() =>
    deps.payments.changePaymentMethod({
      customerId: customer,
      subscriptionId: profile.subscription_id,
      paymentMethodId: data.payment_method_id,
    }),
  );
  if (profile.auto_payment_failed === 1 && !deps.payments.renewsItself) {
    await chargeOverdue(deps, v.id, profile, data.payment_method_id);
  }
  const answered = await deps.db.transaction().execute(async (trx) => {
    await repo.saveProfile(trx, v.id, deps.payments.name, {
      payment_method_id: data.payment_method_id,
      auto_payment_failed: 0,
      ...cardColumns(card),
      updatedAt: isoNow(deps.clock),
    });
    // A failed renewal's notice asked for a new card: it is done.
    return readNoticesDone(trx, deps, v.id, { link: CHANGE_METHOD_LINK });
  });
  await publishNotifications(deps, answered);
  return (await cardInfo(deps, viewer)) ?? { card_brand: null, exp_month: null, exp_year: null, last_digits: null };
}

/** handleStripeRemoveInfo: stops renewal; the paid period runs out, then the user is on the free plan. */
export async function cancel(deps: Deps, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const profile = await repo.findProfile(deps.db, v.id);
  if (!profile?.subscription_id || !renewsAutomatically(profile)) throw badInput(BILLING_MESSAGES.noSubscription);
  await deps.payments.cancelAtPeriodEnd(profile.subscription_id);
  await repo.saveProfile(deps.db, v.id, profile.provider, {
    cancel_at_period_end: 1,
    next_payment_type: null,
    updatedAt: isoNow(deps.clock),
  });
  return headTransaction(deps, viewer);
}

/**
 * handleStripeChangePeriod: switches a renewing plan between monthly and yearly from the next renewal on; the
 * period already paid is kept as it is (no pro-rata). Choosing the period in force withdraws a pending switch.
 */
export async function changePeriod(deps: Deps, viewer: Viewer | null, input: unknown) {
  const v = requireViewer(viewer);
  const { payment_type } = parseInput(periodSchema, input);
  const profile = await repo.findProfile(deps.db, v.id);
  const current = await paidInForce(deps, v.id);
  if (!current || !profile?.subscription_id || !renewsAutomatically(profile) || profile.provider !== deps.payments.name) {
    throw badInput(BILLING_MESSAGES.noSubscription);
  }
  const plan = await repo.findPackage(deps.db, current.package_id, payment_type);
  if (!plan) throw badInput(BILLING_MESSAGES.invalidPlan);
  await deps.payments.changeIntervalAtRenewal({
    subscriptionId: profile.subscription_id,
    amount: plan.price,
    interval: payment_type === PAYMENT_PERIOD.year ? 'year' : 'month',
    planName: plan.name,
  });
  await repo.saveProfile(deps.db, v.id, profile.provider, {
    next_payment_type: payment_type === current.payment_type ? null : payment_type,
    updatedAt: isoNow(deps.clock),
  });
  return headTransaction(deps, viewer);
}

/** getUsage: what the user uses of the limits /plan lists (rooms they created, contacts, their files' bytes). */
export async function usage(deps: Deps, viewer: Viewer | null, userId?: string | null) {
  return repo.usage(deps.db, requireBillingReader(viewer, userId));
}

const INVOICE_STATUS: Record<number, string> = {
  [TRANSACTION_STATUS.pending]: 'open',
  [TRANSACTION_STATUS.paid]: 'paid',
  [TRANSACTION_STATUS.failed]: 'uncollectible',
};

/** handleStripeInvoices: the provider's invoices, or our transactions when the provider keeps none. */
export async function invoices(deps: Deps, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const profile = await repo.findProfile(deps.db, v.id);
  if (profile?.customer_id && profile.provider === deps.payments.name) {
    const fromProvider = await deps.payments.listInvoices(profile.customer_id);
    if (fromProvider) {
      return fromProvider.map((i) => ({ id: i.id, total_amount: i.totalAmount, date: i.date, status: i.status }));
    }
  }
  const { items } = await repo.listTransactions(deps.db, v.id, { direction: 'desc', limit: 24 });
  return items.map((row) => ({
    id: row.tran_id ?? row.id,
    total_amount: row.amount,
    date: row.createdAt,
    status: INVOICE_STATUS[row.status] ?? 'open',
  }));
}

/**
 * A refused renewal: the attempt is recorded as failed, the user is told (account notification and mail) and
 * auto_payment_failed sends them to change the card. Used by the renewal job and by the Stripe webhook.
 */
export async function recordRenewalFailure(
  deps: Deps,
  userId: string,
  attempt: {
    /** The pending attempt the renewal job recorded, or null when the provider reports the failure. */
    transactionId: string | null;
    orderId: string;
    tranId: string | null;
    amount: number;
    packageId: number;
    paymentType: number;
  },
) {
  const now = isoNow(deps.clock);
  const rows = await deps.db.transaction().execute(async (trx) => {
    if (attempt.transactionId) {
      await trx
        .updateTable('transactions')
        .set({ status: TRANSACTION_STATUS.failed, tran_id: attempt.tranId, updatedAt: now })
        .where('id', '=', attempt.transactionId)
        .execute();
    } else {
      await repo.insertTransaction(trx, {
        id: newId(),
        tran_id: attempt.tranId,
        order_id: attempt.orderId,
        amount: attempt.amount,
        status: TRANSACTION_STATUS.failed,
        user_id: userId,
        package_id: attempt.packageId,
        payment_type: attempt.paymentType,
        is_regis_auto: 1,
        period_start: null,
        period_end: null,
        provider: deps.payments.name,
        createdAt: now,
        updatedAt: now,
      });
    }
    await trx
      .updateTable('payment_profiles')
      .set({ auto_payment_failed: 1, updatedAt: now })
      .where('user_id', '=', userId)
      .execute();
    return insertNotifications(trx, deps, [
      { user_id: userId, type: NOTIFICATION_TYPE.account, content: BILLING_MESSAGES.renewalFailedNotice, link: CHANGE_METHOD_LINK },
    ]);
  });
  await publishNotifications(deps, rows);
  const user = await findUserById(deps.db, userId);
  const plan = await repo.findPackage(deps.db, attempt.packageId, attempt.paymentType);
  if (user) {
    try {
      await deps.mail.send({
        to: user.email,
        ...billingMail(user.language).renewalFailed(plan?.name ?? '', attempt.amount, `${deps.config.publicUrl}/payment/change-method`),
      });
    } catch (error) {
      deps.log.error({ err: error, userId }, 'renewal failure mail could not be sent');
    }
  }
}
