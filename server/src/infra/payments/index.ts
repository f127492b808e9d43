import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { createTestProvider } from './test-provider';
import type { PaymentProvider } from './types';

export * from './types';

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test mode (labelled テストモード in the UI). Stripe's
 * SDK is loaded only in the first case.
 */
export async function createPaymentProvider(config: Config, clock: Clock): Promise<PaymentProvider> {
  if (!config.STRIPE_SECRET_KEY) return createTestProvider(clock);
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    apiBase: config.STRIPE_API_BASE,
  });
}
