import { useClient } from 'urql';
import { confirmCardSetup, messageError, payWithTestCard, startCardSetup, type CardFlow } from './cardFlow';
import { StripeCardForm } from './StripeCardForm';
import { TestCardForm } from './TestCardForm';
import type { PaymentSettings } from './types';

/** The card form the configured provider needs: the test-mode form, or Stripe Elements. */
export function CardEntry({ settings, flow, submitLabel }: { settings: PaymentSettings; flow: CardFlow; submitLabel: string }) {
  const client = useClient();
  if (settings.testMode || !settings.publishableKey) {
    return <TestCardForm submitLabel={submitLabel} onSubmit={(card) => payWithTestCard(client, flow, card)} />;
  }
  return (
    <StripeCardForm
      publishableKey={settings.publishableKey}
      submitLabel={submitLabel}
      onSubmit={async (confirmInBrowser) => {
        const setup = await startCardSetup(client, flow);
        if (!setup.ok) return setup.error;
        const refusal = await confirmInBrowser(setup.value);
        if (refusal) return messageError(refusal);
        const confirmed = await confirmCardSetup(client, setup.value, null);
        if (!confirmed.ok) return confirmed.error;
        return flow.finish(confirmed.value);
      }}
    />
  );
}
