import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { type CardDetails, InvalidWebhook, PaymentDeclined, type PaymentProvider, type RawCard } from './types';

/**
 * Stripe's published test cards and what Stripe's test mode does with them. Any other number is refused, as
 * Stripe's test mode refuses real cards.
 */
const TEST_CARDS: Record<string, { brand: string; onSetup?: string; onCharge?: string }> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '3566002020360505': { brand: 'jcb' },
  '378282246310005': { brand: 'amex' },
  '4000000000000002': { brand: 'visa', onSetup: 'card_declined', onCharge: 'card_declined' },
  '4000000000009995': { brand: 'visa', onSetup: 'insufficient_funds', onCharge: 'insufficient_funds' },
  // Registers, then every charge fails: how a renewal failure is tried by hand.
  '4000000000000341': { brand: 'visa', onCharge: 'card_declined' },
};

const random = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A payment method id that carries the card's public details (brand, last digits, expiry), so the provider
 * holds no state and a renewal months later knows which test card it charges. The number itself is dropped.
 */
function paymentMethodId(card: CardDetails): string {
  return `pm_test_${card.brand}_${card.last4}_${card.expMonth}_${card.expYear}_${random()}`;
}

export function cardOfPaymentMethod(id: string): CardDetails | null {
  const match = /^pm_test_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})_[A-Za-z0-9]+$/.exec(id);
  if (!match) return null;
  return { brand: match[1]!, last4: match[2]!, expMonth: Number(match[3]), expYear: Number(match[4]) };
}

function chargeOutcome(paymentMethod: string): CardDetails {
  const card = cardOfPaymentMethod(paymentMethod);
  if (!card) throw new PaymentDeclined('invalid_payment_method');
  const known = Object.entries(TEST_CARDS).find(([number, c]) => number.endsWith(card.last4) && c.brand === card.brand);
  if (known?.[1].onCharge) throw new PaymentDeclined(known[1].onCharge);
  return card;
}

/** The built-in provider used when no Stripe key is configured: Stripe's test mode, without a network. */
export function createTestProvider(clock: Clock): PaymentProvider {
  return {
    name: 'test',
    testMode: true,
    publishableKey: null,
    renewsItself: false,
    async createCustomer() {
      return `cus_test_${random()}`;
    },
    async createSetupIntent() {
      return { clientSecret: `seti_test_${random()}_secret_${random()}` };
    },
    async confirmSetupIntent(clientSecret: string, raw: RawCard | null) {
      if (!/^seti_test_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(clientSecret)) {
        throw new PaymentDeclined('setup_intent_unexpected_state');
      }
      if (!raw) return { status: 'requires_payment_method', paymentMethodId: null, card: null };
      const number = raw.number.replace(/[\s-]/g, '');
      if (!/^\d{14,19}$/.test(number) || !passesLuhn(number)) throw new PaymentDeclined('incorrect_number');
      const now = clock.now();
      const expired =
        raw.expYear < now.getUTCFullYear() ||
        (raw.expYear === now.getUTCFullYear() && raw.expMonth < now.getUTCMonth() + 1);
      if (raw.expMonth < 1 || raw.expMonth > 12 || expired) throw new PaymentDeclined('expired_card');
      if (!/^\d{3,4}$/.test(raw.cvc)) throw new PaymentDeclined('incorrect_cvc');
      const known = TEST_CARDS[number];
      if (!known) throw new PaymentDeclined('card_declined');
      if (known.onSetup) throw new PaymentDeclined(known.onSetup);
      const card = { brand: known.brand, last4: number.slice(-4), expMonth: raw.expMonth, expYear: raw.expYear };
      return { status: 'succeeded', paymentMethodId: paymentMethodId(card), card };
    },
    async startSubscription({ paymentMethodId: pm }) {
      const card = chargeOutcome(pm);
      return { subscriptionId: `sub_test_${random()}`, invoiceId: `in_test_${random()}`, card };
    },
    async chargeRenewal({ paymentMethodId: pm }) {
      chargeOutcome(pm);
      return { invoiceId: `in_test_${random()}` };
    },
    async changePaymentMethod({ paymentMethodId: pm }) {
      const card = cardOfPaymentMethod(pm);
      if (!card) throw new PaymentDeclined('invalid_payment_method');
      return card;
    },
    async changeIntervalAtRenewal() {},
    async cancelAtPeriodEnd() {},
    async listInvoices() {
      return null;
    },
    parseWebhook() {
      throw new InvalidWebhook('the test-mode provider sends no webhooks');
    },
  };
}
