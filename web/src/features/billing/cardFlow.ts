import type { Client } from 'urql';
import { i18n } from '../../i18n';
import { readError, type ServerError } from '../../graphql/errors';
import { CONFIRM_CARD_SETUP, START_CARD_CHANGE, START_CARD_SETUP } from './documents';
import type { TestCard } from './types';

/** An outcome the form can show: a value, or the server's Japanese message. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ServerError };

/** An error of our own in the shape the server's errors have. */
export const messageError = (message: string): ServerError => ({ message, code: null, field: null });

/**
 * What to do around the card: start a card setup (for the plan being bought, or to replace the card on file),
 * and after the card is confirmed, use the payment method (charge the plan or replace the card).
 */
export interface CardFlow {
  /** The plan at checkout (handleStripeTransaction); null replaces the card on file (handleStripeChangePaymentSetup). */
  plan: { package_id: number; payment_type: number } | null;
  finish(paymentMethodId: string): Promise<ServerError | null>;
}

export async function startCardSetup(client: Client, flow: CardFlow): Promise<Outcome<string>> {
  if (!flow.plan) {
    const change = await client.mutation(START_CARD_CHANGE, {}).toPromise();
    if (change.error || !change.data) return { ok: false, error: readError(change.error) };
    return { ok: true, value: change.data.handleStripeChangePaymentSetup.client_secret };
  }
  const result = await client.mutation(START_CARD_SETUP, { input: flow.plan }).toPromise();
  if (result.error || !result.data) return { ok: false, error: readError(result.error) };
  return { ok: true, value: result.data.handleStripeTransaction.client_secret };
}

/**
 * handleStripeConfirmSetupIntent: with the card fields in test mode, or with only the client_secret after
 * Stripe.js confirmed the card in the browser. Gives the payment method to charge.
 */
export async function confirmCardSetup(
  client: Client,
  clientSecret: string,
  card: TestCard | null,
): Promise<Outcome<string>> {
  const result = await client
    // Always a POST: urql sends short queries by GET, and card fields must never be in a URL (the server refuses).
    .query(
      CONFIRM_CARD_SETUP,
      { input: { client_secret: clientSecret, ...card } },
      { requestPolicy: 'network-only', preferGetMethod: false },
    )
    .toPromise();
  if (result.error || !result.data) return { ok: false, error: readError(result.error) };
  const paymentMethodId = result.data.handleStripeConfirmSetupIntent.payment_method_id;
  return paymentMethodId ? { ok: true, value: paymentMethodId } : { ok: false, error: messageError(i18n.t('billing.card.setupFailed')) };
}

/** The whole test-mode sequence: setup, confirmation with the card fields, then the flow's own step. */
export async function payWithTestCard(client: Client, flow: CardFlow, card: TestCard): Promise<ServerError | null> {
  const setup = await startCardSetup(client, flow);
  if (!setup.ok) return setup.error;
  const confirmed = await confirmCardSetup(client, setup.value, card);
  if (!confirmed.ok) return confirmed.error;
  return flow.finish(confirmed.value);
}
