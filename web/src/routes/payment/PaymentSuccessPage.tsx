import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { PageTitle } from '../../components/PageTitle';
import { readError } from '../../graphql/errors';
import { PAYMENT_SUCCESS } from '../../features/billing/documents';
import { day, yen } from '../../features/billing/format';
import { LoadError, Loading } from '../../features/billing/Loading';
import type { PaymentSuccessMutation } from '../../graphql/gql/graphql';

/** The paid transaction of the subscription just started, with its receipt. */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [params] = useSearchParams();
  const subscriptionId = params.get('subscription_id');
  const [paid, setPaid] = useState<{ transaction: PaymentSuccessMutation['handleStripePaymentSuccess'] | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!subscriptionId) return;
    let current = true;
    void client
      .mutation(PAYMENT_SUCCESS, { input: { subscription_id: subscriptionId } })
      .toPromise()
      .then((result) => {
        if (!current) return;
        if (result.error || !result.data) setPaid({ transaction: null, error: readError(result.error).message });
        else setPaid({ transaction: result.data.handleStripePaymentSuccess, error: null });
      });
    return () => {
      current = false;
    };
  }, [client, subscriptionId]);

  const transaction = paid?.transaction;
  return (
    <>
      {/* Success is said only once the payment is confirmed, never for a subscription that was not paid. */}
      {paid?.transaction && <PageTitle title={t('billing.payment.successTitle')} lead={t('billing.payment.successLead')} />}
      {subscriptionId && !paid && <Loading label={t('billing.payment.loading')} />}
      {paid?.error && <LoadError message={paid.error} />}
      {transaction && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group gap="xs">
              <IconCircleCheck color="var(--mantine-color-teal-6)" aria-hidden />
              <Text fw={700}>{t('billing.payment.successAmount', { price: yen(transaction.amount) })}</Text>
            </Group>
            {transaction.period_start && transaction.period_end && (
              <Text size="sm">
                {t('billing.payment.successPeriod', { start: day(transaction.period_start), end: day(transaction.period_end) })}
              </Text>
            )}
            {transaction.receiptUrl && (
              <Anchor href={transaction.receiptUrl} target="_blank" rel="noopener">
                {t('billing.payment.receipt')}
              </Anchor>
            )}
          </Stack>
        </Card>
      )}
      <Group mt="lg">
        <Button component={Link} to="/room">
          {t('billing.payment.toRoom')}
        </Button>
        <Button component={Link} to="/plan" variant="default">
          {t('billing.payment.toPlan')}
        </Button>
      </Group>
    </>
  );
}
