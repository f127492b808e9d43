import { Alert, Button, Input, Stack } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage, useTranslation } from '../../i18n';
import { FormAlert } from '../../components/FormAlert';
import type { ServerError } from '../../graphql/errors';

export interface StripeCardFormProps {
  publishableKey: string;
  submitLabel: string;
  /**
   * Runs the payment once the card can be confirmed: `confirm(clientSecret)` lets Stripe.js confirm the card
   * setup in the browser (the number never reaches our server).
   */
  onSubmit(confirm: (clientSecret: string) => Promise<string | null>): Promise<ServerError | null>;
}

/** Stripe Elements' card field, loaded from Stripe only on this page so the first visit stays light. */
export function StripeCardForm({ publishableKey, submitLabel, onSubmit }: StripeCardFormProps) {
  const { t } = useTranslation();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: currentLanguage() }))
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded || !mountPoint.current) {
          setUnavailable(true);
          return;
        }
        card = loaded.elements({ locale: currentLanguage() }).create('card', { hidePostalCode: true });
        card.mount(mountPoint.current);
        setStripe({ stripe: loaded, card });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const confirm = async (clientSecret: string) => {
    if (!stripe) return t('billing.payment.stripeUnavailable');
    const result = await stripe.stripe.confirmCardSetup(clientSecret, { payment_method: { card: stripe.card } });
    return result.error ? (result.error.message ?? t('billing.payment.stripeUnavailable')) : null;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const failure = await onSubmit(confirm);
      if (failure) setError(failure.message);
    } finally {
      setSubmitting(false);
    }
  };

  if (unavailable) {
    return (
      <Alert color="red" role="alert">
        {t('billing.payment.stripeUnavailable')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={error} />
        <Input.Wrapper label={t('billing.card.stripeLabel')} required>
          <div ref={mountPoint} style={{ padding: '10px 12px', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }} />
        </Input.Wrapper>
        <Button type="submit" loading={submitting} disabled={!stripe} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
