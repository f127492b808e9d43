import Stripe from 'stripe';
import {
  type CardDetails,
  InvalidWebhook,
  PaymentDeclined,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  /** Another Stripe-compatible API base (stripe-mock, a test double); the real API when unset. */
  apiBase?: string;
}

/** Our one Stripe product; its price is sent with each subscription from the packages table. */
const PRODUCT_ID = 'musubi_standard';
/** Seconds a signed webhook stays acceptable, as Stripe's libraries default to. */
const WEBHOOK_TOLERANCE_S = 300;

function clientConfig(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
    telemetry: false,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function cardOf(method: Stripe.PaymentMethod | string | null): CardDetails | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { brand, last4, expMonth: exp_month, expYear: exp_year };
}

/** A refused card as our error; anything else (network, configuration) stays an error for the logs. */
function asDecline(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclined(error.decline_code ?? error.code ?? 'card_declined');
  }
  return error;
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** The payment provider over the official Stripe SDK: subscriptions renew on Stripe's side. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiBase));
  let productReady: Promise<string> | null = null;

  const ensureProduct = (name: string) =>
    (productReady ??= stripe.products.retrieve(PRODUCT_ID).then(
      (product) => product.id,
      async (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') {
          productReady = null;
          throw error;
        }
        return (await stripe.products.create({ id: PRODUCT_ID, name })).id;
      },
    ));

  const cardOfMethod = async (paymentMethodId: string) => cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));

  return {
    name: 'stripe',
    testMode: false,
    publishableKey: options.publishableKey ?? null,
    renewsItself: true,
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create({ email, name: name ?? undefined, metadata: { user_id: userId } });
      return customer.id;
    },
    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      });
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
      return { clientSecret: intent.client_secret };
    },
    async confirmSetupIntent(clientSecret, card) {
      // Card numbers go from the browser to Stripe.js, never through us.
      if (card) throw new PaymentDeclined('card_fields_not_accepted');
      const id = clientSecret.split('_secret_')[0] ?? '';
      const intent = await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
      if (intent.client_secret !== clientSecret) throw new PaymentDeclined('setup_intent_unexpected_state');
      return {
        status: intent.status,
        paymentMethodId: idOf(intent.payment_method),
        card: cardOf(intent.payment_method),
      };
    },
    async startSubscription({ customerId, paymentMethodId, amount, interval, planName, userId }) {
      try {
        const product = await ensureProduct(planName);
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
        const subscription = await stripe.subscriptions.create({
          customer: customerId,
          default_payment_method: paymentMethodId,
          items: [{ price_data: { currency: 'jpy', product, unit_amount: amount, recurring: { interval } } }],
          // A refused first payment fails the call instead of leaving an incomplete subscription behind.
          payment_behavior: 'error_if_incomplete',
          metadata: { user_id: userId },
        });
        return {
          subscriptionId: subscription.id,
          invoiceId: idOf(subscription.latest_invoice) ?? subscription.id,
          card: await cardOfMethod(paymentMethodId),
        };
      } catch (error) {
        throw asDecline(error);
      }
    },
    async chargeRenewal() {
      throw new Error('Stripe renews subscriptions itself');
    },
    async changePaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      try {
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
        if (subscriptionId) {
          await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
        }
        return await cardOfMethod(paymentMethodId);
      } catch (error) {
        throw asDecline(error);
      }
    },
    async changeIntervalAtRenewal({ subscriptionId, amount, interval, planName }) {
      // A change at the next renewal is a subscription schedule: the current phase as it is, then one phase at
      // the new price, after which the schedule lets the subscription go on at that price.
      const product = await ensureProduct(planName);
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const scheduleId =
        idOf(subscription.schedule) ?? (await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })).id;
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
      const current =
        schedule.phases.find((phase) => phase.start_date === schedule.current_phase?.start_date) ?? schedule.phases[0];
      if (!current) throw new Error('Stripe returned a subscription schedule without phases');
      await stripe.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release',
        phases: [
          {
            start_date: current.start_date,
            end_date: current.end_date,
            items: current.items.map((item) => ({ price: idOf(item.price) ?? '', quantity: item.quantity ?? 1 })),
            proration_behavior: 'none',
          },
          {
            items: [{ price_data: { currency: 'jpy', product, unit_amount: amount, recurring: { interval } }, quantity: 1 }],
            duration: { interval, interval_count: 1 },
            proration_behavior: 'none',
          },
        ],
      });
    },
    async cancelAtPeriodEnd(subscriptionId) {
      // Stripe refuses to change the cancellation of a subscription a schedule manages: release it first.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const scheduleId = idOf(subscription.schedule);
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async listInvoices(customerId) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return invoices.data.map((invoice) => ({
        id: invoice.id ?? '',
        totalAmount: invoice.total,
        date: new Date(invoice.created * 1000).toISOString(),
        status: invoice.status ?? 'draft',
      }));
    },
    parseWebhook(rawBody, signature, receivedAtMs): ProviderEvent {
      if (!options.webhookSecret || !signature) throw new InvalidWebhook('missing signature or secret');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          receivedAtMs,
        );
      } catch {
        throw new InvalidWebhook('signature does not verify');
      }
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = subscriptionOfInvoice(invoice);
          // The first invoice is recorded at checkout; only renewals come through here.
          if (!subscriptionId || invoice.billing_reason !== 'subscription_cycle' || !invoice.id) break;
          return {
            id: event.id,
            kind: event.type === 'invoice.paid' ? 'renewal_paid' : 'renewal_failed',
            subscriptionId,
            invoiceId: invoice.id,
            amount: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
          };
        }
        case 'customer.subscription.updated':
          return {
            id: event.id,
            kind: 'cancellation_changed',
            subscriptionId: event.data.object.id,
            cancelAtPeriodEnd: event.data.object.cancel_at_period_end,
          };
        case 'customer.subscription.deleted':
          return { id: event.id, kind: 'subscription_ended', subscriptionId: event.data.object.id };
        default:
          break;
      }
      return { id: event.id, kind: 'ignored', type: event.type };
    },
  };
}
