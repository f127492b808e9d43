import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import { useTranslation } from '../../i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { PageTitle } from '../../components/PageTitle';
import { readError } from '../../graphql/errors';
import { useSessionStore } from '../../session/context';
import { CardEntry } from '../../features/billing/CardEntry';
import type { CardFlow } from '../../features/billing/cardFlow';
import { PAYMENT_SETTINGS, SUBSCRIBE } from '../../features/billing/documents';
import { planName, yen } from '../../features/billing/format';
import { LoadError, Loading } from '../../features/billing/Loading';
import { PlanLimitsList } from '../../features/billing/PlanLimitsList';
import { useServerQuery } from '../../graphql/useServerQuery';

const periodOf = (value: string | null) => (Number(value) === PAYMENT_PERIOD.year ? PAYMENT_PERIOD.year : PAYMENT_PERIOD.month);

/** Checkout of the standard plan: the period chosen on /plan, the price incl. tax, and the card. */
export function PaymentPage() {
  const { t } = useTranslation();
  const client = useClient();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paymentType = periodOf(params.get('payment_type'));
  const { data, error, loading } = useServerQuery(PAYMENT_SETTINGS, {});

  const body = () => {
    if (loading && !data) return <Loading label={t('billing.payment.loading')} />;
    if (error || !data) return <LoadError message={error ?? ''} />;
    const plan = data.listPackages.find((p) => p.package_id === PACKAGE_ID.standard && p.payment_type === paymentType);
    if (!plan) return <LoadError message={t('billing.payment.stripeUnavailable')} />;
    const price = yen(plan.price);
    const flow: CardFlow = {
      plan: { package_id: PACKAGE_ID.standard, payment_type: paymentType },
      finish: async (paymentMethodId) => {
        const result = await client
          .mutation(SUBSCRIBE, { input: { package_id: PACKAGE_ID.standard, payment_type: paymentType, payment_method_id: paymentMethodId } })
          .toPromise();
        if (result.error || !result.data) return readError(result.error);
        await session.reload();
        void navigate(`/payment/success?subscription_id=${encodeURIComponent(result.data.handleStripePaymentMethod.subscription_id)}`);
        return null;
      },
    };
    return (
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('billing.payment.selected')}
            </Text>
            <Title order={2} size="h3">
              {planName(plan)}
            </Title>
            <SegmentedControl
              value={String(paymentType)}
              onChange={(value) => setParams({ payment_type: value }, { replace: true })}
              aria-label={t('billing.payment.choosePeriod')}
              data={[
                { value: String(PAYMENT_PERIOD.month), label: t('billing.plan.monthly') },
                { value: String(PAYMENT_PERIOD.year), label: t('billing.plan.yearly') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text fw={700}>{t('billing.payment.total', { price })}</Text>
            <PlanLimitsList plan={plan} />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <CardEntry key={paymentType} settings={data.getPaymentSettings} flow={flow} submitLabel={t('billing.payment.pay', { price })} />
        </Card>
      </Stack>
    );
  };

  return (
    <>
      <PageTitle title={t('billing.payment.title')} lead={t('billing.payment.lead')} />
      {body()}
    </>
  );
}
