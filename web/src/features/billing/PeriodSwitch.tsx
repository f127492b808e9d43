import { Button, Stack, Text } from '@mantine/core';
import { wrapLabel } from '../../components/wrapLabel';
import { notifications } from '@mantine/notifications';
import { PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { readError } from '../../graphql/errors';
import { CHANGE_PERIOD } from './documents';
import { day, yen } from './format';
import type { HeadTransaction, PlanLimits } from './types';

/**
 * Monthly or yearly for a renewing standard plan: the switch takes effect at the next renewal (the paid period
 * is kept), and a pending switch can be withdrawn. Nothing to show for a plan that does not renew.
 */
export function PeriodSwitch({ head, plans, onChanged }: { head: HeadTransaction; plans: PlanLimits[]; onChanged(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (head.package_id !== PACKAGE_ID.standard || !head.is_regis_auto) return null;

  const periodName = (paymentType: number) =>
    paymentType === PAYMENT_PERIOD.year ? t('billing.plan.yearly') : t('billing.plan.monthly');
  const priceOf = (paymentType: number) => {
    const plan = plans.find((p) => p.package_id === PACKAGE_ID.standard && p.payment_type === paymentType);
    return plan ? yen(plan.price) : '';
  };
  const pending = head.next_payment_type ?? null;
  const other = head.payment_type === PAYMENT_PERIOD.year ? PAYMENT_PERIOD.month : PAYMENT_PERIOD.year;
  // With a switch pending, the action withdraws it (back to the period in force); otherwise it asks for it.
  const target = pending ? head.payment_type : other;

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await client.mutation(CHANGE_PERIOD, { input: { payment_type: target } }).toPromise();
      if (result.error) {
        setError(readError(result.error).message);
        return;
      }
      notifications.show({
        color: 'teal',
        message: pending ? t('billing.period.kept') : t('billing.period.switched', { period: periodName(target) }),
      });
      onChanged();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{t('billing.period.current', { period: periodName(head.payment_type), price: priceOf(head.payment_type) })}</Text>
      {pending ? (
        <Text size="sm" fw={600}>
          {t('billing.period.pending', { date: day(head.period_end), period: periodName(pending), price: priceOf(pending) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('billing.period.note')}
        </Text>
      )}
      <FormAlert message={error} />
      <Button variant="light" loading={submitting} onClick={submit} {...wrapLabel} style={{ alignSelf: 'flex-start' }}>
        {pending ? t('billing.period.keep', { period: periodName(target) }) : t('billing.period.switchTo', { period: periodName(target) })}
      </Button>
    </Stack>
  );
}
