import { Alert, Badge, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import type { ServerError } from '../../graphql/errors';
import { cardDigits, cardRules, formatCardNumber, formatExpiry, parseExpiry } from './cardRules';
import type { TestCard } from './types';

/** The test numbers the server's test mode knows, each with what it does (the catalogue's testCards). */
const TEST_CARDS = ['success', 'declined', 'insufficient', 'laterFails'] as const;

export interface TestCardFormProps {
  submitLabel: string;
  /** Runs the payment with the card; answers the server's error, or null when it went through. */
  onSubmit(card: TestCard): Promise<ServerError | null>;
  now?: Date;
}

/**
 * The card form of the built-in test provider, clearly marked テストモード with the test card numbers. The
 * number goes to the server only to be checked like Stripe's test mode; nothing typed is lost on an error.
 */
export function TestCardForm({ submitLabel, onSubmit, now }: TestCardFormProps) {
  const { t } = useTranslation();
  const rules = useMemo(() => cardRules(now ?? new Date()), [now]);
  const form = useFormState({ card_number: '', expiry: '', cvc: '', card_name: '' }, rules);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const expiry = parseExpiry(form.values.expiry);
    if (!expiry) return;
    setSubmitting(true);
    try {
      const error = await onSubmit({
        card_number: cardDigits(form.values.card_number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: form.values.cvc,
        card_name: form.values.card_name.trim(),
      });
      if (error) form.showServerError(error, { exp_month: 'expiry', exp_year: 'expiry' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('billing.card.testMode')}>
      <Stack>
        <Alert role="note" color="yellow" icon={<IconFlask size={18} />} title={<Badge color="yellow">{t('billing.card.testMode')}</Badge>}>
          {t('billing.card.testModeLead')}
          <List size="sm" mt="xs">
            {TEST_CARDS.map((card) => (
              <List.Item key={card}>{t(`billing.card.testCards.${card}`)}</List.Item>
            ))}
          </List>
        </Alert>
        <FormAlert message={form.formError} />
        <TextInput
          label={t('billing.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          {...form.inputProps('card_number')}
          onChange={(event) => form.setValue('card_number', formatCardNumber(event.currentTarget.value))}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('billing.card.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
            required
            {...form.inputProps('expiry')}
            onChange={(event) => form.setValue('expiry', formatExpiry(event.currentTarget.value))}
          />
          <TextInput label={t('billing.card.cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" required {...form.inputProps('cvc')} />
        </Group>
        <TextInput
          label={t('billing.card.name')}
          autoComplete="cc-name"
          placeholder={t('billing.card.namePlaceholder')}
          required
          {...form.inputProps('card_name')}
        />
        <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
