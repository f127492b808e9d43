import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { graphql } from '../../../test/graphql';

const WEBHOOK_SECRET = 'whsec_test_secret';

interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
}

const paymentMethod = (id: string, last4: string) => ({
  id,
  object: 'payment_method',
  card: { brand: 'visa', last4, exp_month: 12, exp_year: 2099 },
});

/** Answers the Stripe endpoints the adapter calls, as Stripe's API would, and records every request. */
async function startFakeStripe() {
  const requests: Recorded[] = [];
  let productExists = false;
  let scheduleId: string | null = null;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: url.pathname, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(json));
      };
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /v1/customers') return send(200, { id: 'cus_1', object: 'customer' });
      if (route === 'POST /v1/customers/cus_1') return send(200, { id: 'cus_1', object: 'customer' });
      if (route === 'POST /v1/setup_intents') {
        const second = requests.filter((r) => r.path === '/v1/setup_intents').length > 1;
        const id = second ? 'seti_2' : 'seti_1';
        const secret = second ? 'seti_2_secret_def' : 'seti_1_secret_abc';
        return send(200, { id, object: 'setup_intent', client_secret: secret, status: 'requires_payment_method' });
      }
      if (route === 'GET /v1/setup_intents/seti_2') {
        return send(200, {
          id: 'seti_2',
          object: 'setup_intent',
          client_secret: 'seti_2_secret_def',
          status: 'succeeded',
          payment_method: paymentMethod('pm_card_mastercard', '4444'),
        });
      }
      if (route === 'GET /v1/setup_intents/seti_1') {
        return send(200, {
          id: 'seti_1',
          object: 'setup_intent',
          client_secret: 'seti_1_secret_abc',
          status: 'succeeded',
          payment_method: paymentMethod('pm_card_visa', '4242'),
        });
      }
      if (route === 'GET /v1/products/musubi_standard') {
        if (productExists) return send(200, { id: 'musubi_standard', object: 'product' });
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such product' } });
      }
      if (route === 'POST /v1/products') {
        productExists = true;
        return send(200, { id: body.get('id'), object: 'product' });
      }
      if (route === 'POST /v1/subscriptions') {
        if (body.get('default_payment_method') === 'pm_card_chargeDeclined') {
          return send(402, {
            error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
          });
        }
        return send(200, { id: 'sub_1', object: 'subscription', latest_invoice: 'in_1', cancel_at_period_end: false });
      }
      if (route === 'POST /v1/subscriptions/sub_1') return send(200, { id: 'sub_1', object: 'subscription' });
      if (route === 'GET /v1/subscriptions/sub_1') return send(200, { id: 'sub_1', object: 'subscription', schedule: scheduleId });
      if (route === 'POST /v1/subscription_schedules') {
        scheduleId = 'sub_sched_1';
        return send(200, { id: scheduleId, object: 'subscription_schedule', subscription: body.get('from_subscription') });
      }
      if (route === 'GET /v1/subscription_schedules/sub_sched_1') {
        return send(200, {
          id: 'sub_sched_1',
          object: 'subscription_schedule',
          current_phase: { start_date: 1_790_000_000, end_date: 1_792_600_000 },
          phases: [
            { start_date: 1_790_000_000, end_date: 1_792_600_000, items: [{ price: 'price_monthly', quantity: 1 }] },
          ],
        });
      }
      if (route === 'POST /v1/subscription_schedules/sub_sched_1') return send(200, { id: 'sub_sched_1', object: 'subscription_schedule' });
      if (route === 'POST /v1/subscription_schedules/sub_sched_1/release') {
        scheduleId = null;
        return send(200, { id: 'sub_sched_1', object: 'subscription_schedule', status: 'released' });
      }
      if (url.pathname.startsWith('/v1/payment_methods/')) {
        const id = url.pathname.split('/').pop() ?? '';
        return send(200, paymentMethod(id, id === 'pm_card_mastercard' ? '4444' : '4242'));
      }
      if (route === 'GET /v1/invoices') {
        return send(200, {
          object: 'list',
          has_more: false,
          data: [{ id: 'in_1', object: 'invoice', total: 1100, created: 1_790_000_000, status: 'paid' }],
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `unexpected ${route}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

describe('Stripe provider and webhook', async () => {
  const stripeApi = await startFakeStripe();
  const server = await startTestServer({
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_API_BASE: stripeApi.url },
  });
  const user = await signUpUser(server, { name: '佐藤花子' });

  /** Posts an event signed by the real SDK's test helper, at the server's clock. */
  async function sendEvent(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(server.clock.now().getTime() / 1000),
    });
    const response = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as { outcome?: string } };
  }

  const transactions = () =>
    server.deps.db.selectFrom('transactions').selectAll().where('user_id', '=', user.id).orderBy('createdAt').execute();

  it('checks out through the Stripe API: customer, setup, subscription in yen', async () => {
    const settings = await user.client.ok(graphql(`query StripeGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } }`));
    expect(settings.getPaymentSettings).toEqual({ provider: 'stripe', testMode: false, publishableKey: 'pk_test_123' });
    const plan = { package_id: 1, payment_type: 1 };
    const start = await user.client.ok(
      graphql(`mutation StripeHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }`),
      { input: plan },
    );
    expect(start.handleStripeTransaction).toEqual({ client_secret: 'seti_1_secret_abc', customer_id: 'cus_1' });
    // With Stripe, card numbers go to Stripe.js only: the server refuses them.
    const withCard = await user.client.gql(
      graphql(`query StripeHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status } }`),
      { input: { client_secret: 'seti_1_secret_abc', card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
    );
    expect(withCard.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const confirmed = await user.client.ok(
      graphql(`query StripeHandleStripeConfirmSetupIntent2($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { last_digits } } }`),
      { input: { client_secret: 'seti_1_secret_abc' } },
    );
    expect(confirmed.handleStripeConfirmSetupIntent).toEqual({ status: 'succeeded', payment_method_id: 'pm_card_visa', card: { last_digits: '4242' } });

    const declined = await user.client.gql(
      graphql(`mutation StripeHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id } }`),
      { input: { ...plan, payment_method_id: 'pm_card_chargeDeclined' } },
    );
    expect(declined.errors?.[0]).toMatchObject({ message: 'カードが承認されませんでした。別のカードをお試しください。', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await transactions()).toEqual([]);

    const paid = await user.client.ok(
      graphql(`mutation StripeHandleStripePaymentMethod2($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id customer_id customer_name amount } }`),
      { input: { ...plan, payment_method_id: 'pm_card_visa' } },
    );
    expect(paid.handleStripePaymentMethod).toEqual({ subscription_id: 'sub_1', customer_id: 'cus_1', customer_name: '佐藤花子', amount: 1100 });
    const created = stripeApi.requests.filter((r) => r.path === '/v1/subscriptions').at(-1)!;
    expect(created.body.get('items[0][price_data][currency]')).toBe('jpy');
    expect(created.body.get('items[0][price_data][unit_amount]')).toBe('1100');
    expect(created.body.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect(created.body.get('payment_behavior')).toBe('error_if_incomplete');
    expect(stripeApi.requests.every((r) => !r.body.toString().includes('4242424242424242'))).toBe(true);
    expect((await transactions()).map((t) => [t.status, t.tran_id, t.amount])).toEqual([[1, 'in_1', 1100]]);

    const invoices = await user.client.ok(graphql(`mutation StripeHandleStripeInvoices { handleStripeInvoices { id total_amount status } handleStripeRetrieveCustomerId { customer_id } }`));
    expect(invoices.handleStripeInvoices).toEqual([{ id: 'in_1', total_amount: 1100, status: 'paid' }]);
    expect(invoices.handleStripeRetrieveCustomerId).toEqual({ customer_id: 'cus_1' });
  });

  it('changes the card of a renewing subscription through a new SetupIntent', async () => {
    const setup = await user.client.ok(graphql(`mutation StripeHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }`));
    expect(setup.handleStripeChangePaymentSetup).toEqual({ client_secret: 'seti_2_secret_def', customer_id: 'cus_1' });
    const intent = stripeApi.requests.filter((r) => r.path === '/v1/setup_intents').at(-1)!;
    expect(intent.body.get('customer')).toBe('cus_1');
    const confirmed = await user.client.ok(
      graphql(`query StripeHandleStripeConfirmSetupIntent3($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { payment_method_id } }`),
      { input: { client_secret: 'seti_2_secret_def' } },
    );
    expect(confirmed.handleStripeConfirmSetupIntent.payment_method_id).toBe('pm_card_mastercard');
    const changed = await user.client.ok(
      graphql(`mutation StripeHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }`),
      { input: { payment_method_id: 'pm_card_mastercard' } },
    );
    expect(changed.handleStripeChangePayment.last_digits).toBe('4444');
    const update = stripeApi.requests.filter((r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'POST').at(-1)!;
    expect(update.body.get('default_payment_method')).toBe('pm_card_mastercard');
    // No charge for the change: still the one paid transaction.
    expect((await transactions()).map((t) => t.tran_id)).toEqual(['in_1']);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const before = await transactions();
    const forged = await sendEvent(
      { id: 'evt_forged', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_1', object: 'subscription' } } },
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect(await transactions()).toEqual(before);
    expect(await server.deps.db.selectFrom('processed_events').selectAll().where('id', '=', 'evt_forged').execute()).toEqual([]);
    const profile = await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile.subscription_id).toBe('sub_1');
  });

  it('applies a renewal once however often it is delivered', async () => {
    const renewal = {
      id: 'evt_renewal_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_2',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 1100,
          amount_due: 1100,
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        },
      },
    };
    expect((await sendEvent(renewal)).body.outcome).toBe('applied');
    expect((await sendEvent(renewal)).body.outcome).toBe('duplicate');
    const rows = await transactions();
    expect(rows.map((t) => [t.status, t.tran_id, t.is_regis_auto])).toEqual([
      [1, 'in_1', 0],
      [1, 'in_2', 1],
    ]);
    expect(rows[1]!.period_start).toBe(rows[0]!.period_end);
  });

  it('handles a failed renewal once: notification, mail and auto-payment failed', async () => {
    const failed = {
      id: 'evt_failed_1',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_3',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 0,
          amount_due: 1100,
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        },
      },
    };
    expect((await sendEvent(failed)).body.outcome).toBe('applied');
    expect((await sendEvent(failed)).body.outcome).toBe('duplicate');
    const notes = await server.deps.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute();
    expect(notes).toHaveLength(1);
    expect((await server.smtp.lastMailTo(user.email)).subject).toBe('【Musubi】自動更新のお支払いができませんでした');
    const head = await user.client.ok(graphql(`query StripeGetHeadTransactionByUser { getHeadTransactionByUser { auto_payment_failed } }`));
    expect(head.getHeadTransactionByUser.auto_payment_failed).toBe(true);
    // A new card clears it; Stripe retries the open invoice with it.
    const changed = await user.client.ok(
      graphql(`mutation StripeHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }`),
      { input: { payment_method_id: 'pm_card_mastercard' } },
    );
    expect(changed.handleStripeChangePayment.last_digits).toBe('4444');
    expect((await user.client.ok(graphql(`query StripeGetHeadTransactionByUser { getHeadTransactionByUser { auto_payment_failed } }`))).getHeadTransactionByUser.auto_payment_failed).toBe(false);
  });

  it('schedules the switch to yearly on Stripe, and the renewal webhook applies it', async () => {
    const switched = await user.client.ok(
      graphql(`mutation StripeHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) { handleStripeChangePeriod(input: $input) { payment_type next_payment_type } }`),
      { input: { payment_type: 2 } },
    );
    expect(switched.handleStripeChangePeriod).toEqual({ payment_type: 1, next_payment_type: 2 });
    const update = stripeApi.requests.filter((r) => r.path === '/v1/subscription_schedules/sub_sched_1' && r.method === 'POST').at(-1)!;
    expect(update.body.get('end_behavior')).toBe('release');
    expect(update.body.get('phases[0][items][0][price]')).toBe('price_monthly');
    expect(update.body.get('phases[0][end_date]')).toBe('1792600000');
    expect(update.body.get('phases[1][items][0][price_data][unit_amount]')).toBe('11000');
    expect(update.body.get('phases[1][items][0][price_data][recurring][interval]')).toBe('year');
    expect(update.body.get('phases[1][items][0][price_data][currency]')).toBe('jpy');

    const renewal = {
      id: 'evt_renewal_yearly',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_yearly',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 11000,
          amount_due: 11000,
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        },
      },
    };
    expect((await sendEvent(renewal)).body.outcome).toBe('applied');
    const yearly = (await transactions()).at(-1)!;
    expect([yearly.tran_id, yearly.payment_type, yearly.amount]).toEqual(['in_yearly', 2, 11000]);
    expect(yearly.period_start).toBe((await transactions()).at(-3)!.period_end);
    const days = (new Date(yearly.period_end!).getTime() - new Date(yearly.period_start!).getTime()) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThanOrEqual(365);
    const profile = await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile.next_payment_type).toBeNull();
  });

  it('cancels at period end on Stripe, and the deletion event ends the subscription', async () => {
    const cancelled = await user.client.ok(graphql(`mutation StripeHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto } }`));
    expect(cancelled.handleStripeRemoveInfo).toEqual({ package_id: 1, is_regis_auto: false });
    // The schedule of the period switch is released first: Stripe refuses to cancel a scheduled subscription.
    expect(stripeApi.requests.some((r) => r.path === '/v1/subscription_schedules/sub_sched_1/release')).toBe(true);
    const update = stripeApi.requests.filter((r) => r.path === '/v1/subscriptions/sub_1' && r.method === 'POST').at(-1)!;
    expect(update.body.get('cancel_at_period_end')).toBe('true');
    const ended = { id: 'evt_deleted_1', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_1', object: 'subscription' } } };
    expect((await sendEvent(ended)).body.outcome).toBe('applied');
    const stored = await server.deps.db.selectFrom('users').select(['recurring_id', 'charge_day']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ recurring_id: null, charge_day: null });
    // The paid period still runs.
    expect((await user.client.ok(graphql(`query StripeGetHeadTransactionByUser2 { getHeadTransactionByUser { package_id } }`))).getHeadTransactionByUser.package_id).toBe(1);
  });
});
