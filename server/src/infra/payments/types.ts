/** What we keep of a card: never the number, only what a receipt or a settings page shows. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type BillingInterval = 'month' | 'year';

/** A card the provider refused; `declineCode` follows Stripe's decline codes. */
export class PaymentDeclined extends Error {
  constructor(readonly declineCode: string) {
    super(`payment declined: ${declineCode}`);
    this.name = 'PaymentDeclined';
  }
}

/** A webhook whose signature does not verify (or a provider that takes no webhooks). */
export class InvalidWebhook extends Error {}

export interface ProviderInvoice {
  id: string;
  totalAmount: number;
  date: string;
  status: string;
}

/** Card fields typed into the test-mode form; only the built-in provider ever receives them. */
export interface RawCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Provider webhook events reduced to what billing acts on. */
export type ProviderEvent =
  | { id: string; kind: 'renewal_paid'; subscriptionId: string; invoiceId: string; amount: number }
  | { id: string; kind: 'renewal_failed'; subscriptionId: string; invoiceId: string; amount: number }
  | { id: string; kind: 'cancellation_changed'; subscriptionId: string; cancelAtPeriodEnd: boolean }
  | { id: string; kind: 'subscription_ended'; subscriptionId: string }
  | { id: string; kind: 'ignored'; type: string };

/**
 * One payment provider behind the billing module: Stripe, or the built-in test mode that behaves like Stripe's.
 * Subscriptions are the provider's; our database keeps their id, the card's brand/last digits/expiry and the
 * transactions.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Cards are typed into our own form and checked against Stripe's test card numbers. */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Stripe charges renewals itself and reports them by webhook; the test provider is charged by runRenewals. */
  readonly renewsItself: boolean;
  createCustomer(input: { userId: string; email: string; name: string | null }): Promise<string>;
  createSetupIntent(customerId: string): Promise<{ clientSecret: string }>;
  /** Stripe: the browser confirmed it; we read its outcome. Test mode: the card fields confirm it here. */
  confirmSetupIntent(
    clientSecret: string,
    card: RawCard | null,
  ): Promise<{ status: string; paymentMethodId: string | null; card: CardDetails | null }>;
  /** Charges the first period and starts renewing; throws PaymentDeclined when the card is refused. */
  startSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    amount: number;
    interval: BillingInterval;
    planName: string;
    userId: string;
  }): Promise<{ subscriptionId: string; invoiceId: string; card: CardDetails | null }>;
  /** Charges one renewal (test provider only: Stripe renews itself); throws PaymentDeclined. */
  chargeRenewal(input: { customerId: string; paymentMethodId: string; amount: number }): Promise<{ invoiceId: string }>;
  /** Makes the card the default for the customer and its subscription. */
  changePaymentMethod(input: {
    customerId: string;
    subscriptionId: string | null;
    paymentMethodId: string;
  }): Promise<CardDetails | null>;
  /**
   * From the next renewal on, bills the subscription at this amount and interval; the period already paid is
   * left as it is. The test provider keeps nothing (runRenewals charges the new period).
   */
  changeIntervalAtRenewal(input: {
    subscriptionId: string;
    amount: number;
    interval: BillingInterval;
    planName: string;
  }): Promise<void>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Null when the provider keeps no invoices of its own (test mode lists our transactions instead). */
  listInvoices(customerId: string): Promise<ProviderInvoice[] | null>;
  /** Verifies the signature over the raw body; throws InvalidWebhook. */
  parseWebhook(rawBody: Buffer, signature: string | undefined, receivedAtMs: number): ProviderEvent;
}
